import type { AskedField } from '../catalogue/question.ts';
import { holds } from '../logic/evaluate.ts';
import { logicData, type LogicContext } from '../logic/logicData.ts';
import { pruneHidden } from './pruneHidden.ts';

/** A form's answers as its conditions leave them: the fields hidden now, and the answers to keep. */
export interface ShownForm {
  /** Top-level fields hidden for these answers: each whose `ui:when` fails, and each answered one a JSON Schema branch hides. */
  hidden: ReadonlySet<string>;
  /** The answers without those of hidden fields: what the form stores and a request may carry. */
  answers: Record<string, unknown>;
}

/** Nothing to read besides the form itself: a form shown outside a flow (the editors' gallery). */
const alone = { store: '', context: { session: {}, computed: {} } } as const;

/**
 * Which fields of a form screen are shown for `values`, and the answers it keeps: a field a JSON
 * Schema branch declares is shown while its branch is active (pruneHidden); a field with a
 * `ui:when` (formFields) while its rule holds over the flow's session and computed values and the
 * fields before it, read as `answers.<field>` or `<store>.<field>`. A hidden field's answer is
 * dropped before later rules read it, as a skipped step's is (askedQuestions), so the browser's
 * form, its stored answers and the server's check of them agree.
 */
export function shownFormAnswers(
  schema: object,
  fields: readonly AskedField[],
  values: Readonly<Record<string, unknown>>,
  { store, context }: { store: string; context: LogicContext } = alone,
): ShownForm {
  const pruned = pruneHidden(schema, values);
  const hidden = new Set(Object.keys(values).filter((name) => !Object.hasOwn(pruned, name)));
  if (fields.every((field) => field.conditions.every((condition) => condition.kind !== 'when')))
    return { hidden, answers: pruned };
  // The fields decided so far; rules read them as this form's store and as `answers`.
  const standing: Record<string, unknown> = {};
  const data = logicData({ ...context, session: { ...context.session, [store]: standing } });
  data.answers = standing;
  for (const field of fields) {
    const shown = field.conditions.every((condition) => condition.kind !== 'when' || holds(condition.rule, data));
    if (!shown) hidden.add(field.id);
    else if (Object.hasOwn(pruned, field.id)) standing[field.id] = pruned[field.id];
  }
  const answers = Object.fromEntries(Object.entries(pruned).filter(([name]) => !hidden.has(name)));
  return { hidden, answers };
}
