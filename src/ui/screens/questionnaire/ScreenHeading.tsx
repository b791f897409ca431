import { memo } from 'react';
import styles from './ScreenHeading.styles.ts';

/** The questionnaire's own title and description: unchanged while the user types or steps. */
export const ScreenHeading = memo(function ScreenHeading({
  title,
  description,
}: {
  title?: string;
  description?: string;
}) {
  return (
    <div className={styles.heading}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
});
