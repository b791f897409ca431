import type { StepRow } from './FunnelTable.tsx';
import styles from './OwnerPage.styles.ts';

/**
 * Per step, a bar of the visits that saw it with the visits that completed it inside: the gap
 * is the drop-off. Drawn with plain elements (the widths are the data); hidden from screen
 * readers, who get the same numbers from the table below it.
 */
export function FunnelChart({ rows }: { rows: StepRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.views));
  const width = (count: number) => ({ width: `${(count / most) * 100}%` });
  return (
    <div aria-hidden="true">
      <p className={styles.legend}>
        <span>
          <span className={styles.swatchViews} />
          viewed
        </span>
        <span>
          <span className={styles.swatchCompletions} />
          completed
        </span>
      </p>
      {rows.map((row) => (
        <div key={row.key} className={styles.chartRow}>
          <span className={styles.chartLabel}>
            {row.title}: {row.completions} of {row.views}
          </span>
          <span className={styles.track}>
            <span className={styles.viewsBar} style={width(row.views)} />
            <span className={styles.completionsBar} style={width(row.completions)} />
          </span>
        </div>
      ))}
    </div>
  );
}
