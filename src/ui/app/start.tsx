import { StrictMode } from 'react';
import shell from 'virtual:content/shell';
import { App } from './App.tsx';
import { routeOf } from './basename.ts';
import { mountApp } from './mountApp.ts';
import { preloadRoute } from './preloadRoute.ts';
import { markStaleUnlessGuardsPass } from './prerenderGuards.ts';

/** Starts the app: asks for the opened route's chunks, then hydrates or renders #root. */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await markStaleUnlessGuardsPass(root, preloadRoute(shell, routeOf(window.location.pathname)));
  mountApp(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
