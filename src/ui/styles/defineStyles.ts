import type { SystemStyleObject } from '@chakra-ui/react';

/** The theme recipes a static style can start from (src/ui/app/system.ts registers them). */
export type RecipeName = 'badge' | 'button' | 'heading' | 'link' | 'spinner';

/** A variant's value, the same at every width or chosen per breakpoint (`{ base: 'xl', md: '2xl' }`). */
export type VariantValue = string | Readonly<Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', string>>>;

/** A theme recipe with its variants chosen, under styles of the element's own. */
export interface RecipeStyle {
  recipe: RecipeName;
  variants?: Readonly<Record<string, VariantValue>>;
  css?: SystemStyleObject;
}

/** One element's whole style: each element takes one class, so no two rules compete for it. */
export type StaticStyle = SystemStyleObject | RecipeStyle;

/** Class names by style name, as the build compiled them. */
export type StyleSheet<Name extends string> = Readonly<Record<Name, string>>;

/** How many `*.styles.ts` modules tools/vite/staticStyles is evaluating right now (several at once in a build). */
export const compilingStaticStyles = Symbol.for('advisory.compilingStaticStyles');

/** Marks what defineStyles returned, so the compiler can tell it from any other default export. */
export const definedStyles = Symbol.for('advisory.definedStyles');

/**
 * Declares a module's styles in Chakra's style language (tokens, conditions, recipes). A
 * `*.styles.ts` module is compiled at build time by tools/vite/staticStyles/staticStylesPlugin.ts:
 * its default export becomes class names and its CSS goes into the page, so no style is resolved
 * in the browser. Outside that compiler this throws rather than hand out objects as class names.
 */
export function defineStyles<Name extends string>(styles: Record<Name, StaticStyle>): StyleSheet<Name> {
  const evaluating = (globalThis as Record<symbol, unknown>)[compilingStaticStyles];
  if (typeof evaluating !== 'number' || evaluating < 1)
    throw new Error('defineStyles: a *.styles.ts module must be compiled by the static styles plugin (vite.config.ts)');
  return Object.defineProperty({ ...styles }, definedStyles, { value: true }) as unknown as StyleSheet<Name>;
}
