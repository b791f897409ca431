import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';
import { itemNames } from './listIdentity.ts';
import { TextCollector, type TextNode } from './textNode.ts';

/** JSON Schema keywords that hold one subschema, a list of them, or a map of them. */
const oneSchema = ['items', 'additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const schemaMaps = ['properties', 'patternProperties', '$defs', 'definitions', 'dependencies', 'dependentSchemas'];

/** uiSchema options that are texts, written `ui:<name>` or inside `ui:options` (src/engine/forms/uiSchemaKeys.ts). */
const uiTextOptions = ['title', 'description', 'help', 'placeholder', 'itemTitle', 'addLabel', 'selectorLabel'];

type Walk = (value: unknown, located: PathSegment[], named: PathSegment[]) => void;

/** A form's JSON Schema: every subschema's title and description, and enumNames. */
function schemaWalker(out: TextCollector): Walk {
  const walk: Walk = (schema, located, named) => {
    if (!isRecord(schema)) return;
    for (const key of ['title', 'description'])
      if (typeof schema[key] === 'string') out.add([...located, key], [...named, key], schema[key]);
    if (Array.isArray(schema.enumNames))
      schema.enumNames.forEach((text, index) => {
        if (typeof text === 'string') out.add([...located, 'enumNames', index], [...named, 'enumNames', index], text);
      });
    for (const key of oneSchema) if (isRecord(schema[key])) walk(schema[key], [...located, key], [...named, key]);
    for (const key of schemaLists) {
      const list = schema[key];
      if (!Array.isArray(list)) continue;
      const names = itemNames(list);
      list.forEach((part, index) => walk(part, [...located, key, index], [...named, key, names[index] ?? index]));
    }
    for (const key of schemaMaps) {
      const map = schema[key];
      if (!isRecord(map)) continue;
      for (const [name, part] of Object.entries(map)) walk(part, [...located, key, name], [...named, key, name]);
    }
  };
  return walk;
}

/** A form's uiSchema: text options at any depth, `ui:enumNames`, `ui:messages` and the submit button's text. */
function uiWalker(out: TextCollector): Walk {
  const texts = (
    map: Record<string, unknown>,
    names: readonly string[],
    located: PathSegment[],
    named: PathSegment[],
  ) => {
    for (const name of names)
      if (typeof map[name] === 'string') out.add([...located, name], [...named, name], map[name]);
  };
  const walk: Walk = (ui, located, named) => {
    if (!isRecord(ui)) return;
    texts(
      ui,
      uiTextOptions.map((name) => `ui:${name}`),
      located,
      named,
    );
    const options = ui['ui:options'];
    if (isRecord(options)) {
      texts(options, uiTextOptions, [...located, 'ui:options'], [...named, 'ui:options']);
      const submit = options.submitButtonOptions;
      if (isRecord(submit))
        texts(
          submit,
          ['submitText'],
          [...located, 'ui:options', 'submitButtonOptions'],
          [...named, 'ui:options', 'submitButtonOptions'],
        );
    }
    const submit = ui['ui:submitButtonOptions'];
    if (isRecord(submit))
      texts(submit, ['submitText'], [...located, 'ui:submitButtonOptions'], [...named, 'ui:submitButtonOptions']);
    const messages = ui['ui:messages'];
    if (isRecord(messages))
      texts(messages, Object.keys(messages), [...located, 'ui:messages'], [...named, 'ui:messages']);
    const enumNames = ui['ui:enumNames'];
    if (Array.isArray(enumNames))
      enumNames.forEach((text, index) => {
        if (typeof text === 'string')
          out.add([...located, 'ui:enumNames', index], [...named, 'ui:enumNames', index], text);
      });
    for (const [key, value] of Object.entries(ui)) {
      if (key.startsWith('ui:')) continue;
      if (Array.isArray(value))
        value.forEach((part, index) => walk(part, [...located, key, index], [...named, key, index]));
      else walk(value, [...located, key], [...named, key]);
    }
  };
  return walk;
}

/**
 * The texts of a form file: its JSON Schema is the form itself, so the content schema cannot mark
 * them; they are each subschema's title and description (an option's title among them, named by
 * its const), enumNames, and the uiSchema's text options, messages and submit text.
 */
export function formTexts(data: unknown): TextNode[] {
  const out = new TextCollector();
  if (!isRecord(data)) return [];
  schemaWalker(out)(data.schema, ['schema'], ['schema']);
  uiWalker(out)(data.uiSchema, ['uiSchema'], ['uiSchema']);
  return out.nodes;
}
