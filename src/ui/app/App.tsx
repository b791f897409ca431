import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { basename } from './basename.ts';

/**
 * Declarative routing keeps the data router's code off the first load (npm run size).
 *
 * The basename is the build's language prefix (basename.ts): links and navigations stay in the language.
 *
 * Navigations are not transitions (useTransitions={false}). As a transition, a navigation to a
 * screen whose chunk is still loading kept the old screen on display and live, so a second click
 * or Enter on the same submit or link navigated again: two history entries for one submit, and
 * Back stayed put. Without it the old screen leaves at once (the new one's spinner shows while its
 * chunk loads), so one submit is one navigation however many clicks follow it.
 */
export function App() {
  return (
    <BrowserRouter basename={basename || '/'} useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
