/**
 * What the browser reports about a visit, and nothing more: which step of which flow was seen,
 * completed or left idle, and how an analysis ended. No answer, name or address ever goes in one.
 */

export const eventsPath = '/api/events';

/** Events one request may carry; the browser sends a full batch at once. */
export const maxEventsPerBatch = 50;

/** The oldest an event may be when sent, and the longest a step may have been open (a day). */
export const maxEventAgeMs = 24 * 60 * 60 * 1000;

/** A step left without progress this long counts as abandoned (the person may still come back). */
export const abandonAfterMs = 30 * 60 * 1000;

export const analysisOutcomes = ['server', 'offline', 'failed'] as const;

/** Why an analysis failed: the engine's AnalysisErrorCode, the kinds of the spec's error catalogue. */
export const analysisErrorKinds = [
  'precheck',
  'parse',
  'validity',
  'limited',
  'unavailable',
  'provider',
  'network',
  'refused',
  'busy',
] as const;
export type AnalysisErrorKind = (typeof analysisErrorKinds)[number];

interface EventBase {
  /** This event's number within the tab, from 0: a batch sent twice counts once. */
  seq: number;
  /** How long ago it happened when the batch was sent, in ms (the browser's clock is not trusted). */
  age: number;
  flow: string;
  screen: string;
  /** A questionnaire step's id, or the screen's id for a form. */
  step: string;
}

export type FlowEvent =
  | (EventBase & { kind: 'view' })
  /** `duration`: ms from the step's view to its completion. */
  | (EventBase & { kind: 'complete'; duration: number })
  /** The flow's last screen was completed. */
  | (EventBase & { kind: 'finish' })
  /** Nothing happened on the step for `abandonAfterMs`. */
  | (EventBase & { kind: 'abandon' })
  | (EventBase & { kind: 'analysis'; outcome: 'server' | 'offline' })
  | (EventBase & { kind: 'analysis'; outcome: 'failed'; errorKind: AnalysisErrorKind });

/** One request's body: the tab's random id and its events. */
export interface EventBatch {
  tab: string;
  events: FlowEvent[];
}
