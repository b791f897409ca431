import { didYouMean } from '../didYouMean.ts';
import type { AnalysisContent, Content } from '../../engine/content/types.ts';
import { formFieldPathProblem } from './formFieldPath.ts';
import { storeFields, storeWriters } from './references.ts';

/**
 * Whether `path` names one of `fields` (dotted): the field itself, something inside it (a
 * range answer's `min`, a nested object), or a group of fields (`answers` for `answers.problem`).
 * A group does not vouch for unknown children: `answers.typo` is still wrong.
 */
function namesField(path: string, fields: readonly string[]): boolean {
  const isGroup = (field: string) => fields.some((other) => other.startsWith(`${field}.`));
  return fields.some(
    (field) => field === path || field.startsWith(`${path}.`) || (!isGroup(field) && path.startsWith(`${field}.`)),
  );
}

/** Why `rest` is not a field of what `owner` holds, or null when it is. */
function fieldProblem(owner: string, rest: string, fields: readonly string[]): string | null {
  if (namesField(rest, fields)) return null;
  return `${owner} has no field "${rest}"${didYouMean(rest, fields)}`;
}

/**
 * Why a dotted path into an analysis's input (`store.field`, e.g. companyProfile.stage) names no
 * stored field, or null. `extraRoots` adds scope entries such as an email's `result`.
 */
export function inputPathProblem(
  content: Content,
  analysis: Pick<AnalysisContent, 'inputs'>,
  path: string,
  extraRoots: Record<string, readonly string[] | 'leaf'> = {},
): string | null {
  const [root = '', ...restParts] = path.split('.');
  const rest = restParts.join('.');
  const extra = extraRoots[root];
  if (extra === 'leaf') return rest === '' ? null : `"${root}" has no fields`;
  if (extra) return rest === '' ? null : fieldProblem(`"${root}"`, rest, extra);
  if (!analysis.inputs.includes(root)) {
    const roots = [...analysis.inputs, ...Object.keys(extraRoots)];
    const stored = storeFields(content, root) !== undefined;
    const advice = stored ? `; add it to "inputs"` : ` (inputs: ${analysis.inputs.join(', ')})`;
    return `"${root}" is not one of this analysis's inputs${didYouMean(root, roots) || advice}`;
  }
  const writer = storeWriters(content).get(root)?.screen;
  const form = writer?.type === 'form' ? content.forms[writer.form] : undefined;
  if (form) return rest === '' ? null : formFieldPathProblem(`"${root}"`, form.schema, rest);
  const fields = storeFields(content, root);
  // An input nobody stores is reported by the reference check; its fields cannot be known.
  if (!fields || rest === '') return null;
  return fieldProblem(`"${root}"`, rest, fields);
}

/** The dotted fields an analysis result holds: one per section. */
export function resultFields(analysis: AnalysisContent): string[] {
  return analysis.sections.map((section) => section.field);
}
