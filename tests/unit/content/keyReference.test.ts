import { describe, expect, it } from 'vitest';
import {
  generatedKeyReference,
  keyReferencePage,
  keyTable,
  schemaKeys,
  typeInWords,
  withKeyTables,
} from '../../../tools/content/keyReference.ts';
import { guidePages } from './support/guideBlocks.ts';
import { projectRoot, shippedSchemas } from './support/shippedContent.ts';

// Every page of the guide is read: the key tables are on the key reference page and nowhere else.
const pages = guidePages(projectRoot);
const markersOf = (text: string) => [...text.matchAll(/^<!-- keys: (\S+) -->$/gm)].map((match) => match[1]);
const keyReference = pages.find((page) => page.file === keyReferencePage);
const markers = markersOf(keyReference?.text ?? '');

describe('the key reference (docs/guide/key-reference.md)', () => {
  const declared = schemaKeys(shippedSchemas());

  it('describes every key of every content schema, so editors get hover help', () => {
    const undescribed = [...declared.values()]
      .flat()
      .filter((key) => typeof key.schema.description !== 'string' || key.schema.description.trim() === '')
      .map((key) => `${key.pointer} (${key.path})`);
    expect(undescribed).toEqual([]);
  });

  it('has one table for every schema definition that declares keys, and none for others', () => {
    expect(keyReference, keyReferencePage).toBeDefined();
    const elsewhere = pages.filter((page) => page !== keyReference && markersOf(page.text).length > 0);
    expect(elsewhere.map((page) => page.file)).toEqual([]);
    expect(new Set(markers).size).toBe(markers.length);
    expect([...markers].sort()).toEqual([...declared.keys()].sort());
  });

  it('holds exactly the tables `npm run docs:keys` writes (run it after changing a schema)', async () => {
    expect(await generatedKeyReference(projectRoot)).toBe(keyReference?.text);
  });
});

