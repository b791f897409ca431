import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import type { PathSegment, Problem } from '../../checker/problem.ts';
import type { FormContent } from '../../engine/content/types.ts';
import { subjectsFor } from '../model/conditionSubjects.ts';
import { isPlainObject } from '../model/jsonSchema.ts';
import { getIn } from '../model/nodeEdits.ts';
import { TextField } from './controls.tsx';
import { RuleField } from './RuleField.tsx';
import { useStudio } from './useStudio.ts';

const Fieldset = chakra('fieldset');
const Legend = chakra('legend');
const Form = chakra('form');

const boxStyle = {
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  p: 4,
  bg: 'gray.50',
  minW: 0,
} as const;

/** The flow's named calculations (`computed`), each a rule edited as checked text, and a way to add one. */
export function ComputedValues({ file, problems }: { file: string; problems: readonly Problem[] }) {
  const computed = useStudio((state) => getIn(state.data[file], ['computed']));
  const edit = useStudio((state) => state.edit);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const names = isPlainObject(computed) ? Object.keys(computed) : [];
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!/^[a-zA-Z][a-zA-Z0-9_]*$/.test(name))
      setError('A name is letters and digits, starting with a letter, e.g. readinessScore.');
    else if (names.includes(name)) setError(`The flow already calculates "${name}".`);
    else {
      // 0 is the smallest rule the checker accepts; the editor writes the calculation next.
      edit(file, ['computed', name], 0);
      setName('');
      setError('');
    }
  };
  return (
    <Fieldset {...boxStyle}>
      <Legend fontWeight="semibold" fontSize="sm" px={1}>
        Computed values
      </Legend>
      <Stack gap={3}>
        <Text fontSize="sm" color="gray.600">
          Values the flow calculates from answers, read by rules as computed.&lt;name&gt; and by texts as{' '}
          {'{{ computed.<name> }}'}.
        </Text>
        {names.map((key) => (
          <RuleField key={key} file={file} path={['computed', key]} legend={`computed.${key}`} problems={problems} />
        ))}
        <Form onSubmit={add}>
          <Stack gap={2}>
            <TextField label="New computed value’s name" value={name} onChange={setName} placeholder="readinessScore" />
            {error ? (
              <Text role="alert" fontSize="sm" color="red.800">
                {error}
              </Text>
            ) : null}
            <HStack>
              <Button type="submit" size="xs" variant="outline" colorPalette="brand">
                Add a computed value
              </Button>
            </HStack>
          </Stack>
        </Form>
      </Stack>
    </Fieldset>
  );
}

interface BranchesProps {
  file: string;
  /** The screen's path, e.g. ['screens', 1]. */
  path: readonly PathSegment[];
  problems: readonly Problem[];
  forms: Readonly<Record<string, FormContent>>;
}

/** A screen's branches (a list `next`): each condition by pickers or as text, each route, the default last. */
export function Branches({ file, path, problems, forms }: BranchesProps) {
  const flow = useStudio((state) => state.data[file]);
  const next = useStudio((state) => getIn(state.data[file], [...path, 'next']));
  const edit = useStudio((state) => state.edit);
  const subjects = useMemo(() => subjectsFor(flow, path, forms), [flow, path, forms]);
  const branches = Array.isArray(next) ? next : [];
  return (
    <Fieldset {...boxStyle}>
      <Legend fontWeight="semibold" fontSize="sm" px={1}>
        Where finishing leads
      </Legend>
      <Stack gap={3}>
        <Text fontSize="sm" color="gray.600">
          Branches are tried in order; the first whose condition holds is taken, else the last one, the default.
        </Text>
        {branches.map((branch, index) => {
          const to = isPlainObject(branch) && typeof branch.to === 'string' ? branch.to : '';
          const isDefault = index === branches.length - 1 && !(isPlainObject(branch) && 'when' in branch);
          return (
            <Stack key={index} gap={2}>
              {isDefault ? null : (
                <RuleField
                  file={file}
                  path={[...path, 'next', index, 'when']}
                  legend={`Branch ${index + 1}: go there when`}
                  problems={problems}
                  subjects={subjects}
                  emptyText="No condition yet: pick one, or this branch is taken always."
                />
              )}
              <TextField
                label={isDefault ? 'Otherwise go to' : `Branch ${index + 1} goes to`}
                value={to}
                onChange={(route) => edit(file, [...path, 'next', index, 'to'], route)}
              />
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
