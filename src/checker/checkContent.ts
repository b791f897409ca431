import { checkAnalysisPaths } from './checks/analysisPaths.ts';
import { checkCards } from './checks/cards.ts';
import { checkCollect } from './checks/collect.ts';
import { createCheckContext, type ContentCheck, type ContentSources } from './checks/context.ts';
import { checkFormConditions } from './checks/formConditions.ts';
import { checkFormConditionValues } from './checks/formConditionValues.ts';
import { checkFormDefaults } from './checks/formDefaults.ts';
import { checkFormEnums } from './checks/formEnums.ts';
import { checkMessages } from './checks/messages.ts';
import { checkFormOrder } from './checks/formOrder.ts';
import { checkFormRequired } from './checks/formRequired.ts';
import { checkFormFormats } from './checks/formFormats.ts';
import { checkFormSchemaValid } from './checks/formSchemaValid.ts';
import { checkFormUiKeys } from './checks/formUiKeys.ts';
import { checkFormUiOptions } from './checks/formUiOptions.ts';
import { checkFormWidgets } from './checks/formWidgets.ts';
import { checkFormWidgetTypes } from './checks/formWidgetTypes.ts';
import { checkGuardOrder } from './checks/guardOrder.ts';
import { checkReachability } from './checks/reachability.ts';
import { checkReferences } from './checks/references.ts';
import { checkRoutes } from './checks/routes.ts';
import { checkSections } from './checks/sections.ts';
import { checkSteps } from './checks/steps.ts';
import { checkLogic } from './checks/logic/checkLogic.ts';
import { checkTemplatePlaceholders } from './checks/templatePlaceholders.ts';
import { compileContentSchemas, contentKinds, kindFolders, type ContentKind } from './contentSchemas.ts';
import { didYouMean } from './didYouMean.ts';
import { sortProblems, type Problem } from './problem.ts';
import { resolveForms } from './formLoading/resolveForms.ts';
import { schemaProblems } from './schemaProblems.ts';
import { schemaReferenceProblems } from './schemaReference.ts';
import { parseSource, type SourceFile } from './sourceFile.ts';
import type {
  AnalysisContent,
  AppContent,
  Content,
  FlowContent,
  FormContent,
  PageContent,
} from '../engine/content/types.ts';

export interface ContentFile {
  /** Relative to the project root, with forward slashes: flows/founder.yaml. */
  file: string;
  text: string;
  /**
   * Where the file sits inside its own content root when that is not the project root (an extra
   * root such as tests/fixtures/extra-flow): decides the kind's folder; `file` still names it.
   */
  placedAt?: string;
}

export interface CheckResult {
  content?: Content;
  /** The errors: any one of them keeps the content from being used. */
  problems: Problem[];
  /** What the app accepts and ignores, said so the author knows (Problem.severity 'warning'); never fails. */
  warnings?: Problem[];
}

/** Semantic checks run in this order once every file matches its schema. */
export const semanticChecks: ContentCheck[] = [
  checkCards,
  checkFormSchemaValid,
  checkFormFormats,
  checkFormConditions,
  checkFormConditionValues,
  checkFormUiKeys,
  checkFormUiOptions,
  checkFormOrder,
  checkFormWidgets,
  checkFormWidgetTypes,
  checkFormRequired,
  checkFormEnums,
  checkFormDefaults,
  checkMessages,
  checkRoutes,
  checkReferences,
  checkSteps,
  checkLogic,
  checkSections,
  checkReachability,
  checkTemplatePlaceholders,
  checkAnalysisPaths,
  checkGuardOrder,
  checkCollect,
];

function idOf(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.(ya?ml|json)$/, '');
}

/** The one place parsed data becomes typed content: only ever called after its schema passed. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the one named cast from schema-checked data to its type
function checked<T>(data: Record<string, unknown>): T {
  return data as T;
}

function withoutSchemaKey(data: unknown): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = data as Record<string, unknown>;
  return rest;
}

/**
 * Loads and checks all content: syntax, each file against its kind's schema, then the
 * cross-file checks. Returns the assembled content only when there are no problems.
 */
