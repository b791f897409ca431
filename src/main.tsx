import { StrictMode } from 'react';
import shell from 'virtual:content/shell';
import { App } from './ui/app/App.tsx';
import { mountApp } from './ui/app/mountApp.ts';
import { preloadRoute } from './ui/app/preloadRoute.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
preloadRoute(shell, window.location.pathname);
mountApp(
  root,
  <StrictMode>
    <App />
  </StrictMode>,
);
