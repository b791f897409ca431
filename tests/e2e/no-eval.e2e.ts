/**
 * No schema compiler in the browser: validators are compiled by the build (ajv standalone code,
 * rjsf's precompiled validator), so no built script generates code at run time and a Content
 * Security Policy needs no 'unsafe-eval'. Checked on every built variant's JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantDir, variants, type Variant } from './support/variants.ts';

/** Code generation a minifier may leave in any spelling: `new Function(`, `Function(`, `eval(`. */
const codeGeneration = /(?<![\w$.])(?:new\s+)?(?:Function|eval)\s*\(/g;
/** Strings only ajv's compiler holds (its code generator and schema registry). */
const ajvCompiler = ['CodeGen: ', 'schema with key or id'];
/** Strings only the `$ref` resolver holds (json-schema-ref-resolver): forms are resolved when the content loads. */
const refResolver = ['Cannot resolve ref "', 'There is already another anchor'];

function scripts(variant: Variant): { file: string; code: string }[] {
  const assets = join(variantDir(variant), 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(assets, file), 'utf8') }));
}

describe('the built app generates no code at run time', () => {
  it.each(Object.keys(variants) as Variant[])(
    'variant "%s": no eval, no Function constructor, no ajv compiler, no $ref resolver',
    (variant) => {
      const found = scripts(variant).flatMap(({ file, code }) => [
        ...[...code.matchAll(codeGeneration)].map((match) => `${file}: ${code.slice(match.index, match.index + 40)}`),
        ...ajvCompiler.filter((marker) => code.includes(marker)).map((marker) => `${file}: ajv compiler ("${marker}")`),
        ...refResolver
          .filter((marker) => code.includes(marker))
          .map((marker) => `${file}: $ref resolver ("${marker}")`),
      ]);
      expect(found).toEqual([]);
    },
  );

  it('the check itself finds code generation in the forms a minifier leaves it', () => {
    const samples = ['let i=Function(`a`,`b`)', 'x=new Function("a")', 'eval ("1")'];
    expect(samples.map((sample) => sample.match(codeGeneration)?.length ?? 0)).toEqual([1, 1, 1]);
    expect('isFunction(x)||a.eval(y)'.match(codeGeneration)).toBeNull();
  });
});
