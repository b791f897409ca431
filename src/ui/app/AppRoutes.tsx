import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import shell from 'virtual:content/shell';
import { NotFoundScreen } from './ErrorScreen.tsx';
import { Layout } from './Layout.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { PageRoute } from '../screens/PageRoute.tsx';
import { Loading } from '../screens/Loading.tsx';
import { ScreenRoute } from '../screens/ScreenRoute.tsx';

// The editors' preview: `import.meta.env.DEV` is false in production builds, so the import and
// the route below are dropped from them entirely (tests/e2e/fixture-flow.e2e.ts checks dist).
const PreviewPage = import.meta.env.DEV ? lazy(() => import('../preview/PreviewPage.tsx')) : undefined;
// The Studio likewise: development only, its code (and the file endpoint it calls) never in a build.
const StudioPage = import.meta.env.DEV ? lazy(() => import('../../studio/view/StudioPage.tsx')) : undefined;

// The owner's dashboard: only builds with this app's server have it, and only when opened (its
// code is never on a visitor's route); the server answers 404 for it without OWNER_PASSWORD.
const OwnerPage =
  import.meta.env.VITE_ANALYSIS_MODE === 'server' ? lazy(() => import('../owner/OwnerPage.tsx')) : undefined;

/** A page loaded when first opened (development-only pages, the owner's dashboard). */
function OnDemand({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/**
 * The route table comes from content: the home page, static pages and every flow screen. The
 * browser renders it in its router (App.tsx) and the build prerenders it in a static one
 * (src/ui/prerender/renderRoute.tsx), so both render the same tree.
 */
export function AppRoutes() {
  return (
    <Routes>
      {import.meta.env.DEV && StudioPage ? <Route path="/__studio" element={<OnDemand page={StudioPage} />} /> : null}
      <Route element={<Layout shell={shell} />}>
        <Route path={shell.app.home.route} element={<HomeScreen shell={shell} />} />
        {shell.pages.map((page) => (
          <Route key={page.route} path={page.route} element={<PageRoute pageId={page.id} brand={shell.app.brand} />} />
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
        {OwnerPage ? <Route path="/owner" element={<OnDemand page={OwnerPage} />} /> : null}
        {import.meta.env.DEV && PreviewPage ? (
          <Route path="/__preview" element={<OnDemand page={PreviewPage} />} />
        ) : null}
        <Route path="*" element={<NotFoundScreen app={shell.app} />} />
      </Route>
    </Routes>
  );
}
