import { useEffect } from 'react';

/** Each screen names itself in the tab, which is also what screen readers announce on navigation. */
export function usePageTitle(title: string, brand: string): void {
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}
