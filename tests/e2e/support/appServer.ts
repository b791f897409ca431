import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedDataDir } from '../../support/pgliteTemplate.ts';
import { serverBuild, type ServerBuild } from './variants.ts';

export interface RunningServer {
  url: string;
  /** Everything the server printed, one line per entry. */
  output: string[];
  /** SIGTERM, then waits for the process to exit; resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/** Test keys the server holds; they must never reach a browser. */
export const serverKeys = { GEMINI_API_KEY: 'e2e-gemini-secret-key', OPENAI_API_KEY: 'e2e-openai-secret-key' };

/**
 * Starts the built production server (`node dist-server/main.js`, as `npm start` runs it) on an
 * ephemeral loopback port, in an empty working directory (no .env), with exactly the given variables.
 * Its embedded database starts as a copy of the migrated template (tests/support/pgliteTemplate.ts),
 * as after an earlier start, unless `freshDatabase` asks for the first start's creation and
 * migrations (or DATA_DIR already holds a database, which it keeps).
 */
export async function startAppServer(
  env: Record<string, string>,
  build: ServerBuild = serverBuild,
  { freshDatabase = false }: { freshDatabase?: boolean } = {},
): Promise<RunningServer> {
  const cwd = mkdtempSync(join(tmpdir(), 'advisory-server-'));
  if (!freshDatabase && !env.DATABASE_URL) await seedDataDir(resolve(cwd, env.DATA_DIR ?? 'data'));
  const child: ChildProcess = spawn(process.execPath, [build.entry], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        output.push(line);
        const listening = /^Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening?.[1]) resolve(listening[1]);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output.join('\n')}`)),
    );
  });
  // With keys, the server asks each vendor about its model once it listens: let that finish first,
  // so a test's record of vendor requests holds only what its own analysis sent.
  const keyed = ['GEMINI_API_KEY', 'OPENAI_API_KEY'].filter((name) => env[name]).length;
  for (let waited = 0; keyed > 0 && waited < 15_000; waited += 50) {
    if (output.filter((line) => line.startsWith('Model check:')).length >= keyed) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(cwd, { recursive: true, force: true });
      return code;
    },
  };
}
