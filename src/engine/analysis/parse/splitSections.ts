import type { SectionSpec } from '../../content/types.ts';
import { matchHeading } from './matchHeading.ts';

export interface SplitResponse {
  /** Lines per section field, for the sections whose heading appeared. */
  bodies: Map<string, string[]>;
  /** Lines before the first heading. */
  preamble: string[];
}

/** Splits response lines at section headings; a repeated heading continues its section. */
export function splitSections(lines: readonly string[], sections: readonly SectionSpec[]): SplitResponse {
  const bodies = new Map<string, string[]>();
  const preamble: string[] = [];
  let current: string[] = preamble;
  for (const line of lines) {
    const heading = matchHeading(line, sections);
    if (!heading) {
      current.push(line);
      continue;
    }
    const existing = bodies.get(heading.section.field);
    current = existing ?? [];
    if (!existing) bodies.set(heading.section.field, current);
    if (heading.rest !== '') current.push(heading.rest);
  }
  return { bodies, preamble };
}
