import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { HISTOGRAM_BAR_COUNT, histogramBars } from '../../engine/steps/range/histogramBars.ts';
import { Histogram } from '../../ui/steps/range/Histogram.tsx';
import { barSpan, scaleOf } from '../model/barSpans.ts';
import { isPlainObject, type JsonSchema } from '../model/jsonSchema.ts';
import { BarList } from './BarList.tsx';
import { PasteNumbers } from './PasteNumbers.tsx';
import type { TemplateFormContext } from './TemplateWidget.tsx';

/** The name NodeEditor's uiSchema gives this field. */
export const histogramFieldName = 'histogram';

/** The chart's tallest bar, for its text alternative. */
function describeChart(bars: readonly number[], own: boolean): string {
  const tallest = bars.reduce((best, bar, index) => (bar > (bars[best] ?? 0) ? index : best), 0);
  const source = own ? 'the heights below' : 'generated bars';
  return `Bar chart of ${bars.length} bars from ${source}; the tallest is bar ${tallest + 1} (${bars[tallest] ?? 0}).`;
}

/**
 * A range step's bar chart, edited as a non-programmer would: the chart as it will look, a box
 * to paste a spreadsheet's numbers into, and each bar's height in its own labelled box. Without
 * declared heights the app draws generated bars, shown here and adoptable as a starting point.
 */
export function HistogramField(props: FieldProps<unknown, JsonSchema, TemplateFormContext>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, errorSchema, registry } = props;
  const node = registry.formContext.node;
  const [focusedBar, setFocusedBar] = useState<number>();
  const own = Array.isArray(formData)
    ? formData.map((bar) => (typeof bar === 'number' && bar >= 0 ? bar : 0))
    : undefined;
  const stepId = isPlainObject(node) && typeof node.id === 'string' ? node.id : '';
  const bars = own ?? histogramBars({ id: stepId });
  const scale = scaleOf(node);
  const spans = scale ? bars.map((_, index) => barSpan(index, bars.length, scale)) : undefined;
  const id = fieldPathId.$id;
  const uiTitle: unknown = uiSchema?.['ui:title'];
  const title = [uiTitle, schema.title].find((text): text is string => typeof text === 'string') ?? 'Bar heights';
  const set = (next: number[] | undefined) => onChange(next, fieldPathId.path);
  const errors = (errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>;
  const problemsAt = (index: number) => errors[index]?.__errors ?? [];
  const listProblems = errorSchema?.__errors ?? [];
  const description = typeof schema.description === 'string' ? schema.description : undefined;

  return (
    <Box as="fieldset" id={id} aria-describedby={`${id}-help`} mb={4}>
      <Box as="legend">{title}</Box>
      {description ? (
        <Text id={`${id}-help`} className="field-description">
          {description}
        </Text>
      ) : null}
      <Stack gap={3} mt={2}>
        {listProblems.map((problem) => (
          <Text key={problem} fontSize="sm" color="red.700">
            {problem}
          </Text>
        ))}
        <Box
          role="img"
          aria-label={describeChart(bars, own !== undefined)}
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          p={2}
          maxW="28rem"
        >
          <Histogram bars={bars} isHighlighted={(index) => index === focusedBar} />
        </Box>
        <HStack gap={3} flexWrap="wrap">
          <Text fontSize="sm" color="gray.700" flex="1" minW="12rem">
            {own
              ? `${own.length} bar heights set for this step.`
              : 'No heights set: the app draws the generated bars shown above.'}
          </Text>
          {own ? (
            <Button size="xs" variant="outline" onClick={() => set(undefined)}>
              Use generated bars instead
            </Button>
          ) : (
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => set(bars)}>
              Start from these bars
            </Button>
          )}
        </HStack>
        <PasteNumbers count={HISTOGRAM_BAR_COUNT} onUse={set} />
        {own ? (
          <Box as="section" aria-label="Bar heights one by one">
            <Text fontSize="sm" fontWeight="medium" mb={2}>
              Bar heights one by one
            </Text>
            <BarList bars={own} spans={spans} problemsAt={problemsAt} onChange={set} onFocusBar={setFocusedBar} />
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
