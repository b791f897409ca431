import { useMemo } from 'react';
import type { Problem } from '../../checker/problem.ts';
import type { FormContent } from '../../engine/content/types.ts';
import type { LogicRule } from '../../engine/logic/logicValue.ts';
import { fieldSubjects } from '../model/conditionSubjects.ts';
import { kindOf } from '../model/contentKinds.ts';
import { isPlainObject } from '../model/jsonSchema.ts';
import { getIn } from '../model/nodeEdits.ts';
import { fileId } from '../model/nodeLabel.ts';
import { RuleField } from './RuleField.tsx';
import { useStudio } from './useStudio.ts';

interface FieldLogicProps {
  file: string;
  name: string;
  problems: readonly Problem[];
  /** The forms the checker last assembled: what earlier form screens store. */
  forms: Readonly<Record<string, FormContent>>;
}

/**
 * A form field's "show only when" (its uiSchema's `ui:when`), by the same pickers as a step's:
 * over the screens before the form's and the fields it shows before this one.
 */
export function FieldLogic({ file, name, problems, forms }: FieldLogicProps) {
  const data = useStudio((state) => state.data);
  const edit = useStudio((state) => state.edit);
  const form = data[file];
  const subjects = useMemo(() => {
    const flows = Object.values(data).filter((candidate) => kindOf(candidate) === 'flow');
    return fieldSubjects(flows, { ...(form as FormContent), id: fileId(file) }, name, forms);
  }, [data, form, file, name, forms]);
  const path = ['uiSchema', name, 'ui:when'];
  // Without a rule the field's uiSchema entry keeps its other settings, and goes when it has none.
  const write = (rule: LogicRule) => {
    const entry = getIn(form, ['uiSchema', name]);
    const { 'ui:when': _old, ...rest } = isPlainObject(entry) ? entry : {};
    // A changed rule keeps its place among the entry's keys, so the file's diff is the rule alone.
    const next = rule === undefined ? rest : { ...(isPlainObject(entry) ? entry : {}), 'ui:when': rule };
    edit(file, ['uiSchema', name], Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <RuleField
      file={file}
      path={path}
      legend="Show this field only when"
      problems={problems}
      subjects={subjects}
      emptyText="Always shown."
      write={write}
    />
  );
}
