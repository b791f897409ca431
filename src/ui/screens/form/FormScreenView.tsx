import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormScreen, JsonObject } from '../../../engine/content/types.ts';
import { selectFormData } from '../../../engine/store/sessionSelectors.ts';
import { OnDemandErrorView, OnDemandOutcomeView, OnDemandStatusLine } from '../../analysis/outcomeViews.tsx';
import { analysisText } from '../../analysis/analysisText.ts';
import { KeptResultOffer } from '../../analysis/KeptResultOffer.tsx';
import { useAnalysis } from '../../analysis/useAnalysis.ts';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { focusHeading } from '../../app/announce.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Callout } from '../../components/Callout.tsx';
import { CompletionNoteView } from '../../completion/CompletionNoteView.tsx';
import { ConsentCheckbox } from '../../completion/ConsentCheckbox.tsx';
import { scoreOf, useCompletion } from '../../completion/useCompletion.ts';
import { consentScreenId } from '../../../engine/flow/collect.ts';
import { routeAfter } from '../../../engine/logic/branches.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { flowSession } from '../../../engine/params/urlParams.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { useDeferredWrite } from '../../session/useDeferredWrite.ts';
import { trackCompletion, useAnalysisInsights, useStepInsights } from '../../insights/useInsights.ts';
import { ResumeFromLink, SaveForLater } from '../../saveForLater/SaveForLater.tsx';
import { withScreen, type ScreenProps } from '../withScreen.tsx';
import styles from './FormScreenView.styles.ts';
import { useShownFields } from './useShownFields.ts';

/** A live preview, which few forms have: loaded with them (prerendering waits for it, so its HTML is there first). */
const PositioningPreview = lazy(() =>
  import('./onDemand.ts')
    .then((onDemand) => onDemand.loadPositioningPreview())
    .then((module) => ({ default: module.PositioningPreview })),
);

/** How long typing pauses before a form's draft is written to session storage. */
const draftWriteDelayMs = 250;

export function FormPage({ content, flow, screen, formValidatorFunctions }: ScreenProps<FormScreen>) {
  const { app } = content;
  const form = content.forms[screen.form];
  // Precompiled at build time (virtual:validators/form/<id>): no schema compiler in the browser.
  const validator = useMemo(
    () =>
      form && formValidatorFunctions
        ? createPrecompiledValidator(formValidatorFunctions as ValidatorFunctions, form.schema as RJSFSchema)
        : undefined,
    [form, formValidatorFunctions],
  );
  const analysis = screen.analysis ? content.analyses[screen.analysis.prompt] : undefined;
  const { state: analysisState, start, dismiss, staleResult } = useAnalysis(app, flow, analysis);
  const [initialData] = useState(() => selectFormData(sessionStore().getState().slots, screen.store));
  const [data, setData] = useState<JsonObject>(initialData ?? {});
  const { ready, shown } = useShownFields(form, screen, flow);
  const goTo = useNavigate();
  const draft = useDeferredWrite(draftWriteDelayMs);
  usePageTitle(screen.title ?? screen.id, app.brand);
  useStepInsights(flow, screen, screen.id, false, true);
  useAnalysisInsights(flow, screen, screen.id, analysisState);
  // The result or error replaces a long form in place (and Try Again brings the form back): start
  // reading it from its heading, which takes focus and is announced.
  const replacesForm = analysisState.kind === 'result' || analysisState.kind === 'error';
  const shownBefore = useRef(replacesForm);
  useEffect(() => {
    if (shownBefore.current === replacesForm) return;
    shownBefore.current = replacesForm;
    if (replacesForm) window.scrollTo(0, 0);
    focusHeading();
  }, [replacesForm]);
  const closeResult = useCloseResult(screen.analysis, dismiss);
  const completion = useCompletion(flow, screen.id);
  const outcome = analysisState.kind === 'result' ? analysisState.outcome : undefined;
  const { report } = completion;
  useEffect(() => {
    if (analysis && outcome) report(scoreOf(analysis, outcome), outcome);
  }, [analysis, outcome, report]);
  if (!form || !validator || !ready) return null;

  // A keystroke re-renders the form's own field, and this page only when it shows a live preview.
  const save = (next: JsonObject) => {
    if (screen.preview) setData(next);
    draft.schedule(() => sessionStore().getState().saveDraft(screen.store, next));
  };
  const submit = (submitted: JsonObject) => {
    draft.cancel();
    sessionStore().getState().submitForm(screen.store, submitted);
    trackCompletion(flow, screen, screen.id, true);
    if (analysis) void start();
    else {
      report();
      const to = routeAfter(screen, {
        session: flowSession(sessionStore().getState().slots, flow.id),
        computed: flow.computed ?? {},
      });
      if (to) void goTo(to);
    }
  };

  if (analysis && analysisState.kind === 'result') {
    return (
      <OnDemandOutcomeView
        app={app}
        analysis={analysis}
        outcome={analysisState.outcome}
        onAction={closeResult}
        completionNote={<CompletionNoteView note={completion.note} />}
      />
    );
  }
  if (analysisState.kind === 'error') return <OnDemandErrorView app={app} error={analysisState} onRetry={dismiss} />;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        {screen.eyebrow ? <p className={styles.eyebrow}>{screen.eyebrow}</p> : null}
        <h1 className={styles.title}>{screen.title ?? form.id}</h1>
        {screen.description ? <p className={styles.description}>{screen.description}</p> : null}
      </div>
      {screen.route === flow.start ? <KeptResultOffer content={content} flow={flow} /> : null}
      {staleResult ? (
        <Callout tone="info" title={analysisText(app, 'keptResult').stale} data-testid="kept-result-stale" />
      ) : null}
      {screen.preview ? (
        <Suspense fallback={null}>
          <PositioningPreview label={screen.preview.label} template={screen.preview.template} data={data} />
        </Suspense>
      ) : null}
      <SchemaForm
        form={form}
        validator={validator}
        {...(initialData ? { initialData } : {})}
        submitLabel={screen.submitLabel}
        messages={app.messages}
        {...(shown ? { shown } : {})}
        onSubmit={submit}
        onChange={save}
        disabled={analysisState.kind === 'running'}
        beforeSubmit={
          flow.collect && consentScreenId(flow) === screen.id ? (
            <ConsentCheckbox
              flowId={flow.id}
              label={flow.collect.consent}
              disabled={analysisState.kind === 'running'}
            />
          ) : undefined
        }
        footer={
          screen.back ? <ActionButton action={screen.back} disabled={analysisState.kind === 'running'} /> : undefined
        }
      />
      <SaveForLater
        flow={flow}
        screenId={screen.id}
        label={app.saveForLater.label}
        brand={app.brand}
        disabled={analysisState.kind === 'running'}
      />
      <OnDemandStatusLine state={analysisState} />
    </div>
  );
}

export default withScreen('form', FormPage, ResumeFromLink);
