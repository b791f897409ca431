/**
 * Stands in for fast-uri where @rjsf/utils imports it, in the app's build (rjsfStandInsPlugin.ts).
 * rjsf asks it to resolve each `$ref` against the schema's `$id`, and to compare `$id`s when
 * looking through a JSON Schema 2020-12 bundle. A form has neither once loaded: its `$ref`s are
 * resolved when the content loads (src/checker/formLoading/resolveForms.ts) and `$id` is
 * refused (src/checker/checks/formReferences.ts), so rjsf never calls these. Should one get
 * through, a pointer inside the form still resolves as RFC 3986 says (the base without its
 * fragment, then the pointer) and anything else fails by name. A full URI parser for a call that
 * never comes cost every form route 7.8 KB gzip (npm run size).
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
