import { describe, expect, it } from 'vitest';
import { shippedSchemas } from '../content/support/shippedContent.ts';

/** Every `title` and `description` of a schema, with where it sits: what the Studio shows as labels and help. */
function editorTexts(node: unknown, at: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, index) => editorTexts(item, `${at}/${String(index)}`, out));
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') out.push(`${at}/${key}: ${value}`);
      else editorTexts(value, `${at}/${key}`, out);
    }
  return out;
}

/** What an editor should never have to read: file kinds, source or config paths, schema internals. */
const developerSpeak = /\b(src|server|tools|schemas|flows|prompts)\/|\*\.(ya?ml|json)|kind: [a-z]|\$defs|\brjsf\b/;

describe('the content schemas as the Studio shows them', () => {
  it('word every label and help text for editors; developer notes go in $comment', () => {
    const texts = Object.entries(shippedSchemas()).flatMap(([file, schema]) => editorTexts(schema, file));
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.filter((text) => developerSpeak.test(text.slice(text.indexOf(': '))))).toEqual([]);
  });

  it('catches a text written for developers', () => {
    const texts = editorTexts(
      { title: 'A flow (flows/*.yaml with kind: flow)', properties: { a: { description: 'ok' } } },
      'x',
    );
    expect(texts.filter((text) => developerSpeak.test(text))).toEqual([
      'x/title: A flow (flows/*.yaml with kind: flow)',
    ]);
  });
});
