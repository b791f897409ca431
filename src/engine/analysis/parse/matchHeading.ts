import type { SectionSpec } from '../../content/types.ts';

export interface HeadingMatch {
  section: SectionSpec;
  /** Text after the heading on the same line ('SCORE: 82' -> '82'). */
  rest: string;
}

// A dash only separates when spaced ('SUMMARY - text'), so 'Summary-level metrics' stays prose.
const separator = '(?:\\s*([:：=]+)|\\s+([-–—]+)(?=\\s|$))?';

/** 'NEXT_STEPS' -> /NEXT[\s_-]+STEPS?/: spaces or underscores between words, singular or plural. */
function keyPattern(key: string): string {
  const words = key.split(/[\s_-]+/).filter((word) => word !== '');
  return words
    .map((word, index) => {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (index < words.length - 1) return escaped;
      return /s$/i.test(escaped) ? `${escaped.slice(0, -1)}s?` : `${escaped}s?`;
    })
    .join('[\\s_-]+');
}

/** The line without markdown decoration, so '**1. STRENGTHS:**' and '## Strengths' compare alike. */
function headingText(line: string): string {
  let text = line.replace(/[*`]/g, '').trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(/^(?:#{1,6}|>|[-•+]\s|\(?\d{1,3}[.)]\s)\s*/, '')
      .replace(/^_+|_+$/g, '')
      .trim();
  }
  return text;
}

function wordCount(text: string): number {
  return text.split(/[\s_-]+/).filter((word) => word !== '').length;
}

/** Whether what follows a heading is plausible for its kind; guards against prose that starts with a key word. */
function acceptsRest(section: SectionSpec, rest: string, hadSeparator: boolean): boolean {
  if (rest === '') return true;
  if (section.kind === 'score')
    return /^[-+]?\d/.test(rest) || (hadSeparator && (/\d/.test(rest) || wordCount(rest) <= 2));
  return hadSeparator;
}

function matchExact(text: string, section: SectionSpec): HeadingMatch | null {
  const pattern = new RegExp(`^${keyPattern(section.key)}(?![\\p{L}\\p{N}])${separator}\\s*(.*)$`, 'iu');
  const match = pattern.exec(text);
  if (!match) return null;
  const rest = (match[3] ?? '').trim();
  const hadSeparator = match[1] !== undefined || match[2] !== undefined;
  return acceptsRest(section, rest, hadSeparator) ? { section, rest } : null;
}

/**
 * 'Key Strengths:' or 'Overall Score: 82' for STRENGTHS / SCORE: a short label ending in the key.
 * Only a bare heading (nothing after it) or a score with its number counts, because prose such as
 * 'The team's strengths: ...' must stay content.
 */
function matchSuffix(text: string, section: SectionSpec): HeadingMatch | null {
  const split = new RegExp(`^([^:：=]+?)\\s*(?:[:：=]\\s*(.*))?$`, 'u').exec(text);
  if (!split) return null;
  const label = (split[1] ?? '').trim();
  const rest = (split[2] ?? '').trim();
  if (wordCount(label) > wordCount(section.key) + 2) return null;
  if (!new RegExp(`(?:^|\\s)${keyPattern(section.key)}$`, 'iu').test(label)) return null;
  const numeric = section.kind === 'score' && /^[-+]?\d/.test(rest);
  return rest === '' || numeric ? { section, rest } : null;
}

/** The section a line opens, if it is a heading for one of the specs. */
export function matchHeading(line: string, sections: readonly SectionSpec[]): HeadingMatch | null {
  const text = headingText(line);
  if (text === '') return null;
  // Longer keys first, so a key that begins another key cannot steal its heading.
  const ordered = [...sections].sort((a, b) => b.key.length - a.key.length);
  for (const section of ordered) {
    const match = matchExact(text, section);
    if (match) return match;
  }
  for (const section of ordered) {
    const match = matchSuffix(text, section);
    if (match) return match;
  }
  return null;
}
