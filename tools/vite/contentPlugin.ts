import type { Plugin } from 'vite';

export function contentPlugin(_options: { root: string }): Plugin {
  return { name: 'advisory-content' };
}
