import { PlaceholderPicker } from './PlaceholderPicker.tsx';
import { usePlaceholderGroups } from './checkedContent.ts';

/** The placeholder picker above an analysis's source, writing at the editor's cursor. */
export function SourcePlaceholders({ file, onPick }: { file: string; onPick: (text: string) => void }) {
  const groups = usePlaceholderGroups(file);
  return groups.length > 0 ? <PlaceholderPicker groups={groups} onPick={onPick} /> : null;
}
