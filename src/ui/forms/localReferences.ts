/**
 * Stands in for fast-uri where @rjsf/utils imports it, in the app's build (rjsfStandInsPlugin.ts).
 * rjsf asks it to resolve each `$ref` against the schema's `$id`, and to compare `$id`s when
 * looking through a JSON Schema 2020-12 bundle. A form's references are pointers inside its own
 * schema (`#/definitions/…`), and it has no `$id`: the content check refuses anything else
 * (src/engine/content/checks/formReferences.ts), which rjsf could not follow in a draft-07 form
 * anyway. For those, RFC 3986 resolution is the base without its fragment, then the pointer; a full
 * URI parser for them cost every form route 7.8 KB gzip (npm run size).
 */
function resolve(base: string, reference: string): string {
  if (!reference.startsWith('#'))
    throw new Error(
      `a form's $ref must point inside its own schema ("#/…"), not "${reference}" (npm run check:content says where)`,
    );
  return `${base.split('#', 1)[0] ?? ''}${reference}`;
}

/** Two `$id`s are the same. A form has none (see above); exact comparison is all a pointer needs. */
function equal(first: string, second: string): boolean {
  return first === second;
}

export default { resolve, equal };
