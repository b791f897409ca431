import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import { templateFilters, templatePlaceholders, type Placeholder } from '../../engine/template/index.ts';
import type { ContentCheck } from './context.ts';
import type { AnalysisContent, Content } from '../../engine/content/types.ts';
import { formFieldPathProblem } from './formFieldPath.ts';
import { inputPathProblem, resultFields } from './fieldPaths.ts';
import { computedPathProblem, paramsPathProblem } from './logic/computedPlaceholders.ts';
import { needsFallback, possiblyMissing } from './possiblyMissing.ts';

const filterNames = Object.keys(templateFilters);

function filterProblems(placeholder: Placeholder): string[] {
  return placeholder.filters
    .filter((name) => !filterNames.includes(name))
    .map(
      (name) => `unknown filter "${name}"${didYouMean(name, filterNames) || ` (filters: ${filterNames.join(', ')})`}`,
    );
}

/** A path problem, or, for an answer only some visitors give, a missing `?? "fallback"`. */
function inputProblem(
  content: Content,
  analysis: AnalysisContent,
  placeholder: Placeholder,
  extraRoots?: Parameters<typeof inputPathProblem>[3],
): string | null {
  const root = placeholder.path.split('.')[0];
  if (root === 'computed') return computedPathProblem(content, analysis, placeholder.path);
  if (root === 'params') return paramsPathProblem(content, analysis, placeholder.path, placeholder.fallback);
  const problem = inputPathProblem(content, analysis, placeholder.path, extraRoots);
  if (problem || placeholder.fallback !== undefined) return problem;
  const missing = possiblyMissing(content, placeholder.path);
  return missing ? needsFallback(placeholder.path, missing) : null;
}

/** What the save-and-continue-later email may name: the address, the link, the brand and, for a link the server keeps, its expiry. */
const saveLinkEmailRoots = ['email', 'link', 'brand', 'expiresAt'];

function saveLinkEmailProblem({ path, fallback }: Placeholder): string | null {
  if (!saveLinkEmailRoots.includes(path))
    return `the link's email knows no "${path}"${didYouMean(path, saveLinkEmailRoots) || ` (it knows ${saveLinkEmailRoots.join(', ')})`}`;
  return path === 'expiresAt' && fallback === undefined
    ? `is missing for a link that carries its answers itself: declare what to write then, e.g. {{ expiresAt | longDate ?? "as long as you keep the link" }}`
    : null;
}

/**
 * Every {{ placeholder }} in a prompt, an email param (an analysis's or the saved link's) or a form preview names a field that will
 * be there, through filters that exist. Unknown ones would silently render as nothing.
 */
export const checkTemplatePlaceholders: ContentCheck = ({ content, sources, reportAtText }) => {
  const checkTemplate = (
    source: SourceFile,
    path: PathSegment[],
    template: string,
    pathProblem: (placeholder: Placeholder) => string | null,
  ) => {
    const seen = new Map<string, number>();
    for (const placeholder of templatePlaceholders(template)) {
      const occurrence = seen.get(placeholder.raw) ?? 0;
      seen.set(placeholder.raw, occurrence + 1);
      const problems = [
        placeholder.path === '' ? 'the placeholder names nothing' : pathProblem(placeholder),
        ...filterProblems(placeholder),
      ];
      for (const problem of problems)
        if (problem) reportAtText(source, path, placeholder.raw, occurrence, `${placeholder.raw}: ${problem}`);
    }
  };

  for (const analysis of Object.values(content.analyses)) {
    const source = sources.analyses[analysis.id];
    if (!source) continue;
    checkTemplate(source, ['template'], analysis.template, (placeholder) =>
      inputProblem(content, analysis, placeholder),
    );
    const emailRoots = { result: resultFields(analysis), now: 'leaf' as const };
    for (const [name, template] of Object.entries(analysis.email?.params ?? {})) {
      checkTemplate(source, ['email', 'params', name], template, (placeholder) =>
        inputProblem(content, analysis, placeholder, emailRoots),
      );
    }
  }

  const saveEmail = content.saveForLater?.email;
  if (saveEmail) {
    for (const [name, template] of Object.entries(saveEmail.params))
      checkTemplate(sources.app, ['saveForLater', 'email', 'params', name], template, saveLinkEmailProblem);
  }

  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    flow.screens.forEach((screen, index) => {
      if (screen.type !== 'form' || !screen.preview) return;
      const form = content.forms[screen.form];
      // A missing form is reported by the reference check.
      if (!form) return;
      checkTemplate(source, ['screens', index, 'preview', 'template'], screen.preview.template, ({ path }) =>
        formFieldPathProblem(`form "${screen.form}"`, form.schema, path),
      );
    });
  }
};
