import { Box, chakra, Text } from '@chakra-ui/react';
import type { Problem } from '../../engine/content/problem.ts';
import { formFields } from '../model/formFields.ts';
import { problemsWithin } from '../model/navigation.ts';
import { useStudio } from './useStudio.ts';

const FieldButton = chakra('button');

/** A form's fields in the navigator, conditional ones marked with their condition. */
export function FieldsOf({ file, problems }: { file: string; problems: Problem[] }) {
  const form = useStudio((state) => state.data[file]);
  const selection = useStudio((state) => state.selection);
  const select = useStudio((state) => state.select);
  return (
    <Box as="ol" aria-label={`fields of ${file}`} pl={0} m={0}>
      {formFields(form).map((field, index) => {
        const selected = selection?.file === file && selection.path.join('.') === field.path.join('.');
        const count = problemsWithin(problems, file, field.path);
        return (
          <Box as="li" key={field.path.join('.')} listStyleType="none">
            <FieldButton
              type="button"
              width="100%"
              textAlign="left"
              px={2}
              py={1}
              fontSize="sm"
              borderRadius="sm"
              bg={selected ? 'brand.50' : undefined}
              fontWeight={selected ? 'semibold' : 'normal'}
              aria-current={selected ? 'true' : undefined}
              _hover={{ bg: selected ? 'brand.50' : 'gray.100' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
              onClick={() => select({ file, path: field.path })}
            >
              {index + 1}. {field.name}
              {count > 0 ? ` (${count} problem${count === 1 ? '' : 's'})` : ''}
              {field.shownWhen ? (
                <Text as="span" display="block" fontSize="xs" color="gray.600">
                  shown {field.shownWhen}
                </Text>
              ) : null}
            </FieldButton>
          </Box>
        );
      })}
    </Box>
  );
}
