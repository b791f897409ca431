import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buyerQuestions } from '../peers/buyerQuestions.ts';

export const projectRoot = join(import.meta.dirname, '../..');
const peersRoot = join(projectRoot, 'bench/peers');

// Builds see exactly the environment they are given: no keys or extra content from the shell.
const appEnv = /^(VITE_|ADVISORY_EXTRA_CONTENT$)/;

/** Production build of the app (optionally with extra content, or source maps for a profile) into `outDir`. */
export async function buildOurs(
  outDir: string,
  extraContent?: string,
  { sourcemap = false }: { sourcemap?: boolean } = {},
): Promise<void> {
  for (const key of Object.keys(process.env)) if (appEnv.test(key)) Reflect.deleteProperty(process.env, key);
  if (extraContent) process.env.ADVISORY_EXTRA_CONTENT = extraContent;
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, sourcemap } });
  delete process.env.ADVISORY_EXTRA_CONTENT;
}

/** Installs a bench package's own dependencies from the npm registry (once). */
export function installPackage(dir: string): void {
  if (existsSync(join(dir, 'node_modules'))) return;
  const command = existsSync(join(dir, 'package-lock.json')) ? 'ci' : 'install';
  // React and React DOM are peers taken from the project, so every app runs the same React.
  execFileSync('npm', [command, '--no-audit', '--no-fund', '--legacy-peer-deps'], { cwd: dir, stdio: 'inherit' });
}

export const peers = { surveyjs: 'SurveyJS', jsonforms: 'JSON Forms' } as const;
export type Peer = keyof typeof peers;

/** A peer app built like ours: Vite, React 19, es2022, its questions generated from flows/buyer.yaml. */
export async function buildPeer(peer: Peer, outDir: string): Promise<void> {
  installPackage(peersRoot);
  await build({
    // One index.html for both peers; its script is the peer's own main.tsx.
    root: join(peersRoot, 'apps'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { __QUESTIONS__: JSON.stringify(buyerQuestions(projectRoot)) },
    resolve: {
      dedupe: ['react', 'react-dom'],
      alias: [{ find: /^\/peer-main\.tsx$/, replacement: join(peersRoot, 'apps', peer, 'main.tsx') }],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

export const growthRoute = '/growth-questions';
export const growthTitle = (index: number) => `Growth question ${index + 1}`;

/** A content root holding one flow of `steps` text steps (for ADVISORY_EXTRA_CONTENT). */
export function writeGrowthContent(dir: string, steps: number): string {
  mkdirSync(join(dir, 'flows'), { recursive: true });
  const lines = [
    'kind: flow',
    // A home card, as every flow needs a way in (the content checker insists).
    'card: { id: growth, title: Growth, description: A generated flow for npm run bench., order: 90 }',
    `start: ${growthRoute}`,
    'screens:',
    '  - id: growth',
    '    type: questionnaire',
    `    route: ${growthRoute}`,
    '    title: Growth',
    '    store: growthQuestionnaire',
    '    labels: { back: Back, next: Next, finish: Finish }',
    '    steps:',
    ...Array.from({ length: steps }, (_, index) => [
      `      - id: q${index + 1}`,
      '        type: text',
      `        title: ${growthTitle(index)}`,
      `        description: Generated question ${index + 1} of ${steps}, to see how the app grows with content.`,
    ]).flat(),
  ];
  writeFileSync(join(dir, 'flows/growth.yaml'), `${lines.join('\n')}\n`);
  return dir;
}
