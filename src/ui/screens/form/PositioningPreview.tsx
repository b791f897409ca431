import { useId } from 'react';
import type { JsonObject } from '../../../engine/content/types.ts';
import { isBlank } from '../../../engine/values/isBlank.ts';
import { renderTemplate, templatePlaceholders } from '../../../engine/template/index.ts';
import styles from './PositioningPreview.styles.ts';

type Segment = { kind: 'text'; text: string } | { kind: 'answer'; text: string } | { kind: 'gap' };

/**
 * The template cut at its placeholders, each rendered on its own, so the user's words can stand
 * out from the template's. An answer loses its closing full stop (the template ends the sentence)
 * and an unanswered field shows as a blank, not as text the user never wrote.
 */
function segments(template: string, data: JsonObject): Segment[] {
  const parts: Segment[] = [];
  let rest = template;
  for (const placeholder of templatePlaceholders(template)) {
    const at = rest.indexOf(placeholder.raw);
    if (at > 0) parts.push({ kind: 'text', text: rest.slice(0, at) });
    rest = rest.slice(at + placeholder.raw.length);
    const answer = renderTemplate(placeholder.raw, data)
      .trim()
      .replace(/[.\s]+$/, '');
    parts.push(isBlank(answer) ? { kind: 'gap' } : { kind: 'answer', text: answer });
  }
  if (rest !== '') parts.push({ kind: 'text', text: rest });
  return parts;
}

/**
 * The live sentence built from the answers as they are typed. Not an aria-live region: it would
 * re-announce the whole sentence on every keystroke while the user is typing elsewhere.
 */
export function PositioningPreview({ label, template, data }: { label: string; template: string; data: JsonObject }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className={styles.preview}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.sentence} data-testid="positioning-preview">
        {segments(template, data).map((segment, index) => {
          if (segment.kind === 'text') return segment.text;
          if (segment.kind === 'answer') {
            return (
              <span key={index} className={styles.answer}>
                {segment.text}
              </span>
            );
          }
          return (
            <span key={index} className={styles.blank}>
              <span className={styles.blankLabel}>blank</span>
            </span>
          );
        })}
      </p>
    </section>
  );
}
