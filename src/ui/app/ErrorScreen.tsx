import { RouterLink } from '../components/RouterLink.tsx';
import type { AppContent } from '../../engine/content/types.ts';
import styles from './ErrorScreen.styles.ts';

interface ErrorScreenProps {
  app: AppContent;
  notFound?: boolean;
  error?: Error;
}

/** The fallback screen: unknown routes and errors thrown while rendering. */
export function ErrorScreen({ app, notFound = false, error }: ErrorScreenProps) {
  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>{app.errorScreen.heading}</h1>
      <p className={styles.message}>
        {notFound ? 'There is no page at this address.' : (error?.message ?? 'Something went wrong.')}
      </p>
      <RouterLink to={app.home.route} className={styles.homeLink}>
        {app.errorScreen.homeLabel}
      </RouterLink>
    </section>
  );
}
