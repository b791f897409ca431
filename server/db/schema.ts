import type { ColumnType, Generated } from 'kysely';

/**
 * The tables the server keeps, as Kysely sees them. Each table is declared beside the migration
 * that creates it (a module adding a table adds its interface here, next to its migration).
 */
export interface Database {
  flow_events: FlowEventTable;
  owner_sessions: OwnerSessionTable;
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
  /** SHA-256 of the session token: the cookie's value is never stored. */
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
}
