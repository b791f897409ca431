import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import localReferences from '../../../src/ui/forms/localReferences.ts';

// The ES modules the app's build bundles (the package's `import` entry), not its CommonJS bundle.
const rjsfUtilsEntry = fileURLToPath(import.meta.resolve('@rjsf/utils'));
const rjsfUtils = dirname(rjsfUtilsEntry);
/** The fast-uri rjsf itself imports, which the stand-in replaces. */
const fastUri = (await import(createRequire(rjsfUtilsEntry).resolve('fast-uri'))) as {
  default: { resolve: (base: string, reference: string) => string };
};

/** Every member of fast-uri that a module of @rjsf/utils uses, by the name it imports it under. */
function fastUriMembersUsedByRjsf(): string[] {
  const members = new Set<string>();
  for (const file of readdirSync(rjsfUtils, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(join(rjsfUtils, file), 'utf8');
    const name = /import (\w+) from 'fast-uri'/.exec(source)?.[1];
    if (name)
      for (const [, member] of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) members.add(member ?? '');
  }
  return [...members].sort();
}

describe("the build's stand-in for fast-uri in rjsf (src/ui/forms/localReferences.ts)", () => {
  it('offers everything @rjsf/utils uses of fast-uri', () => {
    expect(fastUriMembersUsedByRjsf()).toEqual(['equal', 'resolve']);
  });

  it("resolves a form's pointer references exactly as fast-uri does, against every base rjsf passes", () => {
    // '#' is what rjsf resolves against when a schema has no $id, which a form never has.
    const bases = [
      '#',
      '',
      '#/definitions',
      'https://example.com/form.json',
      'https://example.com/form.json#/x',
      'form',
    ];
    const references = [
      '#',
      '#/definitions/address',
      '#/definitions/a~1b',
      '#/properties/0/items',
      '#/definitions/caf%C3%A9',
    ];
    for (const base of bases)
      for (const reference of references)
        expect(localReferences.resolve(base, reference), `${base} + ${reference}`).toBe(
          fastUri.default.resolve(base, reference),
        );
    expect(localReferences.equal('#/a', '#/a')).toBe(true);
    expect(localReferences.equal('#/a', '#/b')).toBe(false);
  });

  it('refuses a reference outside the form, naming it and the check that finds it', () => {
    expect(() => localReferences.resolve('#', 'common.json#/definitions/name')).toThrow(
      `a form's $ref must point inside its own schema ("#/…"), not "common.json#/definitions/name" (npm run check:content says where)`,
    );
  });
});
