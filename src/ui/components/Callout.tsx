import type { ReactNode } from 'react';
import styles from './Callout.styles.ts';

export type CalloutTone = 'error' | 'success' | 'warning' | 'info' | 'neutral';

const marks: Record<CalloutTone, string> = { error: '!', success: '✓', warning: '!', info: 'i', neutral: 'i' };

interface CalloutProps {
  tone: CalloutTone;
  title: ReactNode;
  children?: ReactNode;
  /** 'alert' interrupts (errors); 'status' is announced politely. */
  role?: 'alert' | 'status';
  id?: string;
  'data-testid'?: string;
}

/**
 * A message in normal weight with its lead in bold: the words up to the first colon ('Note:',
 * 'This is an offline analysis:'), so content marks a lead with punctuation, never markup.
 */
function Lead({ text }: { text: ReactNode }) {
  const colon = typeof text === 'string' ? text.indexOf(': ') : -1;
  if (typeof text !== 'string' || colon < 0) return text;
  return (
    <>
      <strong className={styles.lead}>{text.slice(0, colon + 1)}</strong>
      {text.slice(colon + 1)}
    </>
  );
}

/** A message banner. Hand-made rather than Chakra's Alert so no alert recipe ships on every page. */
export function Callout({ tone, title, children, role, id, 'data-testid': testId }: CalloutProps) {
  return (
    <div id={id} role={role} data-testid={testId} className={styles[tone]}>
      <span aria-hidden="true" className={styles[`${tone}Mark`]}>
        {marks[tone]}
      </span>
      <div>
        <p>
          <Lead text={title} />
        </p>
        {children ? (
          <p className={styles.body}>
            <Lead text={children} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
