import { createContext, useContext, useEffect } from 'react';

/**
 * How a build-time render (src/ui/prerender/renderRoute.tsx), which runs no effects, collects
 * the title of the screen it renders, so the prerendered page names itself before any script runs.
 */
export const CollectPageTitle = createContext<((title: string) => void) | null>(null);

/** Each screen names itself in the tab, which is also what screen readers announce on navigation. */
export function usePageTitle(title: string, brand: string): void {
  const text = `${title} · ${brand}`;
  useContext(CollectPageTitle)?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
