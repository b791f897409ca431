import { RefResolver } from 'json-schema-ref-resolver';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { keywordsIn } from '../checks/keywordsIn.ts';
import { asWarning } from '../problem.ts';
import { hasEmbeddedIds, inlineEmbeddedIds } from './embeddedIds.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment, Problem } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { FormContent, JsonObject } from '../../engine/content/types.ts';
import { compileForm, hasFieldAlternatives, wrappedFieldName } from './compileForm.ts';
import { formSchemaId, parseReference, referencesIn, valueAt, type ReferenceTarget } from './formReferences.ts';
import { locatedSource } from './locatedSource.ts';
import { applyUiDefinitions } from './uiDefinitions.ts';
import { siblingsKey, unfoldSchema, type Origin } from './unfold.ts';

const pointerHint =
  'write "#/definitions/name" for a definition of this form, "other-form.json#/definitions/name" for another form file\'s';

/** Why a `$ref` cannot be followed, or the place it names. */
function targetOf(reference: unknown, from: string, written: ReadonlyMap<string, unknown>): ReferenceTarget | string {
  if (typeof reference !== 'string') return `"$ref" must be a text: ${pointerHint}`;
  const target = parseReference(reference, from);
  if (typeof target === 'string') return target;
  if (!written.has(target.form)) {
    const hint = didYouMean(target.form, [...written.keys()]);
    return `"${reference}" names no form file: there is no schemas/forms/${target.form}.json${hint}`;
  }
  const schema = written.get(target.form);
  const found = valueAt(schema, target.at);
  if (isRecord(found) || typeof found === 'boolean') return target;
  const parent = valueAt(schema, target.at.slice(0, -1));
  const names = isRecord(parent) ? Object.keys(parent) : [];
  const last = String(target.at.at(-1) ?? '');
  return `"${reference}" points at nothing in ${target.form === from ? 'this form' : `form "${target.form}"`}${didYouMean(last, names)}`;
}

/**
 * The schema as the reference library reads it: each `$ref` written as the library's id of its
 * form file, and the keys beside it kept aside (the library would refuse them where the target
 * has the same key; rjsf lets them override the target, and so does unfoldSchema).
 */
function prepared(node: unknown, form: string, parentKey?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => prepared(item, form, parentKey));
  if (!isRecord(node) || parentKey === 'enum' || parentKey === 'const' || parentKey === 'default') return node;
  const { $ref: reference, ...rest } = node;
  const copy: Record<PropertyKey, unknown> = {};
  const target = typeof reference === 'string' ? parseReference(reference, form) : undefined;
  if (target === undefined || typeof target === 'string') {
    for (const [key, value] of Object.entries(node)) copy[key] = prepared(value, form, key);
    return copy;
  }
  const hash = (reference as string).indexOf('#');
  copy.$ref = `${formSchemaId(target.form)}${hash < 0 ? '' : (reference as string).slice(hash)}`;
  if (Object.keys(rest).length > 0) copy[siblingsKey] = rest;
  return copy;
}

export interface ResolvedForms {
  /** Each form whose schema held a `$ref`, with the resolved schema. */
  forms: Record<string, FormContent>;
  /** Each resolved form's source, reporting problems where the resolved part was written. */
  sources: Record<string, SourceFile>;
  problems: Problem[];
  /** What loading accepted and changed, said so the author knows (a later draft's `$schema`). */
  warnings: Problem[];
}

/** How many levels a recursive part shows when the form does not say (`recursionDepth`). */
const defaultRecursionDepth = 3;

/** The JSON Schema drafts rjsf's validator reads as written (draft-07 and the drafts it extends). */
const draft07 = /^https?:\/\/json-schema\.org\/draft-0[4-7]\/schema#?$/;

/**
 * Loads every form into the shape the engine reads (see compileForm), and resolves every `$ref` of the forms (local `#/definitions/…`, `#/$defs/…`, and
 * `other-form.json#/…` between form files) with a maintained reference library
 * (json-schema-ref-resolver), once, when the content is loaded: the checker, the engine, the
 * server and rjsf all read the resolved form, and no resolver reaches the browser. A recursive
 * reference nests `recursionDepth` times (3 when the form does not say, with a warning).
 * A form written as a bundle (parts named by `$id`) is first read as plain pointers (embeddedIds.ts).
 */
