import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import shell from 'virtual:content/shell';
import { App } from './ui/app/App.tsx';
import { preloadRoute } from './ui/app/preloadRoute.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
preloadRoute(shell, window.location.pathname);
const reactRoot = createRoot(root);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole screen is built (Lighthouse TBT, README Performance).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