export function checkContent(
  files: readonly ContentFile[],
  schemas: Record<string, object>,
  extraChecks: ContentCheck[] = [],
): CheckResult {
  const validators = compileContentSchemas(schemas);
  const problems: Problem[] = [];
  const parsed: { source: SourceFile; kind: ContentKind }[] = [];

  for (const { file, text, placedAt = file } of files) {
    const { source, problems: syntax } = parseSource(file, text);
    problems.push(...syntax);
    if (!source) continue;
    const kind = (source.data as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !contentKinds.includes(kind as ContentKind)) {
      const hint = typeof kind === 'string' ? didYouMean(kind, contentKinds) : '';
      problems.push(source.problemAt(['kind'], `"kind" must be one of ${contentKinds.join(', ')}${hint}`));
      continue;
    }
    const contentKind = kind as ContentKind;
    if (!placedAt.startsWith(kindFolders[contentKind])) {
      const article = /^[aeiou]/.test(contentKind) ? 'an' : 'a';
      problems.push(
        source.problemAt(['kind'], `${article} ${contentKind} file belongs in ${kindFolders[contentKind]}`),
      );
      continue;
    }
    // A file outside the project (named by its absolute path) is left to check-content's notes: its
    // reference depends on where the project and the root sit on this machine.
    problems.push(...schemaReferenceProblems(source, text, contentKind));
    const validate = validators[contentKind];
    if (!validate(source.data))
      problems.push(...schemaProblems(source, validate.errors ?? [], schemas, `${contentKind}.schema.json`));
    parsed.push({ source, kind: contentKind });
  }

  const apps = parsed.filter((entry) => entry.kind === 'app');
  if (apps.length !== 1) {
    const where = apps.map((entry) => entry.source.file).join(', ');
    problems.push({
      file: 'flows/',
      line: 1,
      column: 1,
      path: '(root)',
      message: `exactly one file must have "kind: app"; found ${apps.length}${where ? ` (${where})` : ''}`,
    });
  }
  if (problems.length > 0) return { problems: sortProblems(problems) };

  const appSource = (apps[0] as { source: SourceFile }).source;
  const content: Content = {
    app: checked<AppContent>(withoutSchemaKey(appSource.data)),
    flows: [],
    pages: [],
    forms: {},
    analyses: {},
  };
  const sources: ContentSources = { app: appSource, flows: {}, pages: {}, forms: {}, analyses: {} };
  for (const { source, kind } of parsed) {
    const id = idOf(source.file);
    const data = { ...withoutSchemaKey(source.data), id };
    switch (kind) {
      case 'flow':
        content.flows.push(checked<FlowContent>(data));
        sources.flows[id] = source;
        break;
      case 'page':
        content.pages.push(checked<PageContent>(data));
        sources.pages[id] = source;
        break;
      case 'form':
        content.forms[id] = checked<FormContent>(data);
        sources.forms[id] = source;
        break;
      case 'analysis':
        content.analyses[id] = checked<AnalysisContent>(data);
        sources.analyses[id] = source;
        break;
      case 'app':
        break;
    }
  }
  content.flows.sort((a, b) => a.id.localeCompare(b.id));
  content.pages.sort((a, b) => a.id.localeCompare(b.id));

  // Every check, and everything downstream (engine, server, rjsf), reads each form with its `$ref`s resolved.
  const resolved = resolveForms(content.forms, sources.forms);
  if (resolved.problems.length > 0)
    return { problems: sortProblems(resolved.problems), warnings: sortProblems(resolved.warnings) };
  Object.assign(content.forms, resolved.forms);
  Object.assign(sources.forms, resolved.sources);

  const { context, problems: semantic } = createCheckContext(content, sources);
  for (const check of [...semanticChecks, ...extraChecks]) check(context);
  const errors = semantic.filter((problem) => problem.severity !== 'warning');
  const warnings = sortProblems([
    ...resolved.warnings,
    ...semantic.filter((problem) => problem.severity === 'warning'),
  ]);
  if (errors.length > 0) return { problems: sortProblems(errors), warnings };
  return { content, problems: [], warnings };
}
