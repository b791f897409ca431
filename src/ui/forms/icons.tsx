import type { ReactElement } from 'react';

/** The array and key buttons' glyphs: 16 px outline icons drawn in currentColor, hidden from screen readers (the button carries the name). */
const paths = {
  plus: 'M8 3v10M3 8h10',
  arrowUp: 'M8 13V3M3.5 7.5 8 3l4.5 4.5',
  arrowDown: 'M8 3v10M3.5 8.5 8 13l4.5-4.5',
  copy: 'M5.5 5.5h7v7h-7zM3.5 10.5v-7h7',
  remove: 'M3.5 4.5h9M6.5 4.5V3h3v1.5M5 4.5l.5 8.5h5l.5-8.5',
  clear: 'M4 4l8 8M12 4l-8 8',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }): ReactElement {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
