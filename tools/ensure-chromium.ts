/**
 * Runs before the end-to-end tests: makes sure Debian's Chromium (which drives them) and
 * redis-server (which the several-instances test starts) are installed.
 */
import { ensureDebianTool } from './debianPackage.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensureDebianTool({
  path: chromium,
  packages: ['chromium', 'fonts-dejavu-core'],
  installable: !process.env.CHROMIUM_PATH,
  advice: `End-to-end tests need Chromium at ${chromium}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
});
ensureDebianTool({
  path: '/usr/bin/redis-server',
  packages: ['redis-server'],
  advice: "End-to-end tests need redis-server. Install Debian's package: sudo apt-get install redis-server",
});
