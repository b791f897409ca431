/**
 * npm run translations:import -- <sheet.csv>
 * Writes a translators' sheet (made by npm run translations:export) back into
 * translations/<language>.yaml, the language read from the sheet's last heading. Every filled row
 * is checked (its text exists, its English has not changed since the export, its placeholders are
 * the English text's) and the file that results goes through the checker's translation rules: one
 * problem and nothing is written. Empty rows are left for later; nothing else in the file changes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { displayPath, readContentFiles, readContentSchemas } from '../content/readContent.ts';
import { applyTranslations } from './applyTranslations.ts';
import { readTranslationCsv } from './translationCsv.ts';

const root = resolve(import.meta.dirname, '../..');
const [given] = process.argv.slice(2);
if (!given) {
  console.error('usage: npm run translations:import -- <sheet.csv>');
  process.exit(1);
}
// npm runs scripts in the project root; a path is meant from where npm was called.
const sheetPath = resolve(process.env.INIT_CWD ?? process.cwd(), given);
const sheet = displayPath(root, sheetPath);
const read = readTranslationCsv(readFileSync(sheetPath, 'utf8'));
if ('problem' in read) {
  console.error(`${sheet}: ${read.problem}`);
  process.exit(1);
}
const path = resolve(root, 'translations', `${read.tag}.yaml`);
const file = relative(root, path);
const result = applyTranslations({
  english: readContentFiles(root),
  schemas: readContentSchemas(root),
  tag: read.tag,
  translation: { file, ...(existsSync(path) ? { text: readFileSync(path, 'utf8') } : {}) },
  sheet,
  rows: read.rows,
});
if (result.problems.length > 0 || result.text === undefined) {
  for (const problem of result.problems) console.error(problem);
  console.error(`\nNothing written to ${file}: correct the sheet and import it again.`);
  process.exit(1);
}
if (result.written > 0) writeFileSync(path, result.text);
const stale = result.remaining.filter((text) => text.status === 'stale').length;
const left = result.remaining.length;
const draft = /^draft: true$/m.test(result.text);
console.log(
  `${file}: ${result.written} text${result.written === 1 ? '' : 's'} written, ${result.empty} row${result.empty === 1 ? '' : 's'} left empty; ` +
    (left > 0
      ? `${left} still to translate (${left - stale} missing, ${stale} stale).`
      : `every text is translated and current${draft ? ': remove draft: true so a missing or stale text becomes an error' : ''}.`),
);