describe('the key table generator', () => {
  const schemas = {
    'demo.schema.json': {
      properties: {
        kind: { const: 'demo', description: 'Marks a demo file.' },
        size: { type: 'integer', minimum: 1, maximum: 9, description: 'How big.' },
        tags: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Labels.' },
        card: { $ref: '#/$defs/card', description: 'The card.' },
        parts: {
          type: 'array',
          description: 'Parts | pieces; <name> or `<name>`.',
          items: {
            type: 'object',
            properties: { name: { $ref: 'common.schema.json#/$defs/text', description: 'Its name.' } },
            required: ['name'],
          },
        },
      },
      required: ['kind'],
      $defs: {
        card: { type: 'object', properties: { title: { type: 'string', description: 'Heading.' } } },
        next: {
          oneOf: [
            { $ref: 'common.schema.json#/$defs/route' },
            { type: 'array', minItems: 1, items: { $ref: '#/$defs/card' } },
          ],
        },
        steps: { one: { properties: { when: { $ref: 'common.schema.json#/$defs/logic', description: 'A rule.' } } } },
      },
    },
  };

  it('lists keys with their dotted paths, per definition, groups split by member', () => {
    const keys = schemaKeys(schemas);
    expect([...keys.keys()]).toEqual([
      'demo.schema.json#',
      'demo.schema.json#/$defs/card',
      'demo.schema.json#/$defs/steps/one',
    ]);
    expect(keys.get('demo.schema.json#')?.map((key) => [key.path, key.required, key.pointer])).toEqual([
      ['kind', true, '/properties/kind'],
      ['size', false, '/properties/size'],
      ['tags', false, '/properties/tags'],
      ['card', false, '/properties/card'],
      ['parts', false, '/properties/parts'],
      ['parts[].name', true, '/properties/parts/items/properties/name'],
    ]);
  });

  it('names types in words and links a definition that has a table', () => {
    const anchors = new Map([['demo.schema.json#/$defs/card', 'cards']]);
    const context = { file: 'demo.schema.json', anchors, schemas };
    const words = (schema: object) => typeInWords(schema as Record<string, unknown>, context);
    expect(words({ $ref: '#/$defs/card' })).toBe('[card](#cards)');
    expect(words({ type: 'array', items: { $ref: '#/$defs/card' } })).toBe('list of [cards](#cards)');
    expect(words({ $ref: 'common.schema.json#/$defs/storeKey' })).toBe('store key');
    expect(words({ type: 'array', items: { $ref: 'common.schema.json#/$defs/route' } })).toBe('list of routes');
    expect(words({ $ref: 'common.schema.json#/$defs/serviceCard' })).toBe('service card');
    expect(words({ enum: ['a', 'b', 'c'] })).toBe('`a`, `b` or `c`');
    expect(words({ type: 'integer', minimum: 0 })).toBe('whole number from 0');
    expect(words({ type: 'integer', maximum: 5 })).toBe('whole number up to 5');
    expect(words({ type: 'number', exclusiveMinimum: 0 })).toBe('number over 0');
    expect(words({ type: 'number', minimum: 0, maximum: 2 })).toBe('number 0–2');
    expect(words({ type: 'boolean' })).toBe('`true` or `false`');
    expect(words({ type: 'object', additionalProperties: { type: 'string' } })).toBe('map of name → string');
    expect(words({ type: 'array', items: { type: 'object' } })).toBe('list of objects');
    expect(words({ type: 'array', minItems: 2, items: { type: 'string' } })).toBe('list of strings (at least 2)');
    expect(words({ type: 'array' })).toBe('list');
    expect(words({ type: 'string', pattern: '^VITE_[A-Z0-9_]+$' })).toBe('env name');
    expect(words({ type: 'array', items: { type: 'string', pattern: '^VITE_[A-Z0-9_]+$' } })).toBe('list of env names');
    expect(words({ type: 'string', pattern: '^x' })).toBe('string matching `^x`');
    expect(words({ $ref: 'common.schema.json#/$defs/logic' })).toBe('logic rule');
    expect(words({ $ref: '#/$defs/next' })).toBe('route or list of [cards](#cards) (at least 1)');
    expect(words({ $ref: '#/$defs/missing' })).toBe('missing');
    expect(words({ type: 'array', items: { $ref: '#/$defs/branch' } })).toBe('list of branches');
    expect(words({})).toBe('any');
  });

  it('writes a row per key, escaping pipes, and refuses a key without a description', () => {
    const keys = schemaKeys(schemas).get('demo.schema.json#') ?? [];
    const table = keyTable(keys, { file: 'demo.schema.json', anchors: new Map(), schemas });
    expect(table.split('\n')).toContain('| `kind` | `demo` | yes | Marks a demo file. |');
    expect(table).toContain('| `parts` | list of objects |  | Parts \\| pieces; \\<name> or `<name>`. |');
    const bare = schemaKeys({ 'bare.schema.json': { properties: { x: { type: 'string' } } } }).get('bare.schema.json#');
    expect(() => keyTable(bare ?? [], { file: 'bare.schema.json', anchors: new Map(), schemas })).toThrow(
      'schemas/content/bare.schema.json /properties/x: the key "x" has no description; write one there',
    );
  });

  it('replaces only the table under each marker, and names a marker no definition matches', () => {
    const doc = ['## Cards', '', '<!-- keys: demo.schema.json#/$defs/card -->', '', '| old |', '| --- |', '', 'After.'];
    expect(withKeyTables(doc.join('\n'), schemas).split('\n')).toEqual([
      '## Cards',
      '',
      '<!-- keys: demo.schema.json#/$defs/card -->',
      '',
      '| Key | Type | Required | Meaning |',
      '| --- | --- | --- | --- |',
      '| `title` | string |  | Heading. |',
      '',
      'After.',
    ]);
    expect(() => withKeyTables('x\n<!-- keys: demo.schema.json#/$defs/none -->\n', schemas)).toThrow(
      'docs/guide/key-reference.md:2: no schema definition demo.schema.json#/$defs/none declares keys',
    );
  });
});
