import { delimiter, resolve } from 'node:path';

/** Names extra content roots, e.g. ADVISORY_EXTRA_CONTENT=tests/fixtures/extra-flow (':'-separated; ';' on Windows). */
const extraContentEnv = 'ADVISORY_EXTRA_CONTENT';

/**
 * Extra content roots merged with the project's own content: each is a folder holding its own
 * flows/, schemas/forms/ and prompts/. Relative paths resolve against the project root, so the
 * dev server, the build and the checker agree whatever the working directory.
 */
export function extraContentRoots(
  projectRoot: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string[] {
  const value = env[extraContentEnv] ?? '';
  return value
    .split(delimiter)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => resolve(projectRoot, entry));
}
