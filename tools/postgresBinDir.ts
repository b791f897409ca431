import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const hasServer = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));

/**
 * The folder holding PostgreSQL's initdb and postgres, for the tests that start a server:
 * POSTGRES_BIN_DIR when set, else Debian's /usr/lib/postgresql/<major>/bin (the newest major),
 * else a folder on PATH. Undefined when there is none.
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.POSTGRES_BIN_DIR) return hasServer(env.POSTGRES_BIN_DIR) ? env.POSTGRES_BIN_DIR : undefined;
  const debianRoot = '/usr/lib/postgresql';
  const majors = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [...majors.map((major) => join(debianRoot, major, 'bin')), ...(env.PATH ?? '').split(delimiter)];
  return candidates.find((dir) => dir !== '' && hasServer(dir));
}
