import { checkAnalysisPaths } from './checks/analysisPaths.ts';
import { checkPrintedFor } from './checks/printedFor.ts';
import { checkAnalysisScreens } from './checks/analysisScreens.ts';
import { checkCards } from './checks/cards.ts';
import { checkCollect } from './checks/collect.ts';
import { createCheckContext, type ContentCheck } from './checks/context.ts';
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
import { checkPageTexts } from './checks/logic/checkFlowTemplates.ts';
import { checkLogic } from './checks/logic/checkLogic.ts';
import { checkTemplatePlaceholders } from './checks/templatePlaceholders.ts';
import { assembleContent } from './assembleContent.ts';
import { checkTranslations, type ParsedContentFile, type TranslatedFiles } from './translations/checkTranslations.ts';
import { sourceLanguage } from './translations/languages.ts';
import { compileContentSchemas, contentKinds, kindFolders, type ContentKind } from './contentSchemas.ts';
import { didYouMean } from './didYouMean.ts';
import { sortProblems, type Problem } from './problem.ts';
import { resolveForms } from './formLoading/resolveForms.ts';
import { schemaProblems } from './schemaProblems.ts';
import { schemaReferenceProblems } from './schemaReference.ts';
import { parseSource } from './sourceFile.ts';
import type { Content, Language } from '../engine/content/types.ts';

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
  /** The content in each language of translations/, by tag: the same tree with that language's texts. */
  translations?: Record<string, Content>;
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
  checkPageTexts,
  checkSections,
  checkReachability,
  checkTemplatePlaceholders,
  checkAnalysisPaths,
  checkPrintedFor,
  checkAnalysisScreens,
  checkGuardOrder,
  checkCollect,
];

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
  const parsed: ParsedContentFile[] = [];

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
    parsed.push({ source, kind: contentKind, placedAt });
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

  const translated = checkTranslations(parsed, schemas);
  const languages = [sourceLanguage, ...translated.languages.map((entry) => entry.language)];
  const english = parsed.filter((entry) => entry.kind !== 'translation');
  const { content, sources } = assembleContent(english, sourceLanguage, languages);

  // Every check, and everything downstream (engine, server, rjsf), reads each form with its `$ref`s resolved.
  const resolved = resolveForms(content.forms, sources.forms);
  if (resolved.problems.length > 0)
    return { problems: sortProblems(resolved.problems), warnings: sortProblems(resolved.warnings) };
  Object.assign(content.forms, resolved.forms);
  Object.assign(sources.forms, resolved.sources);

  const { context, problems: semantic } = createCheckContext(content, sources);
  for (const check of [...semanticChecks, ...extraChecks]) check(context);
  const found = [...semantic, ...translated.problems];
  const errors = found.filter((problem) => problem.severity !== 'warning');
  const warnings = sortProblems([...resolved.warnings, ...found.filter((problem) => problem.severity === 'warning')]);
  if (errors.length > 0) return { problems: sortProblems(errors), warnings };
  return { content, problems: [], warnings, translations: translatedContent(english, translated.languages, languages) };
}

/** Each language's content tree: the English files with its texts in place, assembled as English is. */
function translatedContent(
  english: readonly ParsedContentFile[],
  translated: readonly TranslatedFiles[],
  languages: Language[],
): Record<string, Content> {
  return Object.fromEntries(
    translated.map(({ language, data }) => {
      const files = english.map((file) => ({
        ...file,
        source: { ...file.source, data: data.get(file.source.file) ?? file.source.data },
      }));
      const { content, sources } = assembleContent(files, language, languages);
      Object.assign(content.forms, resolveForms(content.forms, sources.forms).forms);
      return [language.tag, content];
    }),
  );
}
