import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { parse } from 'yaml';
import { isPlainObject } from '../model/jsonSchema.ts';
import { newFlowFiles, slugOf } from '../model/newFlow.ts';
import { controlStyle, Labelled, Select, TextField } from './controls.tsx';
import { useStudio } from './useStudio.ts';

function nextCardOrder(data: Record<string, unknown>): number {
  const orders = Object.values(data).map((value) => {
    const card = isPlainObject(value) ? value.card : undefined;
    return isPlainObject(card) && typeof card.order === 'number' ? card.order : 0;
  });
  return Math.max(0, ...orders) + 1;
}

/** "New flow": a name and a start route make a working flow, its form and its prompt (saved with the rest). */
export function NewFlowForm({ roots, onDone }: { roots: string[]; onDone: () => void }) {
  const data = useStudio((state) => state.data);
  const addFile = useStudio((state) => state.addFile);
  const select = useStudio((state) => state.select);
  const [name, setName] = useState('');
  const [route, setRoute] = useState('');
  // New content goes where the editor is trying content out (an extra root), unless they choose the project.
  const [root, setRoot] = useState(roots[roots.length - 1] ?? '');
  const [error, setError] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const id = slugOf(name);
    if (id === '') {
      setError('Give the flow a name with at least one letter or digit.');
      return;
    }
    if (!/^\/[a-z0-9-]+$/.test(route)) {
      setError('The route starts with / followed by lower-case letters, digits and dashes, e.g. /plan-hire.');
      return;
    }
    const files = newFlowFiles({ name: name.trim(), route, root, order: nextCardOrder(data) });
    const taken = files.find((file) => file.file in data);
    if (taken) {
      setError(`${taken.file} already exists; choose another name.`);
      return;
    }
    for (const file of files)
      addFile({ file: file.file, placedAt: file.placedAt, text: file.text, version: null }, parse(file.text));
    select({ file: files[0]?.file ?? '', path: [] });
    onDone();
  };
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="lg" p={3}>
      <Stack gap={2}>
        <Heading as="h2" size="xs">
          New flow
        </Heading>
        <TextField label="Name" value={name} onChange={setName} placeholder="Plan a Hire" />
        <TextField label="Start route" value={route} onChange={setRoute} placeholder="/plan-hire" />
        {roots.length > 1 ? (
          <Labelled label="Save in">
            {(id) => (
              <Select id={id} {...controlStyle} value={root} onChange={(event) => setRoot(event.currentTarget.value)}>
                {roots.map((entry) => (
                  <option key={entry} value={entry}>
                    {entry === '' ? 'the project' : entry}
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
        ) : null}
        {error ? (
          <Text role="alert" fontSize="sm" color="red.800">
            {error}
          </Text>
        ) : null}
        <HStack gap={2}>
          <Button type="submit" size="sm" colorPalette="brand">
            Create flow
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
