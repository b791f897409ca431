import { useEffect, useMemo, useState } from 'react';
import buttons from '../components/ActionButton.styles.ts';
import fields from '../forms/styles/fields.styles.ts';
import page from '../screens/PageScreen.styles.ts';
import { CollectedResponses } from './CollectedResponses.tsx';
import { FunnelChart } from './FunnelChart.tsx';
import { FunnelTable, type StepRow } from './FunnelTable.tsx';
import { ownerApi, type Details, type FlowSummary, type Funnel } from './ownerApi.ts';
import styles from './OwnerPage.styles.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)} %`);

function rows(flow: FlowSummary, funnel: Funnel, details: Details): StepRow[] {
  return flow.steps.map((step, index) => {
    const counts = funnel.steps[index];
    const detail = details.steps[index];
    return {
      key: `${step.screen}/${step.step}`,
      title: step.title,
      views: counts?.views ?? 0,
      completions: counts?.completions ?? 0,
      medianMs: detail?.medianMs ?? null,
      abandoned: detail?.abandoned ?? 0,
    };
  });
}

interface DateControlProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** One end of the date range, a labelled native date input (keyboard and screen-reader ready). */
function DateControl({ id, label, value, min, max, onChange }: DateControlProps) {
  return (
    <div className={styles.control}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={fields.control}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function Dashboard({ onSignOut }: { onSignOut: () => void }) {
  const [flows, setFlows] = useState<FlowSummary[]>([]);
  const [flowId, setFlowId] = useState('');
  const [from, setFrom] = useState(() => isoDay(Date.now() - 29 * day));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const [report, setReport] = useState<{ funnel: Funnel; details: Details } | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    ownerApi
      .flows()
      .then((loaded) => {
        setFlows(loaded);
        setFlowId((current) => current || (loaded[0]?.id ?? ''));
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, []);
  useEffect(() => {
    if (!flowId) return;
    let current = true;
    ownerApi
      .report(flowId, from, to)
      .then((loaded) => {
        if (!current) return;
        setReport(loaded);
        setError(undefined);
      })
      .catch((failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      current = false;
    };
  }, [flowId, from, to]);

  const flow = flows.find((candidate) => candidate.id === flowId);
  const flowTitles = useMemo(() => new Map(flows.map((candidate) => [candidate.id, candidate.title])), [flows]);
  const table = flow && report ? rows(flow, report.funnel, report.details) : [];
  return (
    <>
      <div className={styles.controls}>
        <div className={styles.control}>
          <label className={fields.label} htmlFor="owner-flow">
            Flow
          </label>
          <select
            id="owner-flow"
            className={fields.control}
            value={flowId}
            onChange={(event) => setFlowId(event.target.value)}
          >
            {flows.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </div>
        <DateControl id="owner-from" label="From" value={from} max={to} onChange={setFrom} />
        <DateControl id="owner-to" label="To" value={to} min={from} onChange={setTo} />
        <button type="button" className={buttons.secondary} onClick={onSignOut}>
          Sign out
        </button>
      </div>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {report && flow ? (
        <>
          <section aria-label="Totals" className={styles.figures}>
            <p className={styles.figure}>
              <span className={styles.figureValue}>{report.funnel.started}</span>{' '}
              <span className={styles.figureLabel}>started</span>
            </p>
            <p className={styles.figure}>
              <span className={styles.figureValue}>{report.funnel.completed}</span>{' '}
              <span className={styles.figureLabel}>completed</span>
            </p>
            <p className={styles.figure}>
              <span className={styles.figureValue}>{percent(report.funnel.completed, report.funnel.started)}</span>{' '}
              <span className={styles.figureLabel}>completion rate</span>
            </p>
          </section>
          <section className={page.block} aria-labelledby="owner-funnel">
            <div className={page.blockContent}>
              <h2 id="owner-funnel" className={page.blockHeading}>
                Funnel: {flow.title}
              </h2>
              <FunnelChart rows={table} />
              <FunnelTable rows={table} caption={`Visits per step of ${flow.title}, ${from} to ${to}`} />
            </div>
          </section>
          <section className={page.block} aria-labelledby="owner-analyses">
            <div className={page.blockContent}>
              <h2 id="owner-analyses" className={page.blockHeading}>
                Analyses by outcome
              </h2>
              {report.details.analyses.length === 0 ? (
                <p className={page.paragraph}>No analyses in this period.</p>
              ) : (
                <ul className={page.items}>
                  {report.details.analyses.map((row) => (
                    <li key={`${row.outcome}/${row.errorKind ?? ''}`}>
                      {row.outcome}
                      {row.errorKind ? ` (${row.errorKind})` : ''}: {row.count}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
          <CollectedResponses flowId={flow.id} flowTitle={flow.title} />
        </>
      ) : null}
      <WebhookDeliveries flowTitles={flowTitles} />
    </>
  );
}
