import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export interface SortableItem {
  /** Unique within the list (the item's content id). */
  key: string;
  label: string;
  /** A second line under the label, e.g. when a conditional field is shown. */
  detail?: string;
  problems: number;
  selected: boolean;
  /** Rendered under the item (e.g. a screen's steps when it is selected). */
  children?: ReactNode;
}

interface SortableListProps {
  /** What the list holds, for screen readers: "steps of Acquisition Criteria". */
  name: string;
  items: SortableItem[];
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** Stands at `index` among the items: Undo offered where a deleted item was. */
  undoOffer?: { index: number; node: ReactNode };
}

const DragButton = chakra('button');

function Row({ item, index, onSelect }: { item: SortableItem; index: number; onSelect: (index: number) => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      listStyleType="none"
      position="relative"
      zIndex={isDragging ? 1 : undefined}
    >
      <HStack
        gap={1}
        borderRadius="md"
        bg={item.selected ? 'brand.50' : isDragging ? 'white' : undefined}
        boxShadow={isDragging ? 'md' : undefined}
        _hover={{ bg: item.selected ? 'brand.50' : 'gray.100' }}
      >
        <DragButton
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${item.label} (Space to pick up, arrows to move, Space to drop)`}
          cursor="grab"
          color="gray.600"
          px={1}
          py={1}
          borderRadius="sm"
          fontSize="sm"
          lineHeight="1"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
        >
          ⠿
        </DragButton>
        <DragButton
          type="button"
          onClick={() => onSelect(index)}
          data-undo-landing=""
          aria-current={item.selected ? 'true' : undefined}
          flex="1"
          textAlign="left"
          py={1}
          pr={2}
          fontSize="sm"
          fontWeight={item.selected ? 'semibold' : 'normal'}
          color={item.selected ? 'brand.800' : 'gray.800'}
          borderRadius="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
        >
          {index + 1}. {item.label}
          {item.detail ? (
            <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="gray.600">
              {item.detail}
            </Text>
          ) : null}
        </DragButton>
        {item.problems > 0 ? (
          <Badge colorPalette="red" aria-label={`${item.problems} problem${item.problems === 1 ? '' : 's'}`}>
            {item.problems}
          </Badge>
        ) : null}
      </HStack>
      {item.children}
    </Box>
  );
}

/**
 * A list whose items move by mouse or keyboard (dnd-kit's keyboard sensor), each move
 * announced to screen readers by the items' names and positions.
 */
export function SortableList({ name, items, onSelect, onMove, undoOffer }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: unknown) => items.find((item) => item.key === id)?.label ?? String(id);
  const positionOf = (id: unknown) => items.findIndex((item) => item.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)} of ${items.length} ${name}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length} ${name}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} cancelled; it is back at position ${positionOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Box as="ol" aria-label={name} pl={0} m={0}>
          {items.map((item, index) => (
            <Fragment key={item.key}>
              {undoOffer?.index === index ? undoOffer.node : null}
              <Row item={item} index={index} onSelect={onSelect} />
            </Fragment>
          ))}
          {undoOffer && undoOffer.index >= items.length ? undoOffer.node : null}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
