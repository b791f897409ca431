import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import Form, { getDefaultRegistry, type IChangeEvent } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import type { Problem } from '../../checker/problem.ts';
import type { FormContent } from '../../engine/content/types.ts';
import { kindOf } from '../model/contentKinds.ts';
import { deletionLabel } from '../model/deletion.ts';
import { fieldTitle } from '../model/fieldSettings.ts';
import { schemaAt } from '../model/flattenSchema.ts';
import { formFieldSchema } from '../model/formFields.ts';
import { formSchemaFor } from '../model/formSchemaFor.ts';
import { inlineRefs, reopenRecursion } from '../model/inlineRefs.ts';
import { isPlainObject, type JsonSchema } from '../model/jsonSchema.ts';
import type { PlaceholderGroup } from '../model/placeholderChoices.ts';
import { getIn, sameValue, withoutAddedEmpties } from '../model/nodeEdits.ts';
import { nodeTrail } from '../model/nodeLabel.ts';
import { errorTreeFor, type ErrorTree } from '../model/problemPaths.ts';
import { uiSchemaFor } from '../model/uiSchemaFor.ts';
import { duplicateItem, listOf, newStep, retyped } from '../model/structureEdits.ts';
import { AddFieldForm } from './AddFieldForm.tsx';
import { nodeFormTemplates } from './nodeFormTemplates.tsx';
import { FieldLogic } from './FieldLogic.tsx';
import { FieldSettings } from './FieldSettings.tsx';
import { HistogramField, histogramFieldName } from './HistogramField.tsx';
import { focusOwned } from './focusOwned.tsx';
import { studioFormStyles } from './studioFormStyles.ts';
import { TemplateWidget, templateWidgetName, type TemplateFormContext } from './TemplateWidget.tsx';
import { useStudio } from './useStudio.ts';
import { isStepPath, StepLogic } from './StepLogic.tsx';
import { Branches, ComputedValues } from './FlowLogic.tsx';

export const fieldIdPrefix = 'studio';

interface NodeFormProps {
  schema: JsonSchema;
  data: unknown;
  errors: ErrorTree;
  onChange: (event: IChangeEvent<unknown>) => void;
  /** An analysis's placeholders (undefined for other nodes): its prompt template gets the picker. */
  placeholders: PlaceholderGroup[] | undefined;
}

const { TextWidget, TextareaWidget } = getDefaultRegistry().widgets;
const widgets = {
  TextWidget: focusOwned<JsonSchema, TemplateFormContext>(TextWidget),
  TextareaWidget: focusOwned<JsonSchema, TemplateFormContext>(TextareaWidget),
  [templateWidgetName]: TemplateWidget,
};

const fields = { [histogramFieldName]: HistogramField };

/** rjsf on the node's own schema; widgets are chosen once per node so typing never swaps one. */
function NodeForm({ schema, data, errors, onChange, placeholders }: NodeFormProps) {
  const [uiSchema] = useState(() => {
    const ui = uiSchemaFor(schema, data);
    if (placeholders && isPlainObject(ui.template)) ui.template = { ...ui.template, 'ui:widget': templateWidgetName };
    // An option's follow-up is a whole step, edited on its own (StepLogic's Follow-up questions).
    if (isPlainObject(ui.options)) ui.options = { ...ui.options, items: { followUp: { 'ui:widget': 'hidden' } } };
    if (isPlainObject(ui.histogram)) ui.histogram = { ...ui.histogram, 'ui:field': histogramFieldName };
    return { ...ui, 'ui:submitButtonOptions': { norender: true } };
  });
  return (
    <Box css={studioFormStyles}>
      <Form
        schema={schema}
        formData={data}
        validator={validator}
        idPrefix={fieldIdPrefix}
        extraErrors={errors}
        showErrorList={false}
        noHtml5Validate
        onChange={onChange}
        uiSchema={uiSchema}
        widgets={widgets}
        templates={nodeFormTemplates}
        fields={fields}
        formContext={{ placeholders: placeholders ?? [], node: data } satisfies TemplateFormContext}
      />
    </Box>
  );
}

interface NodeEditorProps {
  schemas: Record<string, object>;
  problems: Problem[];
  /** When an analysis is selected, the placeholders its template may use. */
  placeholders: PlaceholderGroup[] | undefined;
  /** The forms the checker last assembled, for the logic pickers (what earlier form screens store). */
  forms: Readonly<Record<string, FormContent>>;
}

