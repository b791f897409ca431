import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { inputPathProblem } from './fieldPaths.ts';
import { mayNotRequire, mustBeOptional, possiblyMissing } from './possiblyMissing.ts';

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
      const missing = problem ? undefined : possiblyMissing(content, criterion.field);
      if (missing && criterion.optional !== true)
        report(source, ['rubric', index, 'field'], mustBeOptional(criterion.field, missing));
      if (criterion.score !== undefined && !scoreFields.includes(criterion.score)) {
        const hint =
          didYouMean(criterion.score, scoreFields) || ` (score sections: ${scoreFields.join(', ') || 'none'})`;
        report(source, ['rubric', index, 'score'], `no score section fills "${criterion.score}"${hint}`);
      }
    });
    analysis.precheck.forEach((rule, r) =>
      rule.require.forEach((path, p) => {
        const problem = path.includes('[]')
          ? `"${path}": a precheck requires a whole answer (e.g. "${path.slice(0, path.indexOf('[]'))}"); whether every item is complete is the form's own rule (its items' "required")`
          : inputPathProblem(content, analysis, path);
        if (problem) report(source, ['precheck', r, 'require', p], problem);
        const missing = problem ? undefined : possiblyMissing(content, path);
        if (missing) report(source, ['precheck', r, 'require', p], mayNotRequire(path, missing));
      }),
    );
  }
};
