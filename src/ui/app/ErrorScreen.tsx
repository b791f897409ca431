import { RouterLink } from '../components/RouterLink.tsx';
import type { ShellApp } from '../../engine/content/types.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import styles from './ErrorScreen.styles.ts';

interface FallbackScreenProps {
  heading: string;
  message: string;
  homeLabel: string;
  homeRoute: string;
}

/** A screen in place of the one asked for: what happened, and the way home. */
function FallbackScreen({ heading, message, homeLabel, homeRoute }: FallbackScreenProps) {
  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.message}>{message}</p>
      <RouterLink to={homeRoute} className={styles.homeLink}>
        {homeLabel}
      </RouterLink>
    </section>
  );
}

/** The router's fallback for an error thrown while rendering: the spec's 'Unexpected Application Error!'. */
export function ErrorScreen({ app, error }: { app: ShellApp; error: Error }) {
  return (
    <FallbackScreen
      heading={app.errorScreen.heading}
      message={error.message}
      homeLabel={app.errorScreen.homeLabel}
      homeRoute={app.home.route}
    />
  );
}

/** An address the app does not have (the server answers it with 404, and a static host with its 404.html). */
export function NotFoundScreen({ app }: { app: ShellApp }) {
  usePageTitle(app.notFound.heading, app.brand);
  return <FallbackScreen {...app.notFound} homeRoute={app.home.route} />;
}
