import { isNumberFormat, numberFormats } from '../../engine/formats/numberFormats.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import {
  builtInFieldFor,
  customCodeKeys,
  globalOptionNames,
  ignoredOptionNames,
  rootOnlyKeys,
  rootOptionNames,
  uiOnlyKeys,
  uiOptionNames,
} from '../../engine/forms/uiSchemaKeys.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { CheckContext, ContentCheck } from './context.ts';
import { uiSchemaPairs } from './uiSchemaPairs.ts';

const prefixed = (names: readonly string[]) => names.map((name) => `ui:${name}`);
const fieldKeys: readonly string[] = [...uiOnlyKeys, ...prefixed(uiOptionNames)];
const rootKeys: readonly string[] = [...fieldKeys, ...rootOnlyKeys, ...prefixed(rootOptionNames)];
const fieldOptions: readonly string[] = uiOptionNames;
const rootOptions: readonly string[] = [...uiOptionNames, ...rootOptionNames];
const topOnly: readonly string[] = [...rootOnlyKeys, ...prefixed(rootOptionNames)];

/** ' (did you mean "x"?)', else the list of what is known. */
const hint = (name: string, known: readonly string[], what: string) =>
  didYouMean(name, known) || ` (${what}: ${known.join(', ')})`;

/** Every uiSchema node, the form's own first: a field's entry, an object's properties, `items`, `additionalProperties`, `oneOf`/`anyOf` entries. */
function* uiNodes(node: unknown, at: PathSegment[]): Generator<{ ui: Record<string, unknown>; at: PathSegment[] }> {
  if (!isRecord(node)) return;
  yield { ui: node, at };
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('ui:')) continue;
    if (Array.isArray(child)) for (const [index, entry] of child.entries()) yield* uiNodes(entry, [...at, key, index]);
    else yield* uiNodes(child, [...at, key]);
  }
}

/** A field the uiSchema names, for an example in a message. */
function firstField(uiSchema: unknown): string {
  return Object.keys(isRecord(uiSchema) ? uiSchema : {}).find((key) => !key.startsWith('ui:')) ?? 'field';
}

/** A presentational rjsf option the theme draws its own way: accepted, with a warning that says why it changes nothing. */
function warnIgnored({ warnAtKey }: CheckContext, source: SourceFile, where: PathSegment[], name: string): boolean {
  const why = ignoredOptionNames[name.replace(/^ui:/, '')];
  if (why === undefined) return false;
  warnAtKey(source, where, `"${name}" is accepted and ignored: ${why}`);
  return true;
}

/**
 * A number field's `format` is one of the app's number formats (currency, percent…), which its
 * box, the prompts and the owner's tables show; elsewhere it is rjsf's date-part order, accepted
 * and ignored. True when the option was a number field's, checked here.
 */
function checkNumberFormat(
  { report }: CheckContext,
  source: SourceFile,
  where: PathSegment[],
  name: string,
  value: unknown,
  type: unknown,
): boolean {
  if (name.replace(/^ui:/, '') !== 'format' || (type !== 'number' && type !== 'integer')) return false;
  if (!isNumberFormat(value)) {
    const named = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
    report(
      source,
      where,
      `${named} is no number format${typeof value === 'string' ? hint(value, numberFormats, 'formats') : ` (formats: ${numberFormats.join(', ')})`}`,
    );
  }
  return true;
}

