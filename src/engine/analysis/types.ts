import type { AnalysisContent, JsonObject } from '../content/types.ts';

/** The analysis input: store values keyed by store key (e.g. companyProfile, founderQuestionnaire). */
export type AnalysisInput = Readonly<Record<string, unknown>>;

/** A parsed analysis: one key per section field, dotted fields nested (sectionScores.positioning). */
export type AnalysisResult = JsonObject;

/** Environment variables as the UI sees them (import.meta.env); the engine never reads them itself. */
export type EnvVars = Readonly<Record<string, string | boolean | undefined>>;

/** What parseAnalysis needs from an analysis; an AnalysisContent is one. */
export type ParseSpec = Pick<AnalysisContent, 'sections' | 'validity'> & {
  messages: Pick<AnalysisContent['messages'], 'parseFailed'>;
};