export function resolveForms(
  asWritten: Readonly<Record<string, FormContent>>,
  sources: Readonly<Record<string, SourceFile>>,
): ResolvedForms {
  const result: ResolvedForms = { forms: {}, sources: {}, problems: [], warnings: [] };
  const bundles = new Set<string>();
  const forms = Object.values(asWritten).map((form) => {
    if (!hasEmbeddedIds(form.schema)) return form;
    bundles.add(form.id);
    const dialect = form.schema.$schema;
    if (typeof dialect === 'string' && !draft07.test(dialect))
      result.warnings.push(
        asWarning(
          problemIn(
            sources[form.id],
            ['$schema'],
            `"$schema" names ${JSON.stringify(dialect)}: the form is read as JSON Schema draft-07, as rjsf's validator reads it`,
          ),
        ),
      );
    return { ...form, schema: inlineEmbeddedIds(form.schema) as FormContent['schema'] };
  });
  const written = new Map(forms.map((form) => [form.id, form.schema as unknown]));
  // The files as parsed: the caller replaces the resolved forms' sources with these results.
  const parsed = { ...sources };
  const referring = forms.filter((form) => referencesIn(form.schema).length > 0);
  const loaded = forms.filter(
    (form) => referring.includes(form) || bundles.has(form.id) || needsCompiling(form.schema),
  );
  if (loaded.length === 0) return result;

  for (const form of referring) {
    const source = sources[form.id];
    for (const { at, reference } of referencesIn(form.schema)) {
      const target = targetOf(reference, form.id, written);
      if (typeof target === 'string') result.problems.push(problemIn(source, [...at, '$ref'], target));
      const beside = valueAt(form.schema, at);
      if (isRecord(beside) && Object.keys(beside).some((key) => key !== '$ref' && referencesIn(beside[key]).length > 0))
        result.problems.push(
          problemIn(
            source,
            [...at, '$ref'],
            'a "$ref" with another "$ref" beside it: move the keys beside it into a definition',
          ),
        );
    }
  }
  if (result.problems.length > 0) return result;

  const library = new RefResolver();
  if (referring.length > 0)
    for (const form of forms) library.addSchema(prepared(form.schema, form.id), formSchemaId(form.id));

  const origins = new WeakMap<object, Origin>();
  for (const form of loaded) {
    const source = sources[form.id];
    let resolved: unknown = form.schema;
    try {
      if (referring.includes(form)) resolved = library.getDerefSchema(formSchemaId(form.id));
    } catch (error) {
      result.problems.push(problemIn(source, [], `its "$ref"s cannot be resolved: ${(error as Error).message}`));
      continue;
    }
    const declared = form.recursionDepth !== undefined;
    const depth = form.recursionDepth ?? defaultRecursionDepth;
    const schema = isRecord(resolved)
      ? unfoldSchema(resolved, form.id, {
          written,
          depth,
          declared,
          origins,
          onLoop: (at, reference) => {
            result.warnings.push(
              asWarning(
                problemIn(
                  sources[at.form],
                  [...at.at, '$ref'],
                  `"${reference}" refers back to where it is used: the form shows it ${defaultRecursionDepth} levels deep, the deepest without the part that would nest again; declare another depth with "recursionDepth" beside "schema" in schemas/forms/${form.id}.json`,
                ),
              ),
            );
          },
        })
      : undefined;
    if (!schema) {
      result.problems.push(problemIn(source, [], 'the whole form refers to itself: it would never end'));
      continue;
    }
    const uiSchema = applyUiDefinitions(schema as Record<string, unknown>, form.uiSchema, origins, {
      id: form.id,
      written: form.schema,
    });
    const compiled = compileForm(schema as Record<string, unknown>, uiSchema, origins);
    const { uiSchema: _written, ...rest } = form;
    result.forms[form.id] = {
      ...rest,
      schema: compiled.schema as FormContent['schema'],
      ...(compiled.uiSchema ? { uiSchema: compiled.uiSchema as JsonObject } : {}),
    };
    if (source)
      result.sources[form.id] = locatedSource(
        source,
        compiled.schema,
        origins,
        parsed,
        compiled.wrapped ? wrappedFieldName : undefined,
      );
  }
  return result;
}

/** A form the engine could not read as written: `dependencies`, a root that is not an object of fields, a field's `oneOf` of alternatives. */
function needsCompiling(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  return keywordsIn(schema, 'dependencies').length > 0 || schema.type !== 'object' || hasFieldAlternatives(schema);
}

function problemIn(source: SourceFile | undefined, at: PathSegment[], message: string): Problem {
  if (!source) return { file: 'schemas/forms/', line: 1, column: 1, path: '(root)', message };
  return source.problemAt(['schema', ...at], message);
}
