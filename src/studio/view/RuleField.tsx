import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { PathSegment, Problem } from '../../checker/problem.ts';
import type { LogicRule } from '../../engine/logic/logicValue.ts';
import { conditionOf, ruleOf, type Condition, type Subject } from '../model/conditionRule.ts';
import { getIn } from '../model/nodeEdits.ts';
import { problemsAt } from '../model/problemPaths.ts';
import { parseRuleText, ruleText } from '../model/ruleText.ts';
import { ConditionPickers } from './ConditionPickers.tsx';
import { controlStyle, labelStyle } from './controls.tsx';
import { useStudio } from './useStudio.ts';

const Fieldset = chakra('fieldset');
const Legend = chakra('legend');
const Textarea = chakra('textarea');
const Label = chakra('label');

interface RuleFieldProps {
  file: string;
  /** Where the rule sits in the file, e.g. ['screens', 1, 'steps', 2, 'when']. */
  path: readonly PathSegment[];
  legend: string;
  problems: readonly Problem[];
  /** What the pickers offer; without it the rule is edited as text only (a calculation). */
  subjects?: readonly Subject[];
  /** What having no rule means here. Default: the question is always asked. */
  emptyText?: string;
  /** Writes the rule (undefined: none); by default it is set at `path`. */
  write?: (rule: LogicRule) => void;
}

/**
 * The rule as text. What was typed stays while it is what the file holds (so a rule is never
 * reformatted as it is typed); an undo or another editor's change shows the rule as it now is.
 */
function RuleText({
  rule,
  onRule,
  describedBy,
}: {
  rule: LogicRule;
  onRule: (rule: LogicRule) => void;
  describedBy: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState<{ text: string; error: string; of: LogicRule }>();
  const current = typed?.of === rule ? typed : undefined;
  const text = current?.text ?? (rule === undefined ? '' : ruleText(rule));
  const error = current?.error ?? '';
  const errorId = `${id}-error`;
  return (
    <Box>
      <Label htmlFor={id} {...labelStyle}>
        Rule (JSON Logic, as in the content file)
      </Label>
      <Textarea
        id={id}
        {...controlStyle}
        fontFamily="mono"
        rows={3}
        value={text}
        aria-invalid={error !== '' || undefined}
        aria-describedby={[error ? errorId : '', describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const typedText = event.currentTarget.value;
          const parsed = parseRuleText(typedText);
          if ('rule' in parsed) {
            setTyped({ text: typedText, error: '', of: parsed.rule });
            onRule(parsed.rule);
          } else setTyped({ text: typedText, error: parsed.error, of: rule });
        }}
      />
      {error ? (
        <Text id={errorId} fontSize="sm" color="red.800" mt={1}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * One rule of a flow (a step's "show only when", a branch's condition, a calculation): edited by
 * pickers when they can show it exactly, else as text, with the checker's problems at the field.
 * Pickers and text write the same rule into the file an author would write.
 */
export function RuleField({
  file,
  path,
  legend,
  problems,
  subjects,
  emptyText = 'Always asked.',
  write,
}: RuleFieldProps) {
  const rule: LogicRule = useStudio((state) => getIn(state.data[file], path));
  const edit = useStudio((state) => state.edit);
  const writeRule = write ?? ((next: LogicRule) => edit(file, path, next));
  const problemsId = useId();
  const read = subjects && rule !== undefined ? conditionOf(rule, subjects) : undefined;
  // A half-picked condition (a clause without its value yet) is kept while the file's rule is the
  // one it was picked on; an undo or an edit in the source view replaces it.
  const [draft, setDraft] = useState<{ condition: Condition; of: LogicRule }>();
  const [asText, setAsText] = useState(() => !subjects || (rule !== undefined && !read));
  const condition = (draft && draft.of === rule ? draft.condition : undefined) ?? read ?? { join: 'and', clauses: [] };
  const messages = problemsAt(problems, file, path);

  const pick = (next: Condition) => {
    const written = ruleOf(next);
    if (written !== undefined || next.clauses.length === 0) {
      writeRule(written);
      setDraft(undefined);
    } else setDraft({ condition: next, of: rule });
  };

  return (
    <Fieldset borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={4} bg="gray.50" minW={0}>
      <Legend fontWeight="semibold" fontSize="sm" px={1}>
        {legend}
      </Legend>
      <Stack gap={3}>
        {asText || !subjects ? (
          <RuleText rule={rule} onRule={writeRule} describedBy={messages.length > 0 ? problemsId : ''} />
        ) : (
          <ConditionPickers condition={condition} subjects={subjects} onChange={pick} emptyText={emptyText} />
        )}
        {messages.length > 0 ? (
          <Stack
            as="ul"
            id={problemsId}
            gap={1}
            m={0}
            pl={5}
            color="red.800"
            fontSize="sm"
            aria-label={`Problems with ${legend.toLowerCase()}`}
          >
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Stack>
        ) : null}
        {subjects ? (
          <HStack>
            {asText ? (
              <Button
                size="xs"
                variant="outline"
                disabled={rule !== undefined && !read}
                onClick={() => setAsText(false)}
              >
                Use pickers
              </Button>
            ) : (
              <Button size="xs" variant="outline" onClick={() => setAsText(true)}>
                Edit as text
              </Button>
            )}
            {asText && rule !== undefined && !read ? (
              <Text fontSize="xs" color="gray.600">
                This rule is more than the pickers can show; it is kept exactly as written.
              </Text>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
