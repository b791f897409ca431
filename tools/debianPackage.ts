import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianTool {
  /** Where the tests expect the program. */
  path: string;
  /** What to install with apt-get when it is missing. */
  packages: readonly string[];
  /** Said when it cannot be installed here: how to get it. */
  advice: string;
  /** False when the user pointed at their own copy (then it is never installed for them). */
  installable?: boolean;
}

/**
 * Makes sure a program from a Debian package is there for the tests: installs it with apt-get when
 * missing and allowed (root on a Debian-like system), else explains how and exits with 1.
 */
export function ensureDebianTool({ path, packages, advice, installable = true }: DebianTool): void {
  if (existsSync(path)) return;
  const canInstall = installable && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(advice);
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
