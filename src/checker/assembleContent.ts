import type { ContentSources } from './checks/context.ts';
import type { ParsedContentFile } from './translations/checkTranslations.ts';
import type {
  AnalysisContent,
  AppFile,
  Content,
  FlowContent,
  FormContent,
  Language,
  PageContent,
} from '../engine/content/types.ts';

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
 * The content tree of schema-checked files (exactly one of them the app file), in `language`,
 * and where each piece came from. Each file's id is its file name; flows and pages by id.
 */
export function assembleContent(
  files: readonly ParsedContentFile[],
  language: Language,
  languages: Language[],
): { content: Content; sources: ContentSources } {
  const app = files.find((file) => file.kind === 'app');
  if (!app) throw new Error('assembleContent: no app file (checkContent refuses such content first)');
  const { saveForLater, ...appTexts } = checked<AppFile>(withoutSchemaKey(app.source.data));
  const content: Content = {
    language,
    languages,
    // The page's content carries the save button's label only; its other texts load on demand.
    app: { ...appTexts, saveForLater: { label: saveForLater.label } },
    saveForLater,
    flows: [],
    pages: [],
    forms: {},
    analyses: {},
  };
  const sources: ContentSources = { app: app.source, flows: {}, pages: {}, forms: {}, analyses: {} };
  for (const { source, kind } of files) {
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
      case 'translation':
        break;
    }
  }
  content.flows.sort((a, b) => a.id.localeCompare(b.id));
  content.pages.sort((a, b) => a.id.localeCompare(b.id));
  return { content, sources };
}