/** The options inside `ui:options` (or `ui:globalOptions`): each one the app honours there. */
function checkOptions(
  context: CheckContext,
  source: SourceFile,
  at: PathSegment[],
  options: unknown,
  known: readonly string[],
  type?: unknown,
): void {
  const { report, reportAtKey } = context;
  const key = at.at(-1);
  if (!isRecord(options)) {
    report(source, at, `"${String(key)}" must be an object of options, e.g. { "rows": 4 }`);
    return;
  }
  for (const [name, value] of Object.entries(options)) {
    if (known.includes(name)) continue;
    const where: PathSegment[] = [...at, name];
    if (checkNumberFormat(context, source, where, name, value, type)) continue;
    if (warnIgnored(context, source, where, name)) continue;
    if (key === 'ui:globalOptions') {
      reportAtKey(source, where, `"${name}" cannot be set in "ui:globalOptions"${hint(name, known, 'global options')}`);
    } else if (rootOptions.includes(name)) {
      reportAtKey(source, where, `"${name}" works only at the top of the uiSchema, not inside a field`);
    } else if (uiOnlyKeys.some((only) => only === `ui:${name}`)) {
      reportAtKey(source, where, `"${name}" is written "ui:${name}", beside "ui:options" rather than inside it`);
    } else if (name.startsWith('ui:') && known.includes(name.slice(3))) {
      reportAtKey(source, where, `inside "ui:options" the option is written "${name.slice(3)}", without "ui:"`);
    } else {
      reportAtKey(source, where, `unknown option "${name}" in "ui:options"${hint(name, known, 'options')}`);
    }
  }
}

/** Why a custom React field or template cannot be used, naming the built-in the form uses without it. */
function customCodeMessage(key: string, value: unknown, type: unknown): string {
  const part = customCodeKeys[key] ?? 'field';
  const named = typeof value === 'string' ? ` "${value}"` : '';
  if (part === 'field')
    return `"${key}" asks for a custom React field${named}, which no content file can provide: remove it and the form uses rjsf's built-in ${builtInFieldFor(type)}${typeof type === 'string' ? ` (the field for type "${type}")` : ''}`;
  return `"${key}" asks for a custom React ${part}${named}, which no content file can provide: remove it and the form uses the theme's own ${part}`;
}

/**
 * Every `ui:` key of a form's uiSchema, and every option inside its `ui:options`, is one the
 * app's forms honour (uiSchemaKeys.ts), at the top and in every field, list item and map entry:
 * rjsf ignores an unknown one, so a typo would change nothing and tell nobody. A presentational
 * rjsf option the theme draws its own way is a warning; a custom React field or template an error.
 */
export const checkFormUiOptions: ContentCheck = (context) => {
  const { content, sources, reportAtKey } = context;
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    const types = new Map(
      [...uiSchemaPairs(form.schema, form.uiSchema)].map((pair) => [pair.at.join('\0'), pair.schema.type]),
    );
    for (const { ui, at } of uiNodes(form.uiSchema, [])) {
      const top = at.length === 0;
      const keys = top ? rootKeys : fieldKeys;
      const type = types.get(at.join('\0'));
      for (const [key, value] of Object.entries(ui)) {
        if (!key.startsWith('ui:')) continue;
        const where: PathSegment[] = ['uiSchema', ...at, key];
        if (key in customCodeKeys) reportAtKey(source, where, customCodeMessage(key, value, type));
        else if (checkNumberFormat(context, source, where, key, value, type)) continue;
        else if (warnIgnored(context, source, where, key)) continue;
        else if (key === 'ui:options')
          checkOptions(context, source, where, value, top ? rootOptions : fieldOptions, type);
        else if (key === 'ui:globalOptions' && top) checkOptions(context, source, where, value, globalOptionNames);
        else if (key === 'ui:when' && at.length !== 1)
          reportAtKey(
            source,
            where,
            top
              ? `"ui:when" belongs to one field: write it in that field's entry, e.g. "${firstField(form.uiSchema)}": { "ui:when": … }`
              : `"ui:when" works only on a field of the form itself, not inside a list item, a group or a map entry`,
          );
        else if (!top && topOnly.includes(key))
          reportAtKey(source, where, `"${key}" works only at the top of the uiSchema, not inside a field`);
        else if (!keys.includes(key))
          reportAtKey(source, where, `unknown uiSchema option "${key}"${hint(key, keys, 'options')}`);
      }
    }
  }
};
