import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  operatorLabel,
  operatorsFor,
  valueInputFor,
  type Clause,
  type ClauseValue,
  type Condition,
  type Subject,
} from '../model/conditionRule.ts';
import { controlStyle, Input, Labelled, Select } from './controls.tsx';

interface ClauseProps {
  clause: Clause;
  number: number;
  subjects: readonly Subject[];
  onChange: (clause: Clause) => void;
  onRemove: () => void;
}

/** A new clause on `subject`: its first operator, no value yet. */
function clauseOn(subject: Subject): Clause {
  return { path: subject.path, operator: operatorsFor(subject.type)[0] ?? 'is' };
}

/** The value control: the answer's options by their labels (stored as values), yes/no, a number or text. */
function ValueControl({
  clause,
  subject,
  number,
  onChange,
}: Omit<ClauseProps, 'subjects' | 'onRemove'> & { subject: Subject }) {
  const input = valueInputFor(subject.type, clause.operator);
  const label = `Value ${number}`;
  const set = (value: ClauseValue | undefined) => {
    const { value: _old, ...rest } = clause;
    onChange(value === undefined ? rest : { ...rest, value });
  };
  if (input.kind === 'none') return null;
  if (input.kind === 'choice' || input.kind === 'boolean') {
    const options =
      input.kind === 'choice'
        ? input.options
        : [
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ];
    const chosen = clause.value === undefined ? '' : String(clause.value);
    return (
      <Labelled label={label}>
        {(id) => (
          <Select
            id={id}
            {...controlStyle}
            value={chosen}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              set(picked === '' ? undefined : input.kind === 'boolean' ? picked === 'true' : picked);
            }}
          >
            <option value="">choose an answer</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
    );
  }
  const isNumber = input.kind === 'number';
  return (
    <Labelled label={label}>
      {(id) => (
        <Input
          id={id}
          {...controlStyle}
          type={isNumber ? 'number' : 'text'}
          inputMode={isNumber ? 'decimal' : undefined}
          placeholder={input.kind === 'text' && input.date ? 'YYYY-MM-DD' : undefined}
          value={clause.value === undefined ? '' : String(clause.value)}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            if (typed === '') set(undefined);
            else if (!isNumber) set(typed);
            else if (Number.isFinite(Number(typed))) set(Number(typed));
          }}
        />
      )}
    </Labelled>
  );
}

function ClauseRow({ clause, number, subjects, onChange, onRemove }: ClauseProps) {
  const subject = subjects.find((candidate) => candidate.path === clause.path);
  return (
    <Stack
      as="li"
      gap={2}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p={3}
      bg="white"
      aria-label={`Condition ${number}`}
    >
      <Labelled label={`Question ${number}`}>
        {(id) => (
          <Select
            id={id}
            {...controlStyle}
            value={clause.path}
            onChange={(event) => {
              const next = subjects.find((candidate) => candidate.path === event.currentTarget.value);
              if (next) onChange(clauseOn(next));
            }}
          >
            {subjects.map((candidate) => (
              <option key={candidate.path} value={candidate.path}>
                {candidate.label}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      {subject ? (
        <>
          <Labelled label={`Operator ${number}`}>
            {(id) => (
              <Select
                id={id}
                {...controlStyle}
                value={clause.operator}
                onChange={(event) => {
                  const operator = operatorsFor(subject.type).find((item) => item === event.currentTarget.value);
                  if (!operator) return;
                  const keeps =
                    valueInputFor(subject.type, operator).kind === valueInputFor(subject.type, clause.operator).kind;
                  onChange(
                    keeps && clause.value !== undefined ? { ...clause, operator } : { path: clause.path, operator },
                  );
                }}
              >
                {operatorsFor(subject.type).map((operator) => (
                  <option key={operator} value={operator}>
                    {operatorLabel(operator, subject.type)}
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
          <ValueControl clause={clause} subject={subject} number={number} onChange={onChange} />
        </>
      ) : null}
      <HStack justify="flex-end">
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
          Remove condition {number}
        </Button>
      </HStack>
    </Stack>
  );
}

interface PickersProps {
  condition: Condition;
  subjects: readonly Subject[];
  onChange: (condition: Condition) => void;
  emptyText: string;
}

/** One row of pickers per clause (question, operator, value), joined by "all" or "any" when there are several. */
export function ConditionPickers({ condition, subjects, onChange, emptyText }: PickersProps) {
  const first = subjects[0];
  const { clauses } = condition;
  const replace = (index: number, clause?: Clause) =>
    onChange({
      ...condition,
      clauses: clause
        ? clauses.map((item, at) => (at === index ? clause : item))
        : clauses.filter((_, at) => at !== index),
    });
  return (
    <Stack gap={3}>
      {clauses.length > 1 ? (
        <Labelled label="Show it when">
          {(id) => (
            <Select
              id={id}
              {...controlStyle}
              value={condition.join}
              onChange={(event) => onChange({ ...condition, join: event.currentTarget.value === 'or' ? 'or' : 'and' })}
            >
              <option value="and">all of these hold</option>
              <option value="or">any of these holds</option>
            </Select>
          )}
        </Labelled>
      ) : null}
      {clauses.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap={2} m={0} p={0}>
          {clauses.map((clause, index) => (
            <ClauseRow
              key={index}
              clause={clause}
              number={index + 1}
              subjects={subjects}
              onChange={(next) => replace(index, next)}
              onRemove={() => replace(index)}
            />
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="gray.600">
          {emptyText}
        </Text>
      )}
      {first ? (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={() => onChange({ ...condition, clauses: [...clauses, clauseOn(first)] })}
          >
            {clauses.length === 0 ? 'Add a condition' : 'Add another condition'}
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm" color="gray.600">
          No earlier answer to read: a condition can only read questions asked before this one.
        </Text>
      )}
    </Stack>
  );
}