/** The selected node's form, generated from its kind's JSON Schema, with the checker's problems at their fields. */
export function NodeEditor({ schemas, problems, placeholders, forms }: NodeEditorProps) {
  const selection = useStudio((state) => state.selection);
  const fileData = useStudio((state) => (selection ? state.data[selection.file] : undefined));
  const edit = useStudio((state) => state.edit);
  const select = useStudio((state) => state.select);
  const deleteItem = useStudio((state) => state.deleteItem);
  const deleteField = useStudio((state) => state.deleteField);
  const kind = kindOf(fileData);
  const rootSchema = useMemo(() => (kind ? inlineRefs(schemas, `${kind}.schema.json`) : undefined), [schemas, kind]);
  if (!selection || !rootSchema) {
    return <Text color="gray.600">Choose a file, screen or step on the left to edit it.</Text>;
  }
  const { file, path } = selection;
  const nodeData = getIn(fileData, path);
  // A form's field is itself a JSON Schema, which form.schema.json leaves open: edit it with the field keywords.
  const isField = kind === 'form' && path.includes('properties');
  // An option's follow-up is a step inside a step (at any depth): its schema is inlined as it is reached.
  const nodeSchema = isField
    ? formFieldSchema
    : schemaAt(rootSchema, fileData, path, (schema) => reopenRecursion(schemas, schema));
  const isStep = kind === 'flow' && isStepPath(path);
  // Rules have their own editors (StepLogic, FlowLogic): pickers or checked text rather than a rule typed as data.
  const isFlowRoot = kind === 'flow' && path.length === 0;
  const hasBranches = kind === 'flow' && path.length === 2 && isPlainObject(nodeData) && Array.isArray(nodeData.next);
  const ownEditors = [
    ...(isStep ? ['when'] : []),
    ...(isFlowRoot ? ['computed'] : []),
    ...(hasBranches ? ['next'] : []),
  ];
  const form = formSchemaFor(nodeSchema, nodeData, ownEditors);
  const errors = errorTreeFor(problems, file, path);
  const item = listOf(fileData, path);
  const steps = isPlainObject(nodeData) && Array.isArray(nodeData.steps) ? (nodeData.steps as unknown[]) : undefined;
  const screens =
    path.length === 0 && isPlainObject(nodeData) && Array.isArray(nodeData.screens) ? nodeData.screens : undefined;
  const trail = nodeTrail(file, fileData, path);

  const onChange = (event: IChangeEvent<unknown>) => {
    const changed = isPlainObject(event.formData) ? { ...event.formData, ...form.kept } : event.formData;
    const next = retyped(nodeSchema, nodeData, withoutAddedEmpties(nodeData, changed));
    if (!sameValue(next, nodeData)) edit(file, path, next);
  };

  return (
    <Stack gap={4}>
      <HStack justify="space-between" align="flex-start" gap={3} flexWrap="wrap">
        <Stack gap={0}>
          {trail.length > 1 ? (
            <Text as="nav" aria-label="Where this is" fontSize="sm" color="gray.600">
              {trail.slice(0, -1).join(' › ')}
            </Text>
          ) : null}
          <Heading as="h2" size="lg">
            {trail[trail.length - 1]}
          </Heading>
        </Stack>
        <HStack gap={2} flexWrap="wrap">
          {steps ? (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => {
                edit(file, [...path, 'steps'], [...steps, newStep(steps)]);
                select({ file, path: [...path, 'steps', steps.length] });
              }}
            >
              Add step
            </Button>
          ) : null}
          {screens ? (
            <Text fontSize="sm" color="gray.600">
              {screens.length} screens
            </Text>
          ) : null}
          {isField ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => {
                const name = String(path[path.length - 1]);
                deleteField({ file, name, label: `field “${fieldTitle(fileData, name)}”` });
                select({ file, path: [] });
              }}
            >
              Delete
            </Button>
          ) : null}
          {item ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  edit(file, item.listPath, duplicateItem(item.list, item.index));
                  select({ file, path: [...item.listPath, item.index + 1] });
                }}
              >
                Duplicate
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => {
                  const label = deletionLabel(item.listPath, nodeData, item.index);
                  deleteItem({ file, listPath: item.listPath, index: item.index, label });
                  select({ file, path: item.listPath.slice(0, -1) });
                }}
              >
                Delete
              </Button>
            </>
          ) : null}
        </HStack>
      </HStack>
      {kind === 'form' && path.length === 0 ? <AddFieldForm file={file} /> : null}
      {isField ? <FieldSettings file={file} name={String(path[path.length - 1])} /> : null}
      {isField ? (
        <FieldLogic
          key={`logic:${file}:${path.join('.')}`}
          file={file}
          name={String(path[path.length - 1])}
          problems={problems}
          forms={forms}
        />
      ) : null}
      <NodeForm
        key={`${file}:${path.join('.')}`}
        schema={form.schema}
        data={form.data}
        errors={errors}
        onChange={onChange}
        placeholders={path.length === 0 ? placeholders : undefined}
      />
      {isFlowRoot ? <ComputedValues file={file} problems={problems} /> : null}
      {hasBranches ? <Branches file={file} path={path} problems={problems} forms={forms} /> : null}
      {isStep ? (
        <StepLogic key={`logic:${file}:${path.join('.')}`} file={file} path={path} problems={problems} forms={forms} />
      ) : null}
    </Stack>
  );
}
