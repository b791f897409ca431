import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import shell from 'virtual:content/shell';
import { ErrorScreen } from './ErrorScreen.tsx';
import { Layout } from './Layout.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { PageRoute } from '../screens/PageRoute.tsx';
import { Loading, ScreenRoute } from '../screens/ScreenRoute.tsx';
import { system } from './system.ts';
import { withStaticThemeCss } from './themeCss.ts';

const chakraSystem = withStaticThemeCss(system, typeof document === 'undefined' ? undefined : document);

// The editors' preview: `import.meta.env.DEV` is false in production builds, so the import and
// the route below are dropped from them entirely (tests/e2e/fixture-flow.e2e.ts checks dist).
const PreviewPage = import.meta.env.DEV ? lazy(() => import('../preview/PreviewPage.tsx')) : undefined;
// The Studio likewise: development only, its code (and the file endpoint it calls) never in a build.
const StudioPage = import.meta.env.DEV ? lazy(() => import('../../studio/view/StudioPage.tsx')) : undefined;

/**
 * The route table comes from content: the home page, static pages and every flow screen.
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
    <ChakraProvider value={chakraSystem}>
      <BrowserRouter useTransitions={false}>
        <Routes>
          {import.meta.env.DEV && StudioPage ? (
            <Route
              path="/__studio"
              element={
                <Suspense fallback={<Loading />}>
                  <StudioPage />
                </Suspense>
              }
            />
          ) : null}
          <Route element={<Layout app={shell.app} />}>
            <Route path={shell.app.home.route} element={<HomeScreen shell={shell} />} />
            {shell.pages.map((page) => (
              <Route
                key={page.route}
                path={page.route}
                element={<PageRoute pageId={page.id} brand={shell.app.brand} />}
              />
            ))}
            {shell.flows.flatMap((flow) =>
              flow.screens.map((screen) => (
                <Route
                  key={screen.route}
                  path={screen.route}
                  element={
                    <ScreenRoute
                      key={screen.route}
                      flowId={flow.id}
                      screenId={screen.id}
                      type={screen.type}
                      {...(screen.form ? { form: screen.form } : {})}
                    />
                  }
                />
              )),
            )}
            {import.meta.env.DEV && PreviewPage ? (
              <Route
                path="/__preview"
                element={
                  <Suspense fallback={<Loading />}>
                    <PreviewPage />
                  </Suspense>
                }
              />
            ) : null}
            <Route path="*" element={<ErrorScreen app={shell.app} notFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ChakraProvider>
  );
}
