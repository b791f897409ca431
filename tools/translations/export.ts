/**
 * npm run translations:export -- <language> [<sheet.csv>]
 * Writes the texts a language still needs (missing, and stale: translated from an English text that
 * has changed since) as a CSV sheet for translators, by default translations/<language>.csv (not
 * content, and ignored by git): per text its English file and place, whether it is missing or stale,
 * the English, a stale text's translation as it stands, and an empty column headed by the language
 * to fill. `npm run translations:import -- <sheet.csv>` writes the filled sheet back.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { canonicalTag } from '../../src/checker/translations/languages.ts';
import { englishTexts } from '../../src/checker/translations/englishTexts.ts';
import { displayPath, readContentFiles, readContentSchemas } from '../content/readContent.ts';
import { catalogTexts, textsToTranslate } from '../../src/checker/translations/translationRows.ts';
import { writeTranslationCsv } from './translationCsv.ts';

const root = resolve(import.meta.dirname, '../..');
const [given = '', out] = process.argv.slice(2);
const tag = canonicalTag(given);
if (!tag || tag !== given) {
  console.error(`usage: npm run translations:export -- <language tag, such as es> [<sheet.csv>]; got "${given}"`);
  process.exit(1);
}
const catalog = resolve(root, 'translations', `${tag}.yaml`);
const english = englishTexts(readContentFiles(root), readContentSchemas(root));
const texts = textsToTranslate(english, catalogTexts(existsSync(catalog) ? readFileSync(catalog, 'utf8') : undefined));
// npm runs scripts in the project root; a path is meant from where npm was called.
const sheet = out ? resolve(process.env.INIT_CWD ?? process.cwd(), out) : resolve(root, 'translations', `${tag}.csv`);
writeFileSync(sheet, writeTranslationCsv(tag, texts));
const stale = texts.filter((text) => text.status === 'stale').length;
console.log(
  `${displayPath(root, sheet)}: ${texts.length} text${texts.length === 1 ? '' : 's'} to translate into ${tag} ` +
    `(${texts.length - stale} missing, ${stale} stale). Fill the "${tag}" column, then: npm run translations:import -- ${displayPath(root, sheet)}`,
);
