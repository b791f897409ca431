/**
 * One hop between a screen and the save-and-continue-later views: a screen's chunk would
 * otherwise carry the names of every chunk they need (Vite's preload list) on every first load.
 * This module has none of its own, so the screen's chunk names it alone and the list lives here.
 */
export const loadSaveButton = () => import('./SaveButton.tsx');
export const loadResumeGate = () => import('./ResumeGate.tsx');
