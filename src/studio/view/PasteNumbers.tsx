import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { readPastedNumbers } from '../model/pastedNumbers.ts';
import { controlStyle, Label, labelStyle } from './controls.tsx';
import { chakra } from '@chakra-ui/react';

const TextArea = chakra('textarea');

/**
 * A box to paste a spreadsheet column or row into (or type numbers with commas), used only when
 * every number reads and the count is right; otherwise it says what is wrong and keeps the text.
 */
export function PasteNumbers({ count, onUse }: { count: number; onUse: (values: number[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const use = () => {
    const read = readPastedNumbers(text, count);
    setProblems(read.problems);
    if (read.problems.length > 0) {
      setDone('');
      return;
    }
    onUse(read.values);
    setText('');
    setDone(`All ${count} bar heights set from the pasted numbers.`);
  };
  return (
    <Stack gap={2}>
      <Box>
        <Label htmlFor={`${id}-box`} {...labelStyle}>
          Paste bar heights
        </Label>
        <Text id={`${id}-help`} fontSize="xs" color="gray.600" mb={1}>
          A column or a row copied from a spreadsheet, or numbers typed with commas between them: {count} numbers, 0 or
          more, left to right.
        </Text>
        <TextArea
          id={`${id}-box`}
          {...controlStyle}
          rows={3}
          fontFamily="mono"
          value={text}
          placeholder="e.g. 4, 9, 15, 22, 28 …"
          aria-describedby={`${id}-help ${id}-problems`}
          aria-invalid={problems.length > 0 || undefined}
          borderColor={problems.length > 0 ? 'red.600' : 'gray.300'}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setDone('');
          }}
          onKeyDown={(event) => {
            // Ctrl+Enter (⌘+Enter) uses the numbers without leaving the box; Enter alone is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              use();
            }
          }}
        />
      </Box>
      <Box id={`${id}-problems`} role="alert">
        {problems.length > 0 ? (
          <Stack as="ul" gap={0.5} pl={0} m={0}>
            {problems.map((problem) => (
              <Text as="li" key={problem} listStyleType="none" fontSize="sm" color="red.700">
                {problem}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Box>
      <Box>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={use}>
          Use these numbers
        </Button>
      </Box>
      <Text role="status" fontSize="sm" color="green.800" minH={5}>
        {done}
      </Text>
    </Stack>
  );
}
