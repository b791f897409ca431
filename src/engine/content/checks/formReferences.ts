import type { ContentCheck } from './context.ts';
import { keywordsIn } from './keywordsIn.ts';

/**
 * A form is named by its file, not by `$id`: its `$ref`s are resolved when the content is loaded
 * (references/resolveForms.ts), against its own definitions and other form files by name, so
 * nothing in the browser resolves a URI. A form with an `$id` is left unresolved and refused here.
 */
export const checkFormReferences: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const [at] of keywordsIn(form.schema, '$id'))
      report(
        source,
        ['schema', ...at],
        '"$id" is not supported in a form: a form is named by its file; refer to another form file\'s definitions as "other-form.json#/definitions/name"',
      );
  }
};
