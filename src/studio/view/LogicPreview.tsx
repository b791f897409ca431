import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Answer, Answers, QuestionnaireScreen } from '../../engine/content/types.ts';
import { askedQuestions } from '../../engine/logic/askedQuestions.ts';
import { noLogic } from '../../engine/logic/logicData.ts';
import { screenQuestions } from '../../engine/catalogue/screenQuestions.ts';
import { authoringFor } from '../../engine/steps/authoring/registry.ts';
import { ErrorBoundary } from '../../ui/app/ErrorBoundary.tsx';
import { StepView } from '../../ui/steps/StepView.tsx';
import type { PathSegment } from '../../checker/problem.ts';
import { questionnaireAt } from '../model/conditionSubjects.ts';
import { isPlainObject } from '../model/jsonSchema.ts';
import { StepPreview } from './StepPreview.tsx';
import { isStepPath } from './StepLogic.tsx';

function sampleAnswers(screen: QuestionnaireScreen): Answers {
  return Object.fromEntries(
    screenQuestions(screen).map(({ step }) => [step.id, authoringFor(step).sampleAnswer(step)]),
  );
}

/**
 * The questionnaire as users meet it, following its logic: each question the engine's own
 * askedQuestions asks given the answers in the preview (sample answers at first, change them
 * here), and the questions it skips named as skipped. The selected question is marked.
 */
function Walk({ screen, selectedId }: { screen: QuestionnaireScreen; selectedId: string }) {
  const [answers, setAnswers] = useState<Answers>(() => sampleAnswers(screen));
  const questions = screenQuestions(screen);
  const { asked } = askedQuestions(screen, answers, noLogic);
  const skipped = questions.filter((_question, index) => !asked[index]);
  const setAnswer = (id: string, answer: Answer | undefined) =>
    setAnswers((current) => {
      const { [id]: _old, ...rest } = current;
      return answer === undefined ? rest : { ...rest, [id]: answer };
    });
  return (
    <Stack gap={4}>
      <Text fontSize="sm" color="gray.600">
        {asked.filter(Boolean).length} of {questions.length} questions asked with these answers; change them to see the
        logic follow.
      </Text>
      {questions.map(({ step }, index) => {
        if (!asked[index]) return null;
        const titleId = `studio-preview-${step.id}`;
        const selected = step.id === selectedId;
        return (
          <Box
            key={step.id}
            as="section"
            aria-labelledby={titleId}
            borderLeftWidth="3px"
            borderColor={selected ? 'brand.500' : 'transparent'}
            pl={3}
          >
            <Heading as="h3" size="sm" id={selected ? 'studio-preview-title' : titleId} mb={2}>
              {step.title}
            </Heading>
            <StepView
              step={step}
              answer={answers[step.id]}
              onChange={(answer) => setAnswer(step.id, answer)}
              titleId={selected ? 'studio-preview-title' : titleId}
            />
          </Box>
        );
      })}
      {skipped.length > 0 ? (
        <Box aria-label="Skipped questions" as="section">
          <Text fontSize="sm" fontWeight="semibold">
            Skipped with these answers
          </Text>
          <Stack as="ul" gap={0} m={0} pl={5} fontSize="sm" color="gray.700">
            {skipped.map(({ step }) => (
              <li key={step.id}>{step.title}</li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The Studio's preview of the selection: a step of a questionnaire that has logic is shown in its
 * questionnaire, following the logic (Walk); any other step alone, as users see it (StepPreview).
 * Kept from breaking the Studio by content half-way through an edit.
 */
export function SelectionPreview({
  flow,
  path,
  value,
}: {
  flow: unknown;
  path: readonly PathSegment[];
  value: unknown;
}) {
  const screen = isStepPath(path) ? questionnaireAt(flow, path) : undefined;
  const hasLogic = screen && screenQuestions(screen).some((question) => question.conditions.length > 0);
  if (!screen || !hasLogic || !isPlainObject(value) || typeof value.id !== 'string')
    return <StepPreview value={value} />;
  const selectedId = value.id;
  return (
    <ErrorBoundary
      key={JSON.stringify(screen)}
      fallback={(error) => (
        <Text fontSize="sm" color="red.800">
          This questionnaire cannot be shown yet: {error.message}
        </Text>
      )}
    >
      <Walk screen={screen} selectedId={selectedId} />
    </ErrorBoundary>
  );
}
