import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/freePort.ts';

const redisServerPath = '/usr/bin/redis-server';

export interface RunningRedis {
  url: string;
  /** Sends a signal to redis-server: SIGKILL to lose it, SIGSTOP to stall it, SIGCONT to resume. */
  signal: (signal: NodeJS.Signals) => void;
  /** Starts redis-server again on the same port (after a SIGKILL), empty, as a restarted Redis is. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

function spawnRedis(port: number, dir: string): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve({ child, exited });
    });
    void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
  });
}

/** Debian's redis-server on loopback (on `port` when given), in a temporary directory, saving nothing to disk. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'advisory-redis-'));
  const chosen = port ?? (await freePort());
  let current = await spawnRedis(chosen, dir);
  const end = async () => {
    current.child.kill('SIGCONT');
    current.child.kill('SIGKILL');
    await current.exited;
  };
  return {
    url: `redis://127.0.0.1:${chosen}`,
    signal: (signal) => void current.child.kill(signal),
    async restart() {
      await end();
      current = await spawnRedis(chosen, dir);
    },
    async stop() {
      current.child.kill('SIGCONT');
      current.child.kill('SIGTERM');
      await current.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
