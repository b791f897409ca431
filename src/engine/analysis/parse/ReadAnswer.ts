import type { AnalysisResult } from '../types.ts';

/** One reading of a model's answer, before the validity rule judges it. */
export interface ReadAnswer {
  result: AnalysisResult;
  /**
   * How many items the model itself wrote for each list it gave (before any filler padding); a
   * list it left out altogether is absent and judged after padding, as the spec's fallback says.
   */
  writtenItems: Map<string, number>;
}
