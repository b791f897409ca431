import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { PathSegment, Problem } from '../../checker/problem.ts';
import type { FormContent } from '../../engine/content/types.ts';
import { subjectsFor } from '../model/conditionSubjects.ts';
import { newFollowUp, questionIds } from '../model/followUps.ts';
import { isPlainObject } from '../model/jsonSchema.ts';
import { getIn } from '../model/nodeEdits.ts';
import { nodeLabel } from '../model/nodeLabel.ts';
import { RuleField } from './RuleField.tsx';
import { useStudio } from './useStudio.ts';

const Fieldset = chakra('fieldset');
const Legend = chakra('legend');

/** A node of a flow file that is a questionnaire's step or an option's follow-up. */
export function isStepPath(path: readonly PathSegment[]): boolean {
  const last = path[path.length - 1];
  return (
    path[0] === 'screens' && path[2] === 'steps' && (typeof last === 'number' ? path.length === 4 : last === 'followUp')
  );
}

/** Each option of a choice step with its follow-up question: open it, remove it, or add one. */
function FollowUps({ file, path }: { file: string; path: readonly PathSegment[] }) {
  const step = useStudio((state) => getIn(state.data[file], path));
  const steps = useStudio((state) => getIn(state.data[file], path.slice(0, 3)));
  const edit = useStudio((state) => state.edit);
  const select = useStudio((state) => state.select);
  const options = isPlainObject(step) && Array.isArray(step.options) ? step.options : [];
  if (options.length === 0) return null;
  return (
    <Fieldset borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={4} bg="gray.50" minW={0}>
      <Legend fontWeight="semibold" fontSize="sm" px={1}>
        Follow-up questions
      </Legend>
      <Text fontSize="sm" color="gray.600" mb={3}>
        A follow-up is asked right after this question, only when its option is chosen (e.g. “Which region?”).
      </Text>
      <Stack as="ul" listStyleType="none" gap={2} m={0} p={0}>
        {options.map((option, index) => {
          const label = nodeLabel(option, `Option ${index + 1}`);
          const followUp = isPlainObject(option) ? option.followUp : undefined;
          const at = [...path, 'options', index, 'followUp'];
          return (
            <HStack as="li" key={index} justify="space-between" gap={2} flexWrap="wrap">
              <Text fontSize="sm" minW={0}>
                <Text as="span" fontWeight="medium">
                  {label}
                </Text>
                {followUp ? ` → ${nodeLabel(followUp, 'follow-up')}` : ''}
              </Text>
              {followUp ? (
                <HStack gap={2}>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => select({ file, path: at })}
                    aria-label={`Edit the follow-up to ${label}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => edit(file, at, undefined)}
                    aria-label={`Remove the follow-up to ${label}`}
                  >
                    Remove
                  </Button>
                </HStack>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={`Add a follow-up to ${label}`}
                  onClick={() => {
                    const taken = questionIds(Array.isArray(steps) ? steps : []);
                    edit(file, at, newFollowUp(step, option, taken));
                    select({ file, path: at });
                  }}
                >
                  Add a follow-up
                </Button>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}

interface StepLogicProps {
  file: string;
  path: readonly PathSegment[];
  problems: readonly Problem[];
  /** The forms the checker last assembled: what earlier form screens store. */
  forms: Readonly<Record<string, FormContent>>;
}

/** A step's logic without YAML: "show only when" by pickers, and its options' follow-ups. */
export function StepLogic({ file, path, problems, forms }: StepLogicProps) {
  const flow = useStudio((state) => state.data[file]);
  const subjects = useMemo(() => subjectsFor(flow, path, forms), [flow, path, forms]);
  return (
    <Stack gap={4}>
      <RuleField
        file={file}
        path={[...path, 'when']}
        legend="Show this question only when"
        problems={problems}
        subjects={subjects}
      />
      <FollowUps file={file} path={path} />
    </Stack>
  );
}
