import type { AppContent, Content, ContentShell, FlowApp, OnDemandApp, ShellApp } from './types.ts';

/** The keys of ShellApp: what of the app's texts the shell carries. */
const shellAppKeys = [
  'kind',
  'brand',
  'home',
  'notFound',
  'errorScreen',
  'frame',
  'messages',
  'answerMaxLength',
] as const satisfies readonly (keyof ShellApp)[];

/** The keys of OnDemandApp: the app's texts read only once an analysis runs or a flow is finished. */
const onDemandAppKeys = [
  'providers',
  'serverMessages',
  'completionMessages',
] as const satisfies readonly (keyof OnDemandApp)[];

const isShellKey = (key: string) => (shellAppKeys as readonly string[]).includes(key);
const isOnDemandKey = (key: string) => (onDemandAppKeys as readonly string[]).includes(key);

/**
 * The app's texts split in three: what every page needs (the shell), what only flow screens read,
 * and what only a running analysis or a finished flow reads (loaded then).
 */
export function splitApp(app: AppContent): { shell: ShellApp; flow: FlowApp; onDemand: OnDemandApp } {
  const entries = Object.entries(app);
  return {
    shell: Object.fromEntries(entries.filter(([key]) => isShellKey(key))) as ShellApp,
    flow: Object.fromEntries(entries.filter(([key]) => !isShellKey(key) && !isOnDemandKey(key))) as FlowApp,
    onDemand: Object.fromEntries(entries.filter(([key]) => isOnDemandKey(key))) as OnDemandApp,
  };
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
