import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormScreen, JsonObject } from '../../../engine/content/types.ts';
import { draftKey } from '../../../engine/store/slotValidators.ts';
import { AnalysisErrorView } from '../../analysis/AnalysisErrorView.tsx';
import { AnalysisOutcomeView } from '../../analysis/AnalysisOutcomeView.tsx';
import { AnalysisStatusLine } from '../../analysis/AnalysisStatusLine.tsx';
import { useAnalysis } from '../../analysis/useAnalysis.ts';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { sessionStore } from '../../session/sessionStore.ts';
import { withScreen, type ScreenProps } from '../withScreen.tsx';
import { PositioningPreview } from './PositioningPreview.tsx';

function storedData(key: string): JsonObject | undefined {
  const value = sessionStore().getState().slots[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

function FormPage({ content, flow, screen }: ScreenProps<FormScreen>) {
  const { app } = content;
  const form = content.forms[screen.form];
  const analysis = screen.analysis ? content.analyses[screen.analysis.prompt] : undefined;
  const { state: analysisState, start, dismiss } = useAnalysis(app, flow.id, analysis);
  const [initialData] = useState(() => storedData(draftKey(screen.store)) ?? storedData(screen.store));
  const [data, setData] = useState<JsonObject>(initialData ?? {});
  const goTo = useNavigate();
  usePageTitle(screen.title ?? screen.id, app.brand);
  // The result or error replaces a long form in place: start reading it from its heading.
  const replacesForm = analysisState.kind === 'result' || analysisState.kind === 'error';
  useEffect(() => {
    if (replacesForm) window.scrollTo(0, 0);
  }, [replacesForm]);
  if (!form) return null;

  const save = (next: JsonObject) => {
    setData(next);
    sessionStore().getState().write(draftKey(screen.store), next);
  };
  const submit = (submitted: JsonObject) => {
    const store = sessionStore().getState();
    store.write(screen.store, submitted);
    store.clear([draftKey(screen.store)]);
    if (analysis) void start();
    else if (screen.next) void goTo(screen.next);
  };
  const closeResult = useCloseResult(screen.analysis, dismiss);

  if (analysis && analysisState.kind === 'result') {
    return <AnalysisOutcomeView app={app} analysis={analysis} outcome={analysisState.outcome} onAction={closeResult} />;
  }
  if (analysisState.kind === 'error')
    return <AnalysisErrorView app={app} message={analysisState.message} onRetry={dismiss} />;

  return (
    <Stack gap={6} maxW="3xl" mx="auto">
      <Stack gap={2}>
        {screen.eyebrow ? (
          <Text fontSize="sm" fontWeight="semibold" color="brand.700" textTransform="uppercase" letterSpacing="wide">
            {screen.eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {screen.title ?? form.id}
        </Heading>
        {screen.description ? <Text color="gray.600">{screen.description}</Text> : null}
      </Stack>
      {screen.preview ? (
        <PositioningPreview label={screen.preview.label} template={screen.preview.template} data={data} />
      ) : null}
      <SchemaForm
        form={form}
        {...(initialData ? { initialData } : {})}
        submitLabel={screen.submitLabel}
        messages={app.formMessages}
        onSubmit={submit}
        onChange={save}
        disabled={analysisState.kind === 'running'}
        footer={
          screen.back ? (
            <ActionButton action={screen.back} size="lg" disabled={analysisState.kind === 'running'} />
          ) : undefined
        }
      />
      <AnalysisStatusLine state={analysisState} />
    </Stack>
  );
}

export default withScreen('form', FormPage);
