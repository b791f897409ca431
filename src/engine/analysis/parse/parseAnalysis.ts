import { AnalysisError } from '../AnalysisError.ts';
import type { AnalysisResult, ParseSpec } from '../types.ts';
import { isValidAnalysis } from './checkValidity.ts';
import { hasReadableContent, normaliseResponse } from './normaliseResponse.ts';
import { readHeadingAnswer } from './readHeadingAnswer.ts';
import { isJsonAnswer, readJsonAnswer } from './readJsonAnswer.ts';

/**
 * Reads a model's answer into a result shaped by the spec's sections: a JSON object (a structured
 * answer) field by field, anything else by its headings. Only an empty or broken answer is a
 * parse failure; a result that breaks the validity rule (e.g. no summary) is a validity failure,
 * judged by the same rule whichever way the answer was read.
 */
export function parseAnalysis(text: string, spec: ParseSpec): AnalysisResult {
  const normalised = normaliseResponse(text);
  if (!hasReadableContent(normalised)) {
    throw new AnalysisError('parse', spec.messages.parseFailed);
  }
  const { result, writtenItems } = isJsonAnswer(normalised)
    ? readJsonAnswer(normalised, spec)
    : readHeadingAnswer(normalised, spec);
  if (!isValidAnalysis(result, spec, writtenItems)) {
    throw new AnalysisError('validity', spec.validity.message);
  }
  return result;
}
