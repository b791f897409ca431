import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { system } from './system.ts';
import { staticThemeSystem, withStaticThemeCss } from './themeCss.ts';

// Without a document this is the build's prerender, whose pages carry the theme CSS.
const chakraSystem = typeof document === 'undefined' ? staticThemeSystem(system) : withStaticThemeCss(system, document);

/** The theme around a router: the browser's (App) or the prerender's static one (renderRoute.tsx). */
export function AppTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={chakraSystem}>{children}</ChakraProvider>;
}

/**
 * Declarative routing keeps the data router's code off the first load (npm run size).
 *
 * Navigations are not transitions (useTransitions={false}). As a transition, a navigation to a
 * screen whose chunk is still loading kept the old screen on display and live, so a second click
 * or Enter on the same submit or link navigated again: two history entries for one submit, and
 * Back stayed put. Without it the old screen leaves at once (the new one's spinner shows while its
 * chunk loads), so one submit is one navigation however many clicks follow it.
 */
export function App() {
  return (
    <AppTheme>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppTheme>
  );
}
