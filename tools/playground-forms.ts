/**
 * npm run playground:forms -- <samples-dir> [<out-dir>]
 *
 * Drops each of rjsf's playground forms into the app as a one-screen flow and says what became
 * of it: refused (with the checker's located message, or the React code the sample needs), or
 * accepted, then rendered and submitted as a person would (tools/playground/usable.test.tsx).
 * <samples-dir> is rjsf's packages/playground/src/samples (its index.ts lists the samples); the
 * samples are read, never copied into this project. Prints the table docs/forms-playground.md holds.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startVitest } from 'vitest/node';
import { formatProblem } from '../src/checker/problem.ts';
import { loadContent } from './content/loadContent.ts';
import { readContentSchemas } from './content/readContent.ts';
import { convertSample, type Sample } from './playground/convertSample.ts';
import { outcomeRows, type Outcome, type Usability } from './playground/outcomes.ts';
import { flowValidatorsCode, formValidatorCode } from './validators/compileValidators.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const [samplesArgument, outArgument] = process.argv.slice(2);
if (!samplesArgument) {
  console.error('usage: npm run playground:forms -- <rjsf packages/playground/src/samples> [<out-dir>]');
  process.exit(2);
}
const samplesDir = resolve(samplesArgument);
const outDir = resolve(outArgument ?? join(tmpdir(), 'playground-forms'));
rmSync(outDir, { recursive: true, force: true });

const { samples } = (await import(pathToFileURL(join(samplesDir, 'index.ts')).href)) as {
  samples: Record<string, Sample>;
};
const schemas = readContentSchemas(projectRoot);
const outcomes: Outcome[] = [];

for (const [index, [name, sample]] of Object.entries(samples).entries()) {
  const converted = convertSample(name, sample, 100 + index);
  const base = { name, id: converted.id, leftOut: converted.leftOut };
  if (!converted.form || !converted.flow) {
    outcomes.push({ ...base, verdict: 'refused', reasons: [`needs React code: ${converted.code.join('; ')}`] });
    continue;
  }
  const root = join(outDir, converted.id);
  mkdirSync(join(root, 'flows'), { recursive: true });
  mkdirSync(join(root, 'schemas', 'forms'), { recursive: true });
  writeFileSync(join(root, 'flows', `${converted.id}.yaml`), converted.flow);
  writeFileSync(join(root, 'schemas', 'forms', `${converted.id}.json`), `${JSON.stringify(converted.form, null, 2)}\n`);
  const result = loadContent(projectRoot, { schemas, extraRoots: [root] });
  const ours = (file: string) => file.startsWith(root);
  const problems = result.problems.filter((problem) => ours(problem.file));
  const warnings = (result.warnings ?? []).filter((problem) => ours(problem.file));
  const located = (list: typeof problems) => list.map((problem) => formatProblem(problem).slice(root.length + 1));
  if (problems.length > 0 || !result.content) {
    const reasons = located(problems);
    outcomes.push({ ...base, verdict: 'refused', reasons: reasons.length > 0 ? reasons : ['(the project content)'] });
    continue;
  }
  const form = result.content.forms[converted.id];
  try {
    // The build compiles each form's validators ahead of time: a form it cannot compile breaks the build.
    if (!form) throw new Error('the form is missing from the loaded content');
    formValidatorCode(form);
    flowValidatorsCode([form]);
  } catch (error) {
    outcomes.push({
      ...base,
      verdict: 'broken',
      reasons: [`the build cannot compile it: ${(error as Error).message}`],
    });
    continue;
  }
  outcomes.push({ ...base, verdict: 'accepted', reasons: located(warnings), root, formData: converted.formData });
}

// Rendered and submitted in jsdom with the app's theme, one test per accepted form.
const accepted = outcomes.filter((outcome) => outcome.verdict === 'accepted');
const acceptedFile = join(outDir, 'accepted.json');
const usabilityFile = join(outDir, 'usability.json');
writeFileSync(acceptedFile, JSON.stringify(accepted));
process.env.PLAYGROUND_ACCEPTED = acceptedFile;
process.env.PLAYGROUND_USABILITY = usabilityFile;
const vitest = await startVitest('test', [], {
  config: join(projectRoot, 'tools', 'playground', 'vitest.config.ts'),
  watch: false,
  reporters: ['dot'],
});
await vitest.close();
const usability = JSON.parse(readFileSync(usabilityFile, 'utf8')) as Record<string, Usability>;

for (const line of outcomeRows(outcomes, usability)) console.log(line);
