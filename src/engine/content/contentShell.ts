import type {
  AnalysisApp,
  AppContent,
  AppMessages,
  Content,
  ContentShell,
  FlowApp,
  OnDemandApp,
  ShellApp,
} from './types.ts';

/** The keys of ShellApp: what of the app's texts the shell carries. */
const shellAppKeys = [
  'kind',
  'brand',
  'home',
  'notFound',
  'errorScreen',
  'frame',
  'answerMaxLength',
] as const satisfies readonly (keyof ShellApp)[];

/** The keys of OnDemandApp: the app's texts read only once an analysis runs or a flow is finished. */
const onDemandAppKeys = [
  'providers',
  'serverMessages',
  'completionMessages',
  'offlineNotes',
] as const satisfies readonly (keyof OnDemandApp)[];

/** The keys of AnalysisApp: texts only a flow that runs an analysis reads. */
const analysisAppKeys = [
  'analysisStatus',
  'analysisErrorScreen',
  'keptResult',
] as const satisfies readonly (keyof AnalysisApp)[];

const isShellKey = (key: string) => (shellAppKeys as readonly string[]).includes(key);
const isOnDemandKey = (key: string) => (onDemandAppKeys as readonly string[]).includes(key);

/** The flow's own part of the app's texts, without the messages every flow's module imports from one module. */
export type FlowTexts = Omit<FlowApp, 'messages'>;

/**
 * The app's texts split in four: what every page needs (the shell), the steps' and fields'
 * messages (with any flow), what only one flow's screens read, and what only a running analysis
 * or a finished flow reads (loaded then).
 */
export function splitApp(app: AppContent): {
  shell: ShellApp;
  messages: AppMessages;
  flow: FlowTexts;
  onDemand: OnDemandApp;
} {
  const entries = Object.entries(app);
  const isFlowKey = (key: string) => !isShellKey(key) && !isOnDemandKey(key) && key !== 'messages';
  return {
    shell: Object.fromEntries(entries.filter(([key]) => isShellKey(key))) as ShellApp,
    messages: app.messages,
    flow: Object.fromEntries(entries.filter(([key]) => isFlowKey(key))) as FlowTexts,
    onDemand: Object.fromEntries(entries.filter(([key]) => isOnDemandKey(key))) as OnDemandApp,
  };
}

/** A flow's own texts without the analysis texts, for a flow that runs no analysis (its screens never show them). */
export function withoutAnalysisTexts(texts: FlowTexts): FlowTexts {
  const analysisKeys: readonly string[] = analysisAppKeys;
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !analysisKeys.includes(key))) as FlowTexts;
}

export function contentShell(content: Content): ContentShell {
  return {
    language: content.language,
    languages: content.languages,
    app: splitApp(content.app).shell,
    pages: content.pages.map(({ id, route, title }) => ({ id, route, title })),
    flows: content.flows.map((flow) => ({
      id: flow.id,
      ...(flow.card ? { card: flow.card } : {}),
      start: flow.start,
      screens: flow.screens.map((screen) => ({
        id: screen.id,
        route: screen.route,
        type: screen.type,
        ...(screen.type === 'form' ? { form: screen.form } : {}),
      })),
    })),
  };
}
