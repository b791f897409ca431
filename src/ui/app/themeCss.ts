/**
 * Marks the <style> a production index.html carries with the theme's global CSS (reset, global
 * styles, token variables), written at build time by tools/vite/themeCssPlugin.ts.
 */
export const themeCssAttribute = 'data-theme-css';
