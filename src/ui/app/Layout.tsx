import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouterLink } from '../components/RouterLink.tsx';
import type { ContentShell } from '../../engine/content/types.ts';
import { focusHeading, liveRegionId } from './announce.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Notice } from './Notice.tsx';
import hidden from '../components/VisuallyHidden.styles.ts';
import styles from './Layout.styles.ts';

function noticeFrom(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

export function Layout({ shell }: { shell: ContentShell }) {
  const { app } = shell;
  const location = useLocation();
  const notice = noticeFrom(location.state);
  const opened = useRef(false);
  // A new screen starts at its top, with focus on its main heading, announced; the first page a
  // visitor opens keeps the browser's own start (focus on the document, where the skip link is first).
  // Braces matter: Chromium's scrollTo returns a Promise, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (opened.current) focusHeading();
    opened.current = true;
  }, [location.pathname]);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {app.frame.skipLink}
      </a>
      <header className={styles.header}>
        <div className={styles.headerColumn}>
          <RouterLink to={app.home.route} className={styles.brand}>
            <span aria-hidden="true" className={styles.brandMark}>
              {app.brand.slice(0, 1)}
            </span>
            {app.brand}
          </RouterLink>
          <LanguageSwitcher label={app.frame.languageSwitcher} language={shell.language} languages={shell.languages} />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <div id={liveRegionId} role="status" aria-live="polite" className={hidden.hidden} />
        <div className={styles.mainColumn}>
          {notice ? <Notice key={location.key}>{notice}</Notice> : null}
          <ErrorBoundary key={location.pathname} fallback={(error) => <ErrorScreen app={app} error={error} />}>
            <Outlet />
          </ErrorBoundary>
        </div>
      </main>
    </div>
  );
}
