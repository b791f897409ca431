import { useCallback } from 'react';
import page from '../screens/PageScreen.styles.ts';
import { ownerApi, type Delivery } from './ownerApi.ts';
import styles from './OwnerPage.styles.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useLoaded } from './useLoaded.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The last attempt of a delivery, in words: its status or error, and how long it took. */
function lastAttempt(delivery: Delivery): string {
  const attempt = delivery.attempts.at(-1);
  if (!attempt) return 'not tried yet';
  const outcome = attempt.status !== null ? `answered ${attempt.status}` : (attempt.error ?? 'failed');
  return `${outcome} in ${attempt.ms} ms, ${when(attempt.at)}`;
}

/**
 * The webhook deliveries (WEBHOOK_URL), newest first: each message's flow (by its title; the id
 * for a flow the content no longer has), state and attempts.
 */
export function WebhookDeliveries({ flowTitles }: { flowTitles: ReadonlyMap<string, string> }) {
  const loaded = useLoaded(useCallback(() => ownerApi.deliveries(), []));
  const deliveries = loaded.data;
  return (
    <section className={page.block} aria-labelledby="owner-webhooks">
      <div className={page.blockContent}>
        <h2 id="owner-webhooks" className={page.blockHeading}>
          Webhook deliveries
        </h2>
        {loaded.error ? (
          <p role="alert" className={styles.alert}>
            {loaded.error}
          </p>
        ) : null}
        {!deliveries ? null : deliveries.length === 0 ? (
          <p className={page.paragraph}>No webhook messages yet (set WEBHOOK_URL to send each completed flow).</p>
        ) : (
          <ScrollRegion label="Webhook deliveries table">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Sent for</th>
                  <th scope="col">Flow</th>
                  <th scope="col">State</th>
                  <th scope="col" className="number">
                    Attempts
                  </th>
                  <th scope="col">Last attempt</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>{when(delivery.createdAt)}</td>
                    <td>{flowTitles.get(delivery.flowId) ?? delivery.flowId}</td>
                    <td>{delivery.state}</td>
                    <td className="number">{delivery.attempts.length}</td>
                    <td>{lastAttempt(delivery)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </section>
  );
}
