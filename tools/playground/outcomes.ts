/** What became of each playground form, and the table docs/forms-playground.md shows. */
export interface Outcome {
  name: string;
  id: string;
  verdict: 'accepted' | 'refused' | 'broken';
  /** Refused or broken: why (the checker's located messages); accepted: its warnings. */
  reasons: string[];
  /** What the sample passes the playground page rather than the form, left out. */
  leftOut: string[];
  /** Accepted: the content root holding its flow and form, and the sample's own answers. */
  root?: string;
  formData?: unknown;
}

/** The usability check's finding for one accepted form (tools/playground/usable.test.tsx). */
export interface Usability {
  usable: boolean;
  /** How it was answered and submitted, or what went wrong. */
  detail: string;
}

/** A table cell: the checker's lists of every allowed name left out (its message names the nearest one). */
const cell = (text: string) =>
  text
    .replace(/ \((?:widgets|options): [^)]*\)/g, '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

/** The Markdown table, one row per form in the playground's order, then the totals. */
export function outcomeRows(outcomes: readonly Outcome[], usability: Readonly<Record<string, Usability>>): string[] {
  let usable = 0;
  let broken = 0;
  const rows = outcomes.map((outcome, index) => {
    const checked = usability[outcome.id];
    let verdict: string = outcome.verdict;
    const notes = [...outcome.reasons];
    if (outcome.verdict === 'accepted') {
      if (checked?.usable) {
        usable += 1;
        verdict = 'accepted, usable';
      } else {
        broken += 1;
        verdict = 'accepted but BROKEN';
      }
      notes.unshift(checked?.detail ?? 'not checked');
    } else if (outcome.verdict === 'broken') broken += 1;
    if (outcome.leftOut.length > 0)
      notes.push(`left out (the playground page's, not the form's): ${outcome.leftOut.join('; ')}`);
    return `| ${index + 1} | ${cell(outcome.name)} | ${verdict} | ${cell(notes.join(' · '))} |`;
  });
  const refused = outcomes.filter((outcome) => outcome.verdict === 'refused').length;
  return [
    '| # | Playground form | Outcome | Why / how it was used |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `${outcomes.length} forms: ${usable} accepted and usable, ${broken} accepted but broken, ${refused} refused.`,
  ];
}
