/**
 * npm run check:content [-- <project-root>]
 * Prints one line per problem as `file:line:col path: message` and exits 1, or says all is well.
 * ADVISORY_EXTRA_CONTENT=<root>[:<root>…] merges extra content roots, as the dev server and build do;
 * for a root outside the project it also notes each schema reference that does not reach the project's schemas.
 */
import { resolve } from 'node:path';
import { formatProblem, sortProblems } from '../src/checker/problem.ts';
import { extraContentRoots } from './content/extraContentRoots.ts';
import { loadContent } from './content/loadContent.ts';
import { readContentFiles } from './content/readContent.ts';
import { schemaReferenceNotes } from './content/schemaReferenceNotes.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const root = resolve(process.argv[2] ?? projectRoot);
const extraRoots = extraContentRoots(root);
const { content, problems, warnings = [] } = loadContent(root, { schemaRoot: projectRoot, extraRoots });
// Editor hints only (see schemaReferenceNotes): printed, never a reason to fail.
for (const note of schemaReferenceNotes(readContentFiles(root, extraRoots), root))
  console.log(`note: ${formatProblem(note)}`);
if (problems.length > 0 || !content) {
  // Errors and warnings by position; only the errors fail the check.
  for (const problem of sortProblems([...problems, ...warnings])) console.error(formatProblem(problem));
  console.error(`\n${problems.length} content problem${problems.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
const steps = content.flows.reduce(
  (sum, flow) => sum + flow.screens.reduce((n, s) => n + (s.type === 'questionnaire' ? s.steps.length : 0), 0),
  0,
);
const extra =
  extraRoots.length > 0
    ? ` (including ${extraRoots.length} extra content root${extraRoots.length === 1 ? '' : 's'})`
    : '';
// Warnings say what the app accepts and ignores: printed, never a reason to fail.
for (const warning of warnings) console.warn(formatProblem(warning));
const warned = warnings.length > 0 ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
console.log(
  `Content OK${extra}${warned}: ${content.flows.length} flows, ${steps} questionnaire steps, ${Object.keys(content.forms).length} forms, ` +
    `${Object.keys(content.analyses).length} analyses, ${content.pages.length} pages.`,
);
