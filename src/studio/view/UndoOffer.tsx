import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Deletion } from '../model/deletion.ts';
import { useStudio } from './useStudio.ts';

/** Deletions whose offer has taken focus once: coming back to the list later does not take it again. */
const focused = new WeakSet<Deletion>();

/** A focusable part of a list item to land on when it comes back: a row's own button, else its first field. */
const landing = '[data-undo-landing], input, select, textarea';

/** Focuses what stands at `index` of `list` once the restored item is rendered there (within about a second). */
function focusWhenBack(list: Element, index: number, offer: Element) {
  let frames = 60;
  const attempt = () => {
    const child = list.children[index];
    const target = child && child !== offer ? child.querySelector<HTMLElement>(landing) : null;
    if (target) target.focus();
    else if ((frames -= 1) > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

const Row = chakra('li');

/**
 * Stands where a deleted item was, in its list: says what was deleted and offers Undo, which
 * puts it back in place and moves focus onto it. Fresh from a delete, Undo takes focus (the
 * Delete button went with the item); a screen reader hears it through the Studio's announcer.
 */
export function UndoOffer({
  deletion,
  as = 'li',
  onUndone,
}: {
  deletion: Deletion;
  as?: 'li' | 'div';
  /** After the item is back, with its index (a navigator list reopens it). */
  onUndone?: (index: number) => void;
}) {
  const undoDelete = useStudio((state) => state.undoDelete);
  const dismiss = useStudio((state) => state.dismissDeletion);
  const row = useRef<HTMLLIElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused.has(deletion)) return;
    focused.add(deletion);
    undo.current?.focus();
  }, [deletion]);
  return (
    <Row
      as={as}
      ref={row}
      listStyleType="none"
      data-undo-offer=""
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.400"
      borderRadius="md"
      bg="white"
      px={2}
      py={1.5}
      mb={as === 'div' ? 2 : 0.5}
    >
      <HStack gap={2} flexWrap="wrap">
        <Text fontSize="sm" color="gray.700" flex="1" minW="8rem">
          Deleted {deletion.label}.
        </Text>
        <Button
          ref={undo}
          size="xs"
          colorPalette="brand"
          aria-label={`Undo delete of ${deletion.label}`}
          onClick={() => {
            const list = row.current?.parentElement;
            const index = undoDelete();
            if (index === undefined) return;
            onUndone?.(index);
            if (list && row.current) focusWhenBack(list, index, row.current);
          }}
        >
          Undo
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Dismiss: keep ${deletion.label} deleted`}
          onClick={() => {
            // Focus stays in the list: on the item that now stands here, else the one before.
            const neighbour = row.current?.nextElementSibling ?? row.current?.previousElementSibling;
            dismiss();
            requestAnimationFrame(() => neighbour?.querySelector<HTMLElement>(landing)?.focus());
          }}
        >
          Dismiss
        </Button>
      </HStack>
    </Row>
  );
}
