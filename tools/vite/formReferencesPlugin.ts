import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const localReferences = fileURLToPath(new URL('../../src/ui/forms/localReferences.ts', import.meta.url));
const rjsfUtils = '/node_modules/@rjsf/utils/';

/**
 * Gives @rjsf/utils the small resolver for a form's own `#/…` references in place of fast-uri
 * (why: src/ui/forms/localReferences.ts). Only rjsf's import is redirected: ajv, which the Studio
 * and the content tools run, keeps the full URI parser its cross-file references need.
 */
export function formReferencesPlugin(): Plugin {
  return {
    name: 'advisory-form-references',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'fast-uri' && importer?.includes(rjsfUtils) ? localReferences : null;
    },
  };
}
