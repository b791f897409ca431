import { useId, useLayoutEffect, useRef } from 'react';
import type { AnalysisViewState } from './analysisViewState.ts';
import styles from './AnalysisPreview.styles.ts';

type Preview = NonNullable<Extract<AnalysisViewState, { kind: 'running' }>['preview']>;

/** Whether the box is scrolled to (nearly) its end, where the newest text appears. */
const atEnd = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight < 24;

/**
 * The answer as it streams in, under the status line: the summary and the lists filling in, as
 * plain text (never markup). The box keeps its newest line in view unless the reader scrolled up.
 */
export function AnalysisPreview({ preview }: { preview: Preview }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    if (box.current && following.current) box.current.scrollTop = box.current.scrollHeight;
  });
  const lists = preview.lists.filter((list) => list.items.length > 0);
  if (preview.summary === '' && lists.length === 0) return null;
  return (
    <div
      ref={box}
      className={styles.preview}
      data-testid="analysis-preview"
      aria-busy="true"
      onScroll={(event) => (following.current = atEnd(event.currentTarget))}
    >
      {preview.summary.split(/\n+/).map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {lists.map((list, index) => (
        <div key={list.heading} data-testid="analysis-preview-list">
          {/* Not a heading: the preview sits under a form's h1 or a step's h2, and the result brings the headings. */}
          <p id={`${id}-${index}`} className={styles.heading}>
            {list.heading}
          </p>
          <ol aria-labelledby={`${id}-${index}`} className={styles.items}>
            {list.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
