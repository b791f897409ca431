import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { inputPathProblem } from './fieldPaths.ts';
import { conditionalFormOf, mayBeMissingGuard } from './references.ts';

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
      const conditional = problem ? undefined : conditionalFormOf(content, criterion.field);
      if (conditional && criterion.optional !== true)
        report(
          source,
          ['rubric', index, 'field'],
          `"${criterion.field}" may be missing (form "${conditional}" shows it only when its condition holds): add "optional: true" so a visitor who was not asked is not marked down`,
        );
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
        const conditional = problem ? undefined : conditionalFormOf(content, path);
        const [store = '', field = ''] = path.split('.');
        if (conditional) report(source, ['precheck', r, 'require', p], mayBeMissingGuard(store, field, conditional));
      }),
    );
  }
};
