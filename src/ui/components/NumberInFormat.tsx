import type { ReactNode } from 'react';
import { type NumberFormat, numberAdornment, numberReading } from '../../engine/formats/numberFormats.ts';

/** The classes of a number box's surroundings, from the style sheet of the view that draws it. */
interface NumberInFormatStyles {
  row: string;
  affix: string;
  reading: string;
}

/**
 * What surrounds a number box in the app's number formats: its sign ($ before, % or x after) and,
 * once the number has thousands, the number as it reads ($300,000) under it. `describedBy` names
 * the ids of the parts shown, for the box's aria-describedby.
 */
export function numberInFormat(idBase: string, format: NumberFormat | undefined, value: number | undefined) {
  const { prefix, suffix } = numberAdornment(format);
  const reading = numberReading(value, format);
  const ids = { prefix: `${idBase}-prefix`, suffix: `${idBase}-suffix`, reading: `${idBase}-reading` };
  const describedBy = [
    prefix === undefined ? undefined : ids.prefix,
    suffix === undefined ? undefined : ids.suffix,
    reading === undefined ? undefined : ids.reading,
  ].filter((id): id is string => id !== undefined);
  return { prefix, suffix, reading, ids, describedBy };
}

/** A number box (`children`) with its sign beside it, anything `after` it on its row, and its reading under it. */
export function NumberInFormat({
  parts,
  styles,
  children,
  after,
}: {
  parts: ReturnType<typeof numberInFormat>;
  styles: NumberInFormatStyles;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { prefix, suffix, reading, ids } = parts;
  return (
    <div>
      <div className={styles.row}>
        {prefix === undefined ? null : (
          <span id={ids.prefix} className={styles.affix}>
            {prefix}
          </span>
        )}
        {children}
        {suffix === undefined ? null : (
          <span id={ids.suffix} className={styles.affix}>
            {suffix}
          </span>
        )}
        {after}
      </div>
      {reading === undefined ? null : (
        <p id={ids.reading} className={styles.reading} data-testid="number-reading">
          {reading}
        </p>
      )}
    </div>
  );
}
