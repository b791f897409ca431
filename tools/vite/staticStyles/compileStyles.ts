import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { RecipeDefinition, SystemContext, SystemStyleObject } from '@chakra-ui/react';
import type { RecipeStyle, StaticStyle } from '../../../src/ui/styles/defineStyles.ts';

/** The class prefix of compiled styles; emotion's own `css-` classes stay apart from them. */
const staticClassPrefix = 's';

export interface CompiledStyles {
  classNames: Record<string, string>;
  /** Each class's rules, once per class: two modules that style alike share one class. */
  rules: Map<string, string>;
}

// What defineStyles' types promise; a module evaluated at build time is checked again here.
const isStyleObject = (style: unknown): style is StaticStyle =>
  typeof style === 'object' && style !== null && !Array.isArray(style);

const isRecipeStyle = (style: StaticStyle): style is RecipeStyle => 'recipe' in style;

/** A recipe's styles for the chosen variants, as Chakra's own components ask for them (its `cva`). */
function recipeStyles(system: SystemContext, { recipe, variants = {} }: RecipeStyle): SystemStyleObject {
  if (!system.isRecipe(recipe))
    throw new Error(`the theme has no recipe "${recipe}" (src/ui/app/system.ts registers them)`);
  const recipeFn = system.cva(system.getRecipe(recipe) as RecipeDefinition);
  const unknown = Object.keys(variants).filter((name) => !recipeFn.variantKeys.includes(name));
  if (unknown.length > 0)
    throw new Error(`recipe "${recipe}" has no variant ${unknown.map((name) => `"${name}"`).join(', ')}`);
  return recipeFn(variants);
}

/**
 * Each named style as one class, through the same steps Chakra's components take at run time:
 * the recipe, then the element's styles, resolved by the system's `css` (tokens, conditions,
 * breakpoints) and serialised by emotion, whose hash names the class.
 */
export function compileStyles(system: SystemContext, styles: Readonly<Record<string, unknown>>): CompiledStyles {
  const cache = createCache({ key: staticClassPrefix });
  cache.compat = true;
  const classNames: Record<string, string> = {};
  const rules = new Map<string, string>();
  for (const [name, style] of Object.entries(styles)) {
    if (!isStyleObject(style)) throw new Error(`style "${name}" is not a style object`);
    const resolved = isRecipeStyle(style)
      ? system.css(recipeStyles(system, style), style.css ?? {})
      : system.css(style);
    const serialized = serializeStyles([resolved], cache.registered);
    const className = `${staticClassPrefix}-${serialized.name}`;
    classNames[name] = className;
    if (cache.inserted[serialized.name] === undefined) {
      cache.insert(`.${className}`, serialized, cache.sheet, true);
      const rule = cache.inserted[serialized.name];
      if (typeof rule === 'string') rules.set(className, rule);
    }
  }
  return { classNames, rules };
}
