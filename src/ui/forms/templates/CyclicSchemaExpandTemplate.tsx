import { ID_KEY, TranslatableString } from '@rjsf/utils';
import buttonStyles from '../styles/buttons.styles.ts';
import fieldStyles from '../styles/fields.styles.ts';
import gridStyles from '../styles/grid.styles.ts';
import type { FormCyclicSchemaExpandProps } from '../types.ts';

/** A schema that refers to itself: a note and a button that opens one more level. */
export function CyclicSchemaExpandTemplate({ name, fieldPathId, registry, onExpand }: FormCyclicSchemaExpandProps) {
  const id = fieldPathId[ID_KEY];
  return (
    <div className={gridStyles.cyclicSchema}>
      <p className={fieldStyles.description}>{registry.translateString(TranslatableString.CycleDetected, [name])}</p>
      <button type="button" id={`${id}-button`} onClick={() => onExpand(id)} className={buttonStyles.addButton}>
        {registry.translateString(TranslatableString.ExpandButton)}
      </button>
    </div>
  );
}
