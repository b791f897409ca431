import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import type { ParamDeclarations } from '../../../engine/params/urlParams.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { FlowContent, UrlParam } from '../../../engine/content/types.ts';
import type { CheckContext } from '../context.ts';

/** The limits each parameter type takes; any other is a mistake (a maxLength on a number limits nothing). */
const limitsByType: Record<UrlParam['type'], readonly string[]> = {
  text: ['maxLength'],
  number: ['min', 'max'],
  choice: ['options'],
};

/** The names no store may take, because rules and templates read the flow's own values there. */
const reservedNames = ['answers', 'computed', 'params'] as const;

/** Why a declaration cannot work as written, each with the key it sits at. */
function declarationProblems(declared: UrlParam): [key: string, message: string][] {
  const allowed = limitsByType[declared.type];
  const misplaced = Object.keys(declared)
    .filter((key) => key !== 'type' && key !== 'description' && !allowed.includes(key))
    .map((key): [string, string] => [
      key,
      `"${key}" does not apply to a ${declared.type} parameter (it takes ${allowed.map((limit) => `"${limit}"`).join(' or ')})`,
    ]);
  if (declared.type === 'choice' && declared.options === undefined)
    misplaced.push(['type', 'a choice parameter needs "options", the values it may take']);
  if (declared.min !== undefined && declared.max !== undefined && declared.min > declared.max)
    misplaced.push(['min', `"min" (${declared.min}) is above "max" (${declared.max}), so no value is ever kept`]);
  return misplaced;
}

/** A parameter's type as rules read it: a choice keeps its values, a number its bounds. */
function paramType(declared: UrlParam): LogicType {
  if (declared.type === 'number')
    return {
      kind: 'number',
      ...(declared.min === undefined ? {} : { min: declared.min }),
      ...(declared.max === undefined ? {} : { max: declared.max }),
    };
  if (declared.type === 'choice' && declared.options)
    return { kind: 'text', options: declared.options.map((value) => ({ value, label: value })) };
  return { kind: 'text' };
}

/**
 * Checks the flow's URL parameter declarations (each limit fits its type; a choice has options)
 * and that no store takes a name rules read the flow's own values under; returns `params` as
 * rules read it, an object with one field per declared parameter.
 */
export function paramTypes(context: CheckContext, source: SourceFile, flow: FlowContent): LogicType {
  const declared: ParamDeclarations = flow.params ?? {};
  for (const [name, declaration] of Object.entries(declared))
    for (const [key, message] of declarationProblems(declaration))
      context.reportAtKey(source, ['params', name, key], message);
  flow.screens.forEach((screen, s) => {
    if ('store' in screen && (reservedNames as readonly string[]).includes(screen.store))
      context.report(
        source,
        ['screens', s, 'store'],
        `"${screen.store}" is a name rules read the flow's own values under (${reservedNames.join(', ')}); choose another store key`,
      );
  });
  return {
    kind: 'object',
    fields: Object.fromEntries(Object.entries(declared).map(([name, declaration]) => [name, paramType(declaration)])),
  };
}
