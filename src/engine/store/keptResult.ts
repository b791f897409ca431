import type { AnalysisOutcome } from '../analysis/run/runAnalysis.ts';
import { isValidAnalysis } from '../analysis/parse/checkValidity.ts';
import type { AnalysisInput, AnalysisResult } from '../analysis/types.ts';
import type { AnalysisContent, Screen } from '../content/types.ts';
import { screenAnalysis } from '../flow/screenKinds.ts';
import { isRecord } from '../forms/isRecord.ts';
import { readPath } from '../template/readPath.ts';
import { fingerprint } from './fingerprint.ts';
import type { SlotValidator } from './slotValidator.ts';

type Slots = Readonly<Record<string, unknown>>;

/**
 * A finished analysis as the session keeps it, so Back, Forward, a reload or a later return shows
 * it again without asking a provider (or sending the email) twice. It is current only while the
 * answers and the analysis's content are those it was made from.
 */
export interface KeptResult {
  /** Of the stored answers the analysis read (its `inputs`). */
  answers: string;
  /** Of the analysis's content (prompt, sections, result view): an edited prompt file makes it stale. */
  content: string;
  /** When it finished (ISO 8601). */
  finishedAt: string;
  outcome: AnalysisOutcome;
}

/**
 * Where an analysis's result is kept. The colon cannot occur in a store key (common.schema.json
 * storeKey), so no screen's answers can ever share it.
 */
export function keptResultKey(analysisId: string): string {
  return `analysisResult:${analysisId}`;
}

/** The kept-result key of a screen that runs an analysis. */
export function screenKeptResultKey(screen: Screen): string | undefined {
  const analysis = screenAnalysis(screen);
  return analysis ? keptResultKey(analysis.prompt) : undefined;
}

/** What an analysis reads from the session: its inputs' stored values, by store key. */
export function analysisInput(slots: Slots, analysis: Pick<AnalysisContent, 'inputs'>): AnalysisInput {
  return Object.fromEntries(analysis.inputs.map((key) => [key, slots[key]]));
}

const contentVersions = new WeakMap<AnalysisContent, string>();

function contentVersion(analysis: AnalysisContent): string {
  let version = contentVersions.get(analysis);
  if (version === undefined) {
    version = fingerprint(analysis);
    contentVersions.set(analysis, version);
  }
  return version;
}

/** The record to keep for an outcome made from `input`. */
export function keptResult(
  analysis: AnalysisContent,
  input: AnalysisInput,
  outcome: AnalysisOutcome,
  finishedAt: Date,
): KeptResult {
  return {
    answers: fingerprint(input),
    content: contentVersion(analysis),
    finishedAt: finishedAt.toISOString(),
    outcome,
  };
}

/**
 * The staleness rule: the kept result of `analysis` if it was made from the answers stored now
 * under the content loaded now, else undefined (none kept, or stale: not shown as current).
 */
export function currentKeptResult(slots: Slots, analysis: AnalysisContent): KeptResult | undefined {
  const kept = slots[keptResultKey(analysis.id)] as KeptResult | undefined;
  if (kept?.content !== contentVersion(analysis)) return undefined;
  return kept.answers === fingerprint(analysisInput(slots, analysis)) ? kept : undefined;
}

/**
 * currentKeptResult for a view that re-reads it on every store change: the answers are hashed
 * again only when the kept result or one of the analysis's inputs is a new value.
 */
export function currentKeptResultSelector(analysis: AnalysisContent): (slots: Slots) => KeptResult | undefined {
  let seen: readonly unknown[] = [];
  let answer: KeptResult | undefined;
  return (slots) => {
    const now = [slots[keptResultKey(analysis.id)], ...analysis.inputs.map((key) => slots[key])];
    if (now.length !== seen.length || now.some((value, index) => value !== seen[index])) {
      seen = now;
      answer = currentKeptResult(slots, analysis);
    }
    return answer;
  };
}

const emailStates = new Set(['none', 'sent', 'not-configured', 'error']);

function outcomeProblem(outcome: unknown, analysis: AnalysisContent): string | undefined {
  if (!isRecord(outcome)) return 'its outcome is not an object';
  const { result, offline, source, email, emailError } = outcome;
  if (typeof offline !== 'boolean' || typeof source !== 'string') return 'its outcome names no source';
  if (typeof email !== 'string' || !emailStates.has(email)) return 'its email state is unknown';
  if (email === 'error' && typeof emailError !== 'string') return 'its email error has no message';
  // Read from storage as JSON, so a JSON value: what is checked is whether it is a valid analysis.
  if (!isRecord(result) || !isValidAnalysis(result as AnalysisResult, analysis, new Map()))
    return 'its result fails the validity rule';
  const lists = analysis.sections.filter((section) => section.kind === 'list');
  const notText = lists.find(
    (section) => !(readPath(result, section.field) as unknown[]).every((item) => typeof item === 'string'),
  );
  return notText ? `its "${notText.field}" holds more than text` : undefined;
}

/**
 * A kept result read back from storage, checked like every other slot: its record's shape and its
 * result against the analysis's own sections and validity rule, so a hand-edited or outdated
 * entry is dropped (the user analyses again) instead of breaking the result screen.
 */
export function keptResultValidator(analysis: AnalysisContent): SlotValidator {
  return (value) => {
    if (!isRecord(value)) return { ok: false, reason: 'it is not an object' };
    const { answers, content, finishedAt, outcome } = value;
    if (typeof answers !== 'string' || typeof content !== 'string')
      return { ok: false, reason: 'it has no fingerprints' };
    if (typeof finishedAt !== 'string' || Number.isNaN(Date.parse(finishedAt)))
      return { ok: false, reason: 'its finishing time is not a date' };
    const problem = outcomeProblem(outcome, analysis);
    return problem ? { ok: false, reason: problem } : { ok: true, value };
  };
}
