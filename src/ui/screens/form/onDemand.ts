/**
 * One hop between the form screen and what only some forms need: its `ui:when` rules
 * (formRules.ts) and a live preview (PositioningPreview.tsx). The screen's chunk would otherwise
 * carry the names of every chunk they need (Vite's preload list) on every form's first load. This
 * module has none of its own, so the screen's chunk names it alone and the list lives here.
 */
export const loadFormRules = () => import('./formRules.ts');
export const loadPositioningPreview = () => import('./PositioningPreview.tsx');
