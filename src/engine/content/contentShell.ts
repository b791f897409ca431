import type { Content, ContentShell } from './types.ts';

export function contentShell(content: Content): ContentShell {
  return {
    language: content.language,
    languages: content.languages,
    app: content.app,
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
