import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Palettes no screen uses: each would add its CSS variables (and semantic tokens) to the theme
 * CSS every page carries and the browser styles on each load; the first paint is cheaper without
 * them (npm run bench).
 */
const unusedPalettes = new Set(['teal', 'purple', 'pink', 'cyan']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;

/**
 * The app has no dark mode (nothing sets Chakra's `.dark` class), so each semantic token keeps
 * only its light value: Chakra then builds no `.dark` variables, a third fewer in the theme CSS
 * every page carries (npm run bench).
 */
function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) {
    const { value } = node;
    const light = typeof value === 'object' && value !== null && '_light' in value ? value._light : value;
    return { ...node, value: light };
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/**
 * Chakra's default theme (tokens, breakpoints, global styles) with only the recipes the app's
 * styles use (src/ui/styles/defineStyles.ts names them). The build compiles every style with this
 * system (tools/vite/staticStyles), so no page ships or runs it; the Studio and the editors'
 * preview use it at run time (ChakraTheme.tsx).
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    // Only the spinner animates; Chakra's other 30 keyframes and its layer and animation styles stay out.
    keyframes: { spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } } },
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    // The one layer style the registered recipes use (buttons' disabled look).
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
  },
});

/**
 * Each platform's interface font: system-ui (GNOME, KDE and ChromeOS resolve it through the
 * desktop's settings), then the names older browsers need for macOS/iOS, Windows and Android.
 */
const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const brandColours = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#dbe6fe' },
          200: { value: '#bcd0fd' },
          500: { value: '#2f5bd3' },
          600: { value: '#2449b0' },
          700: { value: '#1d3a8c' },
          800: { value: '#1a2f6b' },
        },
      },
      // The system's own UI font, shipped by no one: no font bytes, no swap and no layout shift
      // on any load (docs/choices.md, "One font: the system's").
      fonts: { heading: { value: systemFontStack }, body: { value: systemFontStack } },
    },
    semanticTokens: {
      colors: {
        // What colorPalette="brand" resolves to in the recipes.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    // 'anywhere' (not 'break-word') also shrinks an element's min-content width, so a long URL or
    // a 10,000-letter word in an error, an answer or an AI reply wraps inside flex and grid items
    // instead of widening a phone's page. Inherited by every screen; paragraphs and headings are
    // named too, as the preflight gives them 'break-word' of their own.
    body: { bg: 'gray.50', color: 'gray.900', overflowWrap: 'anywhere' },
    'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
  },
});

// createSystem merges its configs itself (a deep clone of each): merging them here first did that work twice.
export const system = createSystem(defaultBaseConfig, theme, brandColours);
