/**
 * Runs before the end-to-end tests: makes sure Debian's Chromium is installed, installing it
 * with apt-get when missing and allowed (root on a Debian-like system), else explaining how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
if (!canInstall) {
  console.error(
    `End-to-end tests need Chromium at ${chromium}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the end-to-end tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
  stdio: 'inherit',
  env,
});
