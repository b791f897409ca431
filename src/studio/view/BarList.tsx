import { Box, Grid, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { readCell } from '../model/pastedNumbers.ts';
import { controlStyle, Input, Label } from './controls.tsx';

interface BarInputProps {
  index: number;
  value: number;
  /** The values the bar stands over ("$0–$1K"), when the step's scale is known. */
  span: string | undefined;
  /** The checker's problems at this bar. */
  problems: string[];
  onValue: (value: number) => void;
  onFocusBar: (index: number | undefined) => void;
}

const problemText = { 'not a number': 'is not a number', negative: 'is below 0' } as const;

/**
 * One bar's height. What is typed stays in the box as typed; a number of 0 or more goes into the
 * chart at once, anything else is named under the box while the chart keeps the last good height.
 */
function BarInput({ index, value, span, problems, onValue, onFocusBar }: BarInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string>();
  // A height set from elsewhere (a paste) replaces a box's leftover text unless it is being typed in.
  useEffect(() => {
    if (document.activeElement !== input.current) setTyped(undefined);
  }, [value]);
  const reading = typed === undefined ? undefined : readCell(typed);
  const problem =
    reading && 'problem' in reading
      ? `“${typed}” ${problemText[reading.problem]}; the chart keeps ${value}.`
      : problems.join(' ');
  return (
    <Box>
      <Label htmlFor={id} display="block" fontSize="xs" fontWeight="medium" color="gray.800">
        Bar {index + 1}
        {span ? (
          <Text as="span" display="block" fontWeight="normal" color="gray.600">
            {span}
          </Text>
        ) : null}
      </Label>
      <Input
        ref={input}
        id={id}
        {...controlStyle}
        px={2}
        py={1}
        inputMode="decimal"
        autoComplete="off"
        value={typed ?? String(value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        borderColor={problem ? 'red.600' : 'gray.300'}
        onFocus={() => onFocusBar(index)}
        onBlur={() => {
          onFocusBar(undefined);
          if (reading && 'value' in reading) setTyped(undefined);
        }}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTyped(text);
          const read = readCell(text);
          if ('value' in read && read.value !== value) onValue(read.value);
        }}
      />
      {problem ? (
        <Text id={`${id}-problem`} fontSize="xs" color="red.700" mt={0.5}>
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}

interface BarListProps {
  bars: readonly number[];
  spans: string[] | undefined;
  problemsAt: (index: number) => string[];
  onChange: (bars: number[]) => void;
  onFocusBar: (index: number | undefined) => void;
}

/** Every bar's height in its own labelled box, left to right, as many to a row as fit. */
export function BarList({ bars, spans, problemsAt, onChange, onFocusBar }: BarListProps) {
  return (
    <Grid as="ol" listStyleType="none" p={0} m={0} gap={2} templateColumns="repeat(auto-fill, minmax(6.5rem, 1fr))">
      {bars.map((bar, index) => (
        <Box as="li" key={index}>
          <BarInput
            index={index}
            value={bar}
            span={spans?.[index]}
            problems={problemsAt(index)}
            onFocusBar={onFocusBar}
            onValue={(value) => onChange(bars.map((old, at) => (at === index ? value : old)))}
          />
        </Box>
      ))}
    </Grid>
  );
}
