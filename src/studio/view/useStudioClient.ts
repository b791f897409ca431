import { useEffect } from 'react';

/**
 * Tells the dev server this page is the Studio, so content saves neither reload it (losing
 * unsaved edits and undo history) nor cover it with the error overlay (it shows problems at
 * their fields). The event names are those of tools/vite/studioClients.ts.
 */
export function useStudioClient(): void {
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const open = () => hot.send('advisory:studio-open');
    open();
    // A dev server restart makes a new connection: say it again.
    hot.on('vite:ws:connect', open);
    return () => {
      hot.off('vite:ws:connect', open);
      hot.send('advisory:studio-close');
    };
  }, []);
}
