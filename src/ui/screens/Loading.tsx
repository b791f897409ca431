import shell from 'virtual:content/shell';
import { VisuallyHidden } from '../components/VisuallyHidden.tsx';
import styles from './Loading.styles.ts';

/** While a screen's chunk loads: its heading, for screen readers, until the screen's own title replaces it. */
export function Loading() {
  return (
    <div className={styles.loading}>
      <VisuallyHidden>
        <h1 className={styles.loadingHeading} data-loading>
          {shell.app.frame.loading}…
        </h1>
      </VisuallyHidden>
      <span className={styles.spinner} role="status" aria-label={shell.app.frame.loading} />
    </div>
  );
}
