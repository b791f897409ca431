import type { ReactNode } from 'react';
import type { Action, JsonObject, ResultView as ResultViewSpec, ScoreBand } from '../../engine/content/types.ts';
import { resultDisplay } from '../../engine/results/resultValues.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';
import styles from './ResultView.styles.ts';

interface ResultViewProps {
  view: ResultViewSpec;
  values: JsonObject;
  bands: readonly ScoreBand[];
  onAction: (action: Action) => void;
  /** Shown between the score and the lists: offline or email notes. */
  notes?: ReactNode;
  /** Shown after the lists, before the actions: notes that point back at the result above. */
  closingNotes?: ReactNode;
}

/** From md up, one column per list up to three and two columns for four or more (an empty grid takes one). */
function listsStyle(count: number): string {
  if (count === 3) return styles.listsThreeColumns;
  return count === 2 || count > 3 ? styles.listsTwoColumns : styles.listsOneColumn;
}

/**
 * The one result renderer: founder and product analyses and the buyer's fixed results all
 * come through here, each described by its ResultView in content. Every value renders as text.
 */
export function ResultView({ view, values, bands, onAction, notes, closingNotes }: ResultViewProps) {
  const display = resultDisplay(view, values);
  return (
    <section aria-labelledby="result-title" className={styles.result}>
      <div className={styles.header}>
        <h1 id="result-title" className={styles.title}>
          {view.title}
        </h1>
        <ScoreBadge label={view.scoreLabel} score={display.score} bands={bands} />
      </div>
      {notes}
      {display.subScores.length > 0 ? (
        <div className={styles.subScores}>
          {display.subScores.map((sub) => (
            <ScoreBadge key={sub.label} label={sub.label} score={sub.score} bands={bands} size="sm" />
          ))}
        </div>
      ) : null}
      <div className={styles.summary}>
        <h2 className={styles.sectionTitle}>Summary</h2>
        {display.summary.split(/\n+/).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      <div className={listsStyle(display.lists.length)}>
        {display.lists.map((list) => (
          <div key={list.heading} className={styles.list}>
            <h2 className={styles.sectionTitle}>{list.heading}</h2>
            <ol className={styles.items}>
              {list.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      {closingNotes}
      <div className={styles.actions}>
        {view.actions.map((action) => (
          <ActionButton key={action.label} action={action} onBeforeNavigate={onAction} />
        ))}
      </div>
    </section>
  );
}
