import type { ArrayAction } from './arrayContext.ts';

const controls = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

function firstControl(item: Element | undefined): HTMLElement | undefined {
  const control =
    item?.querySelector<HTMLElement>(controls) ?? item?.querySelector<HTMLElement>('button:not([disabled])');
  return control ?? undefined;
}

/** What takes a removed item's place: the item now at its index, or the one before it when it was last. */
export function itemAfterRemove<T>(items: readonly T[], index: number): T | undefined {
  return items[Math.min(index, items.length - 1)];
}

/**
 * Where focus goes once a list change has rendered, so a keyboard user never falls back to the
 * top of the page: the new item's first control after Add or Copy; the item that took the removed
 * one's place (or the one before it, or `fallback`) after Remove; the moved item's same button
 * after a move (its other move button when that one is now disabled).
 */
export function focusAfter(action: ArrayAction, index: number, items: Element[], fallback: HTMLElement | null): void {
  let target: HTMLElement | undefined | null;
  switch (action) {
    case 'add':
      target = firstControl(items.at(-1));
      break;
    case 'copy':
      target = firstControl(items[index + 1]);
      break;
    case 'remove':
      target = firstControl(itemAfterRemove(items, index)) ?? fallback;
      break;
    case 'moveUp':
    case 'moveDown': {
      const moved = items[action === 'moveUp' ? index - 1 : index + 1];
      const same = moved?.querySelector<HTMLButtonElement>(`[data-action=${action}]`);
      const other = moved?.querySelector<HTMLButtonElement>(
        `[data-action=${action === 'moveUp' ? 'moveDown' : 'moveUp'}]`,
      );
      target = same && !same.disabled ? same : other;
      break;
    }
  }
  target?.focus();
}

/** What a screen reader hears after a list change (the list's live region). */
export function announcement(
  action: ArrayAction,
  index: number,
  total: number,
  titleOf: (i: number) => string,
): string {
  switch (action) {
    case 'add':
      return `${titleOf(total - 1)} added.`;
    case 'copy':
      return `${titleOf(index)} copied as ${titleOf(index + 1)}.`;
    case 'remove':
      return `${titleOf(index)} removed; ${total} left.`;
    case 'moveUp':
      return `Moved up to position ${index} of ${total}.`;
    case 'moveDown':
      return `Moved down to position ${index + 2} of ${total}.`;
  }
}
