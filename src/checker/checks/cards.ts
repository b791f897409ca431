import type { ContentCheck } from './context.ts';

/** Home cards have unique ids; only coming-soon cards may live outside a flow. */
export const checkCards: ContentCheck = ({ content, sources, report }) => {
  const ids = new Set<string>();
  content.app.home.cards.forEach((card, index) => {
    if (ids.has(card.id)) report(sources.app, ['home', 'cards', index, 'id'], `card id "${card.id}" is used twice`);
    ids.add(card.id);
    if (!card.comingSoon) {
      report(
        sources.app,
        ['home', 'cards', index],
        'a card here opens nothing: set "comingSoon: true", or move it into a flow file as its "card"',
      );
    }
  });
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!flow.card || !source) continue;
    if (ids.has(flow.card.id)) report(source, ['card', 'id'], `card id "${flow.card.id}" is used twice`);
    ids.add(flow.card.id);
  }
};
