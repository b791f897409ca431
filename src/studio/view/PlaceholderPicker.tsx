import { Box, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PlaceholderChoice, PlaceholderGroup } from '../model/placeholderChoices.ts';
import { controlStyle, Input, Label, labelStyle } from './controls.tsx';

function matches(choice: PlaceholderChoice, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${choice.path} ${choice.title}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

interface PlaceholderPickerProps {
  groups: PlaceholderGroup[];
  /** Writes the chosen placeholder where the editor's cursor was. */
  onPick: (text: string) => void;
}

/**
 * "Insert a placeholder": a combobox over the paths the checker accepts in this analysis's
 * template, grouped by store key. Type to filter, arrows to choose, Enter to insert, Escape to close.
 */
export function PlaceholderPicker({ groups, onPick }: PlaceholderPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const filtered = groups
    .map((group) => ({ ...group, choices: group.choices.filter((choice) => matches(choice, filter)) }))
    .filter((group) => group.choices.length > 0);
  const flat = filtered.flatMap((group) => group.choices);
  // Each group's first option's position in `flat`, which arrows and aria-activedescendant count in.
  const shown = filtered.map((group, groupIndex) => ({
    ...group,
    start: filtered.slice(0, groupIndex).reduce((sum, before) => sum + before.choices.length, 0),
  }));
  const current = Math.min(active, flat.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, open, current]);

  const pick = (choice: PlaceholderChoice | undefined) => {
    if (!choice) return;
    setOpen(false);
    setFilter('');
    setActive(0);
    onPick(choice.text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      setOpen(true);
      setActive(Math.max(0, Math.min(flat.length - 1, to)));
    };
    if (event.key === 'ArrowDown') move(open ? current + 1 : current);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home' && open) move(0);
    else if (event.key === 'End' && open) move(flat.length - 1);
    else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(flat[current]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Box position="relative" mt={2}>
      <Label htmlFor={`${id}-input`} {...labelStyle}>
        Insert a placeholder at the cursor
      </Label>
      <Input
        id={`${id}-input`}
        {...controlStyle}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        placeholder="Type to filter, e.g. email"
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <Text id={`${id}-hint`} fontSize="xs" color="gray.600" mt={1}>
        Only fields this analysis reads (its inputs) are offered. Arrows choose, Enter inserts.
      </Text>
      <Box
        id={`${id}-listbox`}
        role="listbox"
        aria-label="Placeholders"
        hidden={!open}
        position="absolute"
        zIndex={10}
        left={0}
        right={0}
        mt={1}
        maxH="280px"
        overflowY="auto"
        bg="white"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        boxShadow="lg"
      >
        {flat.length === 0 ? (
          <Text fontSize="sm" color="gray.700" px={3} py={2}>
            No field of this analysis's inputs matches “{filter}”.
          </Text>
        ) : null}
        {shown.map((group) => (
          <Box key={group.store} role="group" aria-labelledby={`${id}-${group.store}`}>
            <Text
              id={`${id}-${group.store}`}
              fontSize="xs"
              fontWeight="semibold"
              color="gray.700"
              bg="gray.50"
              px={3}
              py={1}
              position="sticky"
              top={0}
            >
              {group.store} · {group.source}
            </Text>
            {group.choices.map((choice, index) => {
              const position = group.start + index;
              const selected = position === current;
              return (
                <Box
                  key={choice.path}
                  id={optionId(position)}
                  role="option"
                  aria-selected={selected}
                  px={3}
                  py={1.5}
                  cursor="pointer"
                  bg={selected ? 'brand.50' : undefined}
                  _hover={{ bg: 'gray.100' }}
                  // Keeps the focus (and the field's cursor) where it is until the choice is written.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(choice)}
                >
                  <Text fontSize="sm" color="gray.900">
                    {choice.title}
                  </Text>
                  <Text fontSize="xs" color="gray.700" fontFamily="mono">
                    {choice.text}
                  </Text>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
