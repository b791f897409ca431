import type { ReactNode } from 'react';
import type { Action, ResultView as ResultViewSpec, ScoreBand } from '../../engine/content/types.ts';
import type { ResultDisplay } from '../../engine/results/resultValues.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';
import styles from './ResultView.onDemand.styles.ts';

interface ResultViewProps {
  view: ResultViewSpec;
  /**
   * What it shows, read from the result by the view's fields (resultDisplay), by the screen that
   * shows it: this component loads on demand, and reading the values is the screens' code already.
   */
  display: ResultDisplay;
  bands: readonly ScoreBand[];
  onAction: (action: Action) => void;
  /** Shown between the score and the lists: offline or email notes. */
  notes?: ReactNode;
  /** Shown after the lists, before the actions: notes that point back at the result above. */
  closingNotes?: ReactNode;
  /** Keeping the result: the line under the title (for whom, when) and the print button's label. */
  print?: { preparedLine: string; label: string };
}

/** From md up, one column per list up to three and two columns for four or more (an empty grid takes one). */
function listsStyle(count: number): string {
  if (count === 3) return styles.listsThreeColumns;
  return count === 2 || count > 3 ? styles.listsTwoColumns : styles.listsOneColumn;
}

/**
 * The one result renderer: founder and product analyses and the buyer's fixed results all
 * come through here, each described by its ResultView in content. Every value renders as text.
 * Printed (Download PDF, or the browser's own Print), the page shows the result with its line
 * for whom and when, and hides the header and the buttons.
 */
export function ResultView({ view, display, bands, onAction, notes, closingNotes, print }: ResultViewProps) {
  return (
    <section aria-labelledby="result-title" className={styles.result}>
      <div className={styles.header}>
        {/* Carries the printed page's rules (ResultView.onDemand.styles.ts). */}
        <div className={styles.printedPage}>
          <h1 id="result-title" className={styles.title}>
            {view.title}
          </h1>
          {print ? (
            <p className={styles.prepared} data-testid="result-prepared">
              {print.preparedLine}
            </p>
          ) : null}
        </div>
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
      <div className={styles.summary} data-print="whole">
        <h2 className={styles.sectionTitle}>Summary</h2>
        {display.summary.split(/\n+/).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      <div className={listsStyle(display.lists.length)}>
        {display.lists.map((list) => (
          <div key={list.heading} className={styles.list} data-print="whole">
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
      <div className={styles.actions} data-print="omit">
        {print ? (
          // The browser's print dialog, where Save as PDF is one choice; the page's print styles show the result alone.
          <button type="button" className={styles.print} onClick={() => window.print()}>
            {print.label}
          </button>
        ) : null}
        {view.actions.map((action) => (
          <ActionButton key={action.label} action={action} onBeforeNavigate={onAction} />
        ))}
      </div>
    </section>
  );
}
