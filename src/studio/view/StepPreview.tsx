import { Box, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Answer, Step } from '../../engine/content/types.ts';
import { authoringFor, stepAuthoring } from '../../engine/steps/authoring/registry.ts';
import { ErrorBoundary } from '../../ui/app/ErrorBoundary.tsx';
import { StepView } from '../../ui/steps/StepView.tsx';
import { isPlainObject } from '../model/jsonSchema.ts';

function asStep(value: unknown): Step | undefined {
  if (!isPlainObject(value) || typeof value.type !== 'string' || !(value.type in stepAuthoring)) return undefined;
  return value as unknown as Step;
}

function Preview({ step }: { step: Step }) {
  const [answer, setAnswer] = useState<Answer | undefined>(() => authoringFor(step).sampleAnswer(step));
  const titleId = 'studio-preview-title';
  return (
    <Box>
      <Heading as="h3" size="md" id={titleId} mb={1}>
        {step.title}
      </Heading>
      {step.description ? (
        <Text color="gray.600" fontSize="sm" mb={3}>
          {step.description}
        </Text>
      ) : null}
      <StepView step={step} answer={answer} onChange={setAnswer} titleId={titleId} />
    </Box>
  );
}

/** The selected step as users see it, rendered by the app's own step views with a sample answer. */
export function StepPreview({ value }: { value: unknown }) {
  const step = asStep(value);
  if (!step)
    return (
      <Text fontSize="sm" color="gray.600">
        Select a step to preview it here as users see it.
      </Text>
    );
  return (
    <ErrorBoundary
      key={JSON.stringify(step)}
      fallback={(error) => (
        <Text fontSize="sm" color="red.800">
          This step cannot be shown yet: {error.message}
        </Text>
      )}
    >
      <Preview step={step} />
    </ErrorBoundary>
  );
}
