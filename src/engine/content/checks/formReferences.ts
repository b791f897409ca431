import type { ContentCheck } from './context.ts';
import { keywordsIn } from './keywordsIn.ts';

const writeInPlace = "write the field's schema where it is used";

/**
 * A form's schema holds every field as written: no `$ref`, no `$id`. rjsf and the validator could
 * follow a pointer inside the form, but the app reads fields as written to decide when a form is
 * complete, which answers a hidden field drops, what the prompts and previews show: behind a
 * reference, a field would silently go missing from all of them. (An unresolvable `$ref` used to
 * pass the checker and fail the build with no file or line.)
 */
export const checkFormReferences: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const keyword of ['$ref', '$id'])
      for (const [at] of keywordsIn(form.schema, keyword))
        report(source, ['schema', ...at], `"${keyword}" is not supported in a form: ${writeInPlace}`);
  }
};
