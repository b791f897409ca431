import { offlineAnalyze } from '../offline/offlineAnalyze.ts';
import type { AnalysisBackend } from './AnalysisBackend.ts';

/** The offline analyzer behind the backend seam: the rubric in the prompt file, no provider at all. */
export const offlineBackend: AnalysisBackend = {
  produce: ({ flow, analysis, input, offlineNotes }) =>
    Promise.resolve({ text: offlineAnalyze(input, analysis, { flow, notes: offlineNotes }), source: 'offline' }),
};
