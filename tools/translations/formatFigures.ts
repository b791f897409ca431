/**
 * npm run translations:figures — the figures behind docs/translations-format.md:
 * how many texts the shipped content has, what each way of writing their translations adds to the
 * files an editor works in, and what each way of shipping them costs a page, in gzip bytes. The
 * translation measured is a stand-in of the same length as the English (every text, placeholders
 * kept), so the figures hold before any language is complete.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkContent } from '../../src/checker/checkContent.ts';
import { contentShell } from '../../src/engine/content/contentShell.ts';
import type { Content } from '../../src/engine/content/types.ts';
import { englishTexts } from '../../src/checker/translations/englishTexts.ts';
import { translationText } from '../../src/checker/translations/translationText.ts';
import { openContentDocument } from '../../src/checker/write/contentDocument.ts';
import { readContentFiles, readContentSchemas } from '../content/readContent.ts';
import { flowContent } from '../vite/splitContent.ts';

const root = resolve(import.meta.dirname, '../..');
const files = readContentFiles(root);
const schemas = readContentSchemas(root);
const texts = englishTexts(files, schemas);
const gz = (value: unknown) => gzipSync(typeof value === 'string' ? value : JSON.stringify(value)).length;
const lines = (text: string) => text.split('\n').length - 1;

/** A stand-in translation: each letter moved one along, so the text differs but keeps its length and placeholders. */
const standIn = (text: string) =>
  text.replace(
    /(\{\{[^{}]*\}\}|\{\w+\})|([a-y])/gi,
    (all, placeholder: string | undefined) => placeholder ?? String.fromCharCode(all.charCodeAt(0) + 1),
  );

const entries = texts.flatMap(({ placedAt, texts: nodes }) =>
  nodes.map((node) => ({ file: placedAt, key: node.key, from: node.from, text: standIn(node.text) })),
);
const catalog = translationText({ name: 'Stand-in' }, entries);
const checked = checkContent([...files, { file: 'translations/xx.yaml', text: catalog }], schemas);
const english = checked.content;
const other = checked.translations?.xx;
if (!english || !other) throw new Error('the content does not check: run npm run check:content');

const englishLines = files.reduce((sum, file) => sum + lines(file.text), 0);
const textCount = entries.length;
const characters = texts.reduce((sum, file) => sum + file.texts.reduce((n, node) => n + node.text.length, 0), 0);
console.log(
  `Texts: ${textCount} in ${texts.length} files, ${characters} characters; the English files have ${englishLines} lines.`,
);
console.log(
  `One catalog file per language: 1 new file of ${lines(catalog)} lines (${catalog.length} bytes); 0 English lines changed.`,
);
/**
 * The English files rewritten with inline maps: each text becomes `{en: …, xx: {from, text}}` in
 * its place (a list item too, where a sibling key cannot go), written as the content tools write.
 */
function inlineFile(file: (typeof files)[number]): string {
  const nodes = texts.find((entry) => entry.file === file.file)?.texts ?? [];
  const doc = openContentDocument(file.file, file.text);
  const data = doc.data();
  for (const node of nodes) {
    let parent = data as Record<string | number, unknown>;
    for (const segment of node.at.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
    const last = node.at[node.at.length - 1] as string | number;
    parent[last] = { en: node.text, xx: { from: node.from, text: standIn(node.text) } };
  }
  doc.update(data);
  return doc.text();
}
const inline = files.map(inlineFile);
const inlineLines = inline.reduce((sum, text) => sum + lines(text), 0);
console.log(
  `Inline maps ({en, xx} in place of each text): ${texts.length} English files changed, ${englishLines} → ${inlineLines} lines (+${Math.round((100 * (inlineLines - englishLines)) / englishLines)}%) for one more language; each form's JSON Schema then holds objects where JSON Schema expects a string title.`,
);

/** What one flow screen's content module carries, as the build writes it (tools/vite/splitContent.ts). */
function flowModule(content: Content, flowId: string): unknown {
  const flow = content.flows.find((candidate) => candidate.id === flowId);
  if (!flow) throw new Error(`no flow ${flowId}`);
  return flowContent(content, flow);
}

console.log('\nGzip bytes a first load carries for its texts (content modules only), per way of shipping:');
console.log('what                      one language   both inline   whole catalog loaded');
const catalogJson = gz(JSON.parse(JSON.stringify(entries)));
for (const [what, pick] of [
  ['shell (every page)', (content: Content) => contentShell(content)],
  ...english.flows.map((flow) => [`flow ${flow.id}`, (content: Content) => flowModule(content, flow.id)] as const),
] as const) {
  const one = gz(pick(english));
  const both = gz([pick(english), pick(other)]);
  console.log(
    `${what.padEnd(26)}${String(one).padStart(12)}${String(both).padStart(14)}${String(one + catalogJson).padStart(22)}`,
  );
}
console.log(
  `\n(The whole stand-in catalog as JSON: ${catalogJson} bytes gzip; as YAML on disk: ${gz(catalog)} bytes gzip.)`,
);
console.log(
  `Placeholders' runtime: plain strings use the engine's own fillMessage/renderTemplate, already in every page: 0 bytes more.`,
);
