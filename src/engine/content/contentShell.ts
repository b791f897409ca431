import type { AppContent, Content, ContentShell, FlowApp, ShellApp } from './types.ts';

/** The keys of ShellApp: what of the app's texts the shell carries. */
const shellAppKeys = [
  'kind',
  'brand',
  'home',
  'notFound',
  'errorScreen',
  'messages',
  'answerMaxLength',
] as const satisfies readonly (keyof ShellApp)[];

const isShellKey = (key: string) => (shellAppKeys as readonly string[]).includes(key);

/** The app's texts split in two: what every page needs (the shell) and what only flow screens read. */
export function splitApp(app: AppContent): { shell: ShellApp; flow: FlowApp } {
  const entries = Object.entries(app);
  return {
    shell: Object.fromEntries(entries.filter(([key]) => isShellKey(key))) as ShellApp,
    flow: Object.fromEntries(entries.filter(([key]) => !isShellKey(key))) as FlowApp,
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
