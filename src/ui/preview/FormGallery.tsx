import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
// Development only (/__preview): the gallery's forms are built here, so nothing compiled them at build time.
import validator from '@rjsf/validator-ajv8';
import { useRef } from 'react';
import content from 'virtual:content';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { galleryFilled, galleryForm, galleryInvalid } from './formGallery.ts';

const states = [
  { id: 'empty', title: 'Empty', note: 'As a visitor first sees it.' },
  { id: 'filled', title: 'Filled', note: 'Every field answered.', data: galleryFilled },
  { id: 'error', title: 'With errors', note: 'Rules broken; press Show the errors.', data: galleryInvalid },
  { id: 'disabled', title: 'Disabled', note: 'While an analysis runs.', data: galleryFilled, disabled: true },
  { id: 'readonly', title: 'Read-only', note: 'Shown, not editable.', data: galleryFilled, readonly: true },
] as const;

/**
 * Every field type and widget of the forms theme in every state, for editors and for the e2e
 * accessibility check (development builds only, on /__preview).
 */
export function FormGallery() {
  const errorSection = useRef<HTMLDivElement>(null);
  // A submit attempt shows every error (the submit button itself stays disabled while incomplete).
  const showErrors = () => errorSection.current?.querySelector('form')?.requestSubmit();
  return (
    <Box as="section" aria-labelledby="preview-form-gallery">
      <Stack gap={1} mb={4}>
        <Heading as="h2" size="xl" id="preview-form-gallery">
          Form gallery
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Every field type and widget the forms theme draws (docs/guide/forms.md lists their options).
        </Text>
      </Stack>
      <Stack gap={8}>
        {states.map((state) => (
          <Box
            key={state.id}
            ref={state.id === 'error' ? errorSection : undefined}
            as="section"
            aria-labelledby={`gallery-${state.id}-title`}
            bg="white"
            p={{ base: 3, md: 6 }}
            borderRadius="xl"
            borderWidth="1px"
          >
            <Heading as="h3" size="lg" id={`gallery-${state.id}-title`}>
              {state.title}
            </Heading>
            <Text fontSize="sm" color="gray.600" mb={4}>
              {state.note}
            </Text>
            {state.id === 'error' && (
              <Button size="sm" variant="outline" mb={4} onClick={showErrors}>
                Show the errors
              </Button>
            )}
            <SchemaForm
              form={galleryForm(state.id, 'readonly' in state)}
              {...('data' in state ? { initialData: state.data } : {})}
              disabled={'disabled' in state}
              validateOn={state.id === 'error' ? 'change' : 'blur'}
              messages={content.app.messages}
              validator={validator}
              submitLabel="Check"
              onSubmit={() => undefined}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
