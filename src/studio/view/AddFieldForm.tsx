import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { fieldIdOf } from '../model/fieldSettings.ts';
import { addField, choicesOf, formFields } from '../model/formFields.ts';
import { isPlainObject } from '../model/jsonSchema.ts';
import { fieldTitle } from '../model/fieldSettings.ts';
import { controlStyle, Labelled, Select, TextField } from './controls.tsx';
import { useStudio } from './useStudio.ts';

/**
 * Adds a text field to a form, always shown or shown only when another field has a given value:
 * picked from that field's choices, shown by their labels, when it has choices (a typed value could
 * be none of them, and the condition would never hold); typed for a free field.
 */
export function AddFieldForm({ file }: { file: string }) {
  const form = useStudio((state) => state.data[file]);
  const edit = useStudio((state) => state.edit);
  const select = useStudio((state) => state.select);
  const [title, setTitle] = useState('');
  // The id follows the name as it is typed, until the editor changes the id themselves.
  const [typedId, setTypedId] = useState<string>();
  const name = typedId ?? fieldIdOf(title);
  const [whenField, setWhenField] = useState('');
  const [equals, setEquals] = useState('');
  const [error, setError] = useState('');
  const fields = formFields(form);
  const choices = whenField ? choicesOf(form, whenField) : undefined;
  const titleOf = (field: string) => fieldTitle(form, field);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError('Give the field a name, e.g. Experience level.');
      return;
    }
    if (!/^[a-zA-Z][a-zA-Z0-9_]*$/.test(name)) {
      setError('The saved-as name is letters and digits, starting with a letter, e.g. experienceLevel.');
      return;
    }
    if (fields.some((field) => field.name === name)) {
      setError(`The form already has a field saved as "${name}"; change the name or the saved-as name.`);
      return;
    }
    const chosen = choices ? choices[Number(equals)]?.value : equals;
    if (whenField !== '' && (equals === '' || chosen === undefined)) {
      setError('Say which answer shows the field.');
      return;
    }
    if (!isPlainObject(form)) return undefined;
    const next = addField(form, {
      name,
      title: title.trim(),
      ...(whenField ? { when: { field: whenField, equals: chosen } } : {}),
    });
    edit(file, [], next);
    const added = formFields(next).find((field) => field.name === name);
    if (added) select({ file, path: added.path });
    return undefined;
  };
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={4} bg="gray.50">
      <Stack gap={3}>
        <Heading as="h3" size="sm">
          Add a field
        </Heading>
        <TextField label="Field name" value={title} onChange={setTitle} placeholder="Experience level" />
        <TextField
          label="Saved as"
          value={name}
          onChange={setTypedId}
          help="The name the answer is stored under, made from the field name; change it if you like."
        />
        <Labelled label="Show only when">
          {(id) => (
            <Select
              id={id}
              {...controlStyle}
              value={whenField}
              onChange={(event) => {
                setWhenField(event.currentTarget.value);
                setEquals('');
              }}
            >
              <option value="">always shown</option>
              {fields
                .filter((field) => !field.shownWhen)
                .map((field) => (
                  <option key={field.name} value={field.name}>
                    {titleOf(field.name)} is…
                  </option>
                ))}
            </Select>
          )}
        </Labelled>
        {whenField && choices ? (
          <Labelled label={`Answer to “${titleOf(whenField)}” that shows it`}>
            {(id) => (
              <Select
                id={id}
                {...controlStyle}
                value={equals}
                onChange={(event) => setEquals(event.currentTarget.value)}
              >
                <option value="">choose an answer</option>
                {choices.map((choice, index) => (
                  <option key={JSON.stringify(choice.value)} value={String(index)}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
        ) : whenField ? (
          <TextField label={`Answer to “${titleOf(whenField)}” that shows it`} value={equals} onChange={setEquals} />
        ) : null}
        {error ? (
          <Text role="alert" fontSize="sm" color="red.800">
            {error}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="sm" colorPalette="brand">
            Add field
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
