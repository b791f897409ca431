import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the app's build (the alias in vite.config.ts). rjsf renders
 * text through it only when a uiSchema sets ui:enableMarkdownInDescription or similar, which no
 * form does: content text shows as written, never parsed as markup, and form routes load ~25 KB
 * gzip less (npm run size).
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}
