import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { ownerName, uiSchemaPairs } from './uiSchemaPairs.ts';

/**
 * Every `ui:order`, the form's own and any nested object's, names only that object's declared
 * properties, each once, and lists every property unless it has one `*` for "the rest": rjsf
 * throws at run time on a property missing from the order.
 */
export const checkFormOrder: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { ui, at: uiAt, properties } of uiSchemaPairs(form.schema, form.uiSchema)) {
      const order = ui['ui:order'];
      if (order === undefined) continue;
      const at = ['uiSchema', ...uiAt, 'ui:order'];
      const owner = ownerName(uiAt);
      if (!Array.isArray(order) || order.some((entry) => typeof entry !== 'string')) {
        report(source, at, '"ui:order" must be a list of property names (and at most one "*")');
        continue;
      }
      const names = properties.map((property) => property.name);
      const seen = new Set<string>();
      // Every entry was just checked to be a string.
      (order as string[]).forEach((name, index) => {
        if (seen.has(name)) report(source, [...at, index], `"${name}" is listed twice in "ui:order"`);
        seen.add(name);
        if (name !== '*' && !names.includes(name))
          report(
            source,
            [...at, index],
            `"ui:order" names "${name}", which is no property of ${owner}${didYouMean(name, names)}`,
          );
      });
      const missing = names.filter((name) => !seen.has(name));
      if (!seen.has('*') && missing.length > 0)
        report(
          source,
          at,
          `"ui:order" leaves out ${missing.map((name) => `"${name}"`).join(', ')}; list ${missing.length === 1 ? 'it' : 'them'}, or add "*" for the rest`,
        );
    }
  }
};
