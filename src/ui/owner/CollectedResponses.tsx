import { useCallback, useState } from 'react';
import { visibleControls } from '../../engine/values/visibleControls.ts';
import buttons from '../components/ActionButton.styles.ts';
import page from '../screens/PageScreen.styles.ts';
import { ownerApi, type CollectedResponse } from './ownerApi.ts';
import styles from './OwnerPage.styles.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useLoaded } from './useLoaded.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A response's answers as the owner reads them: each question's title and the answer as the
 * person chose it (an option's label, a number in its format), the stored value beside it when
 * it reads otherwise; as text, never HTML; each isolated (<bdi>), so right-to-left text in one
 * cannot reorder what is shown beside it, and its hidden control characters written out.
 */
function Answers({ readings }: { readings: CollectedResponse['readings'] }) {
  return (
    <details>
      <summary>{readings.length === 1 ? '1 answer' : `${readings.length} answers`}</summary>
      <dl className={styles.answers}>
        {readings.map(({ path, question, answer, stored }) => (
          <div key={path}>
            <dt>{question}</dt>
            <dd>
              <bdi>{visibleControls(answer)}</bdi>
              {stored === undefined ? null : (
                <span className={styles.stored}>
                  {' '}
                  (stored as <bdi>{visibleControls(stored)}</bdi>)
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * The answers a flow collected (only flows whose content declares `collect`, and only with the
 * person's consent): newest first, as CSV, each one deletable.
 */
export function CollectedResponses({ flowId, flowTitle }: { flowId: string; flowTitle: string }) {
  const loaded = useLoaded(useCallback(() => ownerApi.responses(flowId), [flowId]));
  const [deleteError, setDeleteError] = useState<string | undefined>();
  // Deleting cannot be undone (the webhook goes with it), so the first click only asks.
  const [asking, setAsking] = useState<string | undefined>();
  const remove = (response: CollectedResponse) => {
    setAsking(undefined);
    ownerApi
      .deleteResponse(response.id)
      .then(() => {
        setDeleteError(undefined);
        loaded.reload();
      })
      .catch((failure: unknown) => setDeleteError(failure instanceof Error ? failure.message : String(failure)));
  };
  const error = deleteError ?? loaded.error;
  const data = loaded.data;
  return (
    <section className={page.block} aria-labelledby="owner-responses">
      <div className={page.blockContent}>
        <h2 id="owner-responses" className={page.blockHeading}>
          Collected responses
        </h2>
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        {!data ? null : !data.collects ? (
          <p className={page.paragraph}>
            {flowTitle} does not collect answers: its content has no <code>collect</code> section.
          </p>
        ) : data.responses.length === 0 ? (
          <p className={page.paragraph}>No responses yet.</p>
        ) : (
          <>
            <p className={page.paragraph}>
              <a className={buttons.secondary} href={ownerApi.responsesCsvHref(flowId)} download>
                Download all as CSV
              </a>{' '}
              <a className={buttons.secondary} href={ownerApi.responsesCsvHref(flowId, 'codes')} download>
                CSV with stored codes
              </a>
            </p>
            <ScrollRegion label="Collected responses table">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    <th scope="col" className="number">
                      Score
                    </th>
                    <th scope="col">Answers</th>
                    <th scope="col">
                      <span className={styles.visuallyHidden}>Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.responses.map((response) => (
                    <tr key={response.id}>
                      <td>{when(response.createdAt)}</td>
                      <td className="number">{response.score ?? '—'}</td>
                      <td>
                        <Answers readings={response.readings} />
                      </td>
                      <td>
                        {asking === response.id ? (
                          <span role="group" aria-label={`Delete the response received ${when(response.createdAt)}?`}>
                            <button type="button" className={buttons.secondary} onClick={() => remove(response)}>
                              Delete for good
                            </button>{' '}
                            <button
                              type="button"
                              className={buttons.secondary}
                              // The Delete button just pressed is gone: focus moves to the safe answer.
                              ref={(button) => button?.focus()}
                              onClick={() => setAsking(undefined)}
                            >
                              Keep it
                            </button>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className={buttons.secondary}
                            aria-label={`Delete the response received ${when(response.createdAt)}`}
                            onClick={() => setAsking(response.id)}
                          >
                            Delete
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </div>
    </section>
  );
}
