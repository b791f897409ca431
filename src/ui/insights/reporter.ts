import { abandonAfterMs, eventsPath, maxEventsPerBatch, type FlowEvent } from '../../engine/insights/events.ts';
import type { TrackedEvent } from './trackedEvent.ts';

const storageKey = 'advisory:insights';

interface Tab {
  /** Random, made in this tab; counts a visit once and says nothing about who it is. */
  id: string;
  next: number;
}

/** The tab's id and event counter live in sessionStorage: a reload goes on numbering, a new tab starts afresh. */
function readTab(): Tab {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<Tab> | null;
    if (typeof saved?.id === 'string' && typeof saved.next === 'number') return { id: saved.id, next: saved.next };
  } catch {
    // Unreadable or blocked storage: a fresh id for this page.
  }
  return { id: crypto.randomUUID(), next: 0 };
}

const tab = readTab();
const queue: { event: FlowEvent; at: number }[] = [];
const viewedAt = new Map<string, number>();
let idle: ReturnType<typeof setTimeout> | undefined;

function saveTab(): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(tab));
  } catch {
    // Without storage the numbering restarts on reload; the server keeps the first of a clash.
  }
}

/** Sends what is queued, as batches the server accepts, with a beacon that outlives the page. */
function flush(): void {
  const now = performance.now();
  while (queue.length > 0) {
    const events = queue.splice(0, maxEventsPerBatch).map(({ event, at }) => ({ ...event, age: Math.round(now - at) }));
    const body = new Blob([JSON.stringify({ tab: tab.id, events })], { type: 'application/json' });
    if (!navigator.sendBeacon(eventsPath, body))
      void fetch(eventsPath, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}

const stepKey = (event: TrackedEvent) => `${event.flow}/${event.screen}/${event.step}`;

/** Numbers, times and queues one event; a step left alone for abandonAfterMs is reported as abandoned. */
export function record(tracked: TrackedEvent, at: number): void {
  const key = stepKey(tracked);
  const opened = viewedAt.get(key);
  const seq = tab.next++;
  saveTab();
  const event: FlowEvent =
    tracked.kind === 'complete'
      ? { ...tracked, seq, age: 0, duration: Math.max(0, Math.round(at - (opened ?? at))) }
      : { ...tracked, seq, age: 0 };
  queue.push({ event, at });
  if (tracked.kind === 'view') {
    viewedAt.set(key, at);
    clearTimeout(idle);
    idle = setTimeout(() => {
      record({ ...tracked, kind: 'abandon' }, performance.now());
      flush();
    }, abandonAfterMs);
  } else if (tracked.kind === 'complete' || tracked.kind === 'finish') {
    clearTimeout(idle);
  }
  if (queue.length >= maxEventsPerBatch) flush();
}

// Leaving, closing or switching away from the tab: the last moment a page is sure to run.
addEventListener('pagehide', flush);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
