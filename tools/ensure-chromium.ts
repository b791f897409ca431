/**
 * Runs before the end-to-end tests: makes sure Debian's Chromium (which drives them),
 * redis-server (which the several-instances test starts) and PostgreSQL (which the database
 * tests start) are installed.
 */
import { ensureDebianTool } from './debianPackage.ts';
import { postgresBinDir } from './postgresBinDir.ts';

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
ensureDebianTool({
  // Found (or not) wherever it is installed; an existing path skips the install.
  path: postgresBinDir() ?? '/usr/lib/postgresql/bin/initdb',
  packages: ['postgresql'],
  installable: !process.env.POSTGRES_BIN_DIR,
  advice:
    "The database tests start PostgreSQL: install Debian's postgresql (sudo apt-get install postgresql) or set POSTGRES_BIN_DIR.",
});
