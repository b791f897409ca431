import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import shell from 'virtual:content/shell';
import { ErrorScreen } from './ErrorScreen.tsx';
import { Layout } from './Layout.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { PageRoute } from '../screens/PageRoute.tsx';
import { ScreenRoute } from '../screens/ScreenRoute.tsx';
import { system } from './system.ts';

/**
 * The route table comes from content: the home page, static pages and every flow screen.
 * Declarative routing keeps the data router's code off the first load (npm run size).
 */
export function App() {
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout app={shell.app} />}>
            <Route path={shell.app.home.route} element={<HomeScreen shell={shell} />} />
            {shell.pages.map((page) => (
              <Route key={page.route} path={page.route} element={<PageRoute pageId={page.id} brand={shell.app.brand} />} />
            ))}
            {shell.flows.flatMap((flow) =>
              flow.screens.map((screen) => (
                <Route key={screen.route} path={screen.route} element={<ScreenRoute key={screen.route} flowId={flow.id} screenId={screen.id} type={screen.type} />} />
              )),
            )}
            <Route path="*" element={<ErrorScreen app={shell.app} notFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ChakraProvider>
  );
}
