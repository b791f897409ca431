import type { FormContent, FormScreen } from '../content/types.ts';
import { declaredProperties, type DeclaredProperty } from '../forms/declaredProperties.ts';
import { isRecord } from '../forms/isRecord.ts';
import { requiredNames } from '../forms/requiredNames.ts';
import type { AskCondition, AskedField } from './question.ts';

/**
 * The fields in the order the form shows them: its uiSchema's `ui:order` (`*` standing for the
 * fields it does not name, in the schema's order), else the schema's order. The checker holds
 * `ui:order` to naming every field once, or ending in `*`.
 */
export function shownOrder<T extends Pick<DeclaredProperty, 'name'>>(properties: readonly T[], order: unknown): T[] {
  if (!Array.isArray(order)) return [...properties];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const named = (names: readonly unknown[]) =>
    names.flatMap((name) => (typeof name === 'string' ? (byName.get(name) ?? []) : []));
  const listed = new Set(named(order));
  const rest = properties.filter((property) => !listed.has(property));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  return [...named(order.slice(0, star)), ...rest, ...named(order.slice(star + 1))];
}

/**
 * A form screen's fields as the screen asks them: every top-level property of the form's schema,
 * those a JSON Schema branch declares (`then`, `else`, `allOf`, to any depth) with that branch as
 * their condition, and a field's `ui:when` (a rule like a step's `when`, over the earlier screens'
 * answers and the fields before it) as another, in the order the form shows them. Kept to what
 * the browser's form needs; formQuestions adds each field's type, options and format.
 */
export function formFields(screen: Pick<FormScreen, 'id' | 'store'>, form: FormContent): AskedField[] {
  const required = requiredNames(form.schema);
  const ui = isRecord(form.uiSchema) ? form.uiSchema : {};
  return shownOrder(declaredProperties(form.schema), ui['ui:order']).map(({ name, schema, at, conditional }) => {
    const own = ui[name];
    const when = isRecord(own) ? own['ui:when'] : undefined;
    const conditions: AskCondition[] = [
      // The branch that declares it: its path in the schema without ['properties', name].
      ...(conditional ? [{ kind: 'schema' as const, form: form.id, at: at.slice(0, -2) }] : []),
      ...(when !== undefined ? [{ kind: 'when' as const, rule: when }] : []),
    ];
    return {
      source: 'field',
      id: name,
      title: typeof schema.title === 'string' ? schema.title : name,
      screen: screen.id,
      form: form.id,
      store: screen.store,
      path: `${screen.store}.${name}`,
      required: required.has(name),
      conditions,
      schema,
      at,
    };
  });
}
