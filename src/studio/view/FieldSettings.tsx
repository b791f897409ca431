import { Box, chakra, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { isRequired, placeholderOf, withPlaceholder, withRequired } from '../model/fieldSettings.ts';
import { TextField } from './controls.tsx';
import { useStudio } from './useStudio.ts';

const Checkbox = chakra('input');
const Label = chakra('label');

/**
 * A form field's settings that live beside its own schema: Required (the `required` list of the
 * object that declares it) and the example text shown in the empty box (its uiSchema's ui:placeholder).
 */
export function FieldSettings({ file, name }: { file: string; name: string }) {
  const form = useStudio((state) => state.data[file]);
  const edit = useStudio((state) => state.edit);
  const id = useId();
  return (
    <Stack gap={3} borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={4} bg="gray.50">
      <Box>
        <Label htmlFor={id} display="flex" gap={2} alignItems="center" fontSize="sm" fontWeight="medium">
          <Checkbox
            id={id}
            type="checkbox"
            width={4}
            height={4}
            checked={isRequired(form, name)}
            onChange={(event) => edit(file, [], withRequired(form, name, event.currentTarget.checked))}
          />
          Required: the form cannot be sent without it
        </Label>
      </Box>
      <TextField
        label="Placeholder"
        value={placeholderOf(form, name)}
        onChange={(text) => edit(file, [], withPlaceholder(form, name, text))}
        help="Example text shown in the empty box, e.g. “e.g. Acme Boards”."
      />
    </Stack>
  );
}
