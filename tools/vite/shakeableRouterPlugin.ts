import type { Plugin } from 'vite';

/** Where react-router (7.x, ESM) declares its components and contexts. */
const routerModule = /\/node_modules\/react-router\/dist\/.*\.mjs$/;
/** A call that declares a component or a context: `React.forwardRef(`, `React10.memo(`, … */
const reactCall = String.raw`React\d*\.(?:forwardRef|memo|createContext)\(`;
const anyCall = new RegExp(reactCall, 'g');
const declared = new RegExp(String.raw`(=\s*)(${reactCall})`, 'g');
const annotatedCall = new RegExp(String.raw`/\* @__PURE__ \*/ ${reactCall}`, 'g');
const displayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;

/**
 * react-router declares each component as `var Form = React.forwardRef(...)` followed by
 * `Form.displayName = "Form"`, with no pure annotation: to the bundler both are side effects, so
 * every page shipped Form, NavLink, useSubmit and their helpers although the app renders none of
 * them (npm run size). Marked pure, and without the name (which only React's development tools
 * read), an unused component is dropped like any unused function. Lines are kept, so the module's
 * source map still lines up. A react-router that declares them otherwise fails the build instead
 * of silently shipping them again.
 */
export function shakeableRouter(code: string): string {
  const calls = code.match(anyCall)?.length ?? 0;
  const annotated = code.replace(declared, '$1/* @__PURE__ */ $2');
  const marked = annotated.match(annotatedCall)?.length ?? 0;
  if (marked < calls)
    throw new Error(
      `shakeable router: react-router declares ${calls - marked} of its components or contexts in a form this build does not recognise; update tools/vite/shakeableRouterPlugin.ts for this version`,
    );
  return annotated.replace(displayName, '');
}

/**
 * Build only. The rewrite keeps lines but gives no source map, so `npm run size:attribute` still
 * reads the rest of the module's mapping.
 */
export function shakeableRouterPlugin(): Plugin {
  return {
    name: 'advisory-shakeable-router',
    apply: 'build',
    transform: (code, id) => (routerModule.test(id) ? { code: shakeableRouter(code), map: null } : null),
  };
}
