import styles from './OwnerPage.styles.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

export interface StepRow {
  key: string;
  title: string;
  views: number;
  completions: number;
  medianMs: number | null;
  abandoned: number;
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`);

/** The funnel's numbers as a table: what a screen reader reads instead of the chart. */
export function FunnelTable({ rows, caption }: { rows: StepRow[]; caption: string }) {
  return (
    <ScrollRegion label="Funnel table">
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col" className="number">
              Views
            </th>
            <th scope="col" className="number">
              Completions
            </th>
            <th scope="col" className="number">
              Drop-off
            </th>
            <th scope="col" className="number">
              Median time
            </th>
            <th scope="col" className="number">
              Idle 30 min
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.title}</th>
              <td className="number">{row.views}</td>
              <td className="number">{row.completions}</td>
              <td className="number">{row.views - row.completions}</td>
              <td className="number">{seconds(row.medianMs)}</td>
              <td className="number">{row.abandoned}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
