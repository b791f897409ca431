import type { ColumnType, Generated } from 'kysely';

/**
 * The tables the server keeps, as Kysely sees them. Each table is declared beside the migration
 * that creates it (a module adding a table adds its interface here, next to its migration).
 */
export interface Database {
  flow_events: FlowEventTable;
  owner_sessions: OwnerSessionTable;
  responses: ResponseTable;
  webhook_messages: WebhookMessageTable;
  webhook_attempts: WebhookAttemptTable;
  saved_answers: SavedAnswersTable;
}

/** What the browser reported, one row per event; anonymous: no answer, name, address or cookie. */
export interface FlowEventTable {
  /** A random id the browser's tab keeps in sessionStorage, only so a session counts once. */
  tab_id: string;
  /** The event's number within its tab: (tab_id, seq) is unique, so a resent batch counts once. */
  seq: number;
  occurred_at: ColumnType<Date, Date, never>;
  flow_id: string;
  screen_id: string;
  /** A questionnaire step's id, or the screen's own id for a form or results screen. */
  step_id: string;
  kind: 'view' | 'complete' | 'finish' | 'abandon' | 'analysis';
  /** How long the step was open before it was completed (complete events). */
  duration_ms: number | null;
  /** Where an analysis ran or how it ended (analysis events). */
  outcome: 'server' | 'offline' | 'failed' | null;
  /** The kind of error a failed analysis met, from the spec's error catalogue (analysis events). */
  error_kind: string | null;
}

export interface OwnerSessionTable {
  /** HMAC-SHA256 of the session token keyed by OWNER_PASSWORD: the cookie's value is never stored, and a new password ends every session. */
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** Answers a person agreed to send, for a flow whose content says it collects them (migration 202611242320). */
export interface ResponseTable {
  id: Generated<string>;
  /** The browser's id for one completion: a repeated report stores nothing twice. */
  completion_id: string;
  flow_id: string;
  /** The flow's stores as the browser held them, checked against the flow's content. */
  answers: ColumnType<Record<string, unknown>, string, string>;
  score: number | null;
  created_at: Date;
}

/** One `flow.completed` message per completion, kept until delivered or given up. */
export interface WebhookMessageTable {
  /** The webhook-id header: the same on every attempt. */
  id: string;
  completion_id: string;
  event_type: string;
  flow_id: string;
  /** The exact bytes signed and sent; dropped once the message is delivered or given up. */
  body: string | null;
  created_at: Date;
  next_attempt_at: Date;
  /** Set while an instance is sending it; a crashed instance's claim runs out. */
  locked_until: Date | null;
  attempts: Generated<number>;
  /** 'cancelled': its response was deleted before it was delivered; it is never sent again. */
  state: 'pending' | 'delivered' | 'failed' | 'cancelled';
  last_status: number | null;
  last_error: string | null;
  finished_at: Date | null;
}

/** The delivery log: every attempt, as the owner's area shows it. */
export interface WebhookAttemptTable {
  id: Generated<number>;
  message_id: string;
  attempted_at: Date;
  status: number | null;
  error: string | null;
  ms: number;
}

/**
 * Answers a person saved to continue later (migration 202611281200): ciphertext the server cannot
 * open, under an id and a token hash that are both derived from a secret only the link holds.
 */
export interface SavedAnswersTable {
  id: string;
  /** SHA-256 of the token that reads, replaces and deletes the row: the token itself is never stored. */
  token_hash: string;
  /** The IV and AES-GCM ciphertext exactly as the browser sealed them. */
  sealed: Uint8Array;
  created_at: Date;
  updated_at: Date;
  /** Deleted by the hourly sweep after this; never served after it. */
  expires_at: Date;
}
