import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { inputPathProblem } from './fieldPaths.ts';

/**
 * Rubric fields and precheck paths name stored fields, and a rubric `score` names a score
 * section: a typo would make the offline analysis rate an empty answer, or a precheck always fail.
 */
export const checkAnalysisPaths: ContentCheck = ({ content, sources, report }) => {
  for (const analysis of Object.values(content.analyses)) {
    const source = sources.analyses[analysis.id];
    if (!source) continue;
    const scoreFields = analysis.sections.filter((section) => section.kind === 'score').map((section) => section.field);
    analysis.rubric.forEach((criterion, index) => {
      const problem = inputPathProblem(content, analysis, criterion.field);
      if (problem) report(source, ['rubric', index, 'field'], problem);
      if (criterion.score !== undefined && !scoreFields.includes(criterion.score)) {
        const hint =
          didYouMean(criterion.score, scoreFields) || ` (score sections: ${scoreFields.join(', ') || 'none'})`;
        report(source, ['rubric', index, 'score'], `no score section fills "${criterion.score}"${hint}`);
      }
    });
    analysis.precheck.forEach((rule, r) =>
      rule.require.forEach((path, p) => {
        const problem = inputPathProblem(content, analysis, path);
        if (problem) report(source, ['precheck', r, 'require', p], problem);
      }),
    );
  }
};
