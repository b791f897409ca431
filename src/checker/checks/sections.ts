import type { ContentCheck } from './context.ts';

/** Section specs are internally consistent: unique headings and fields, sane bounds, shown fields exist. */
export const checkSections: ContentCheck = ({ content, sources, report }) => {
  for (const analysis of Object.values(content.analyses)) {
    const source = sources.analyses[analysis.id];
    if (!source) continue;
    const keys = new Set<string>();
    const fields = new Set<string>();
    analysis.sections.forEach((section, index) => {
      const at = ['sections', index];
      if (keys.has(section.key)) report(source, [...at, 'key'], `section "${section.key}" is declared twice`);
      if (fields.has(section.field))
        report(source, [...at, 'field'], `field "${section.field}" is filled by two sections`);
      keys.add(section.key);
      fields.add(section.field);
      if (section.kind === 'text') return;
      if (section.min > section.max) {
        report(source, [...at, 'min'], `min (${section.min}) is greater than max (${section.max})`);
      }
      if (section.kind === 'score' && (section.fallback < section.min || section.fallback > section.max)) {
        report(source, [...at, 'fallback'], `fallback ${section.fallback} is outside ${section.min}-${section.max}`);
      }
      if (section.kind === 'list' && section.filler.length < section.min) {
        report(source, [...at, 'filler'], `needs at least ${section.min} filler items to pad a short list to min`);
      }
    });
    const shown: [string, (string | number)[]][] = [
      [analysis.result.scoreField, ['result', 'scoreField']],
      [analysis.result.summaryField, ['result', 'summaryField']],
      ...analysis.result.lists.map((list, i): [string, (string | number)[]] => [
        list.field,
        ['result', 'lists', i, 'field'],
      ]),
      ...(analysis.result.subScores ?? []).map((score, i): [string, (string | number)[]] => [
        score.field,
        ['result', 'subScores', i, 'field'],
      ]),
      ...Object.keys(analysis.validity.minItems).map((field): [string, (string | number)[]] => [
        field,
        ['validity', 'minItems', field],
      ]),
    ];
    for (const [field, path] of shown) {
      if (!fields.has(field))
        report(source, path, `no section fills "${field}" (sections fill: ${[...fields].join(', ')})`);
    }
  }
};
