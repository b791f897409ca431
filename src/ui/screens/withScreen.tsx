import { useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FlowContent, Screen, ScreenContent } from '../../engine/content/types.ts';
import { Guarded } from '../session/Guarded.tsx';
import { guardOutcome } from '../session/guardOutcome.ts';
import { keepEntryParams } from '../session/keepEntryParams.ts';

/** How the router names a screen: ids only, so the route table needs no more than the shell. */
export interface ScreenRef {
  flowId: string;
  screenId: string;
}

/** A screen's reference with what loaded for it: its flow's content, and for a form its precompiled validator. */
export interface LoadedScreenProps extends ScreenRef {
  content: ScreenContent;
  formValidatorFunctions?: FormValidatorFunctions;
}

/** rjsf's precompiled validator functions of a form (virtual:validators/form/<id>), kept opaque here. */
export type FormValidatorFunctions = Record<string, unknown>;

export interface ScreenProps<S extends Screen = Screen> {
  content: ScreenContent;
  flow: FlowContent;
  screen: S;
  formValidatorFunctions?: FormValidatorFunctions;
}

/** A screen type's view, which can also say whether the screen's guards pass before it renders. */
export type ScreenView = ComponentType<LoadedScreenProps> & {
  /** Checked before a prerendered screen is hydrated (src/ui/app/prerenderGuards.ts). */
  guardsPass: (props: LoadedScreenProps) => boolean;
};

/**
 * Resolves a screen of the given type from its flow's content and renders it behind its guards.
 * The content checker guarantees the ids exist, so a miss means a stale build: say so loudly.
 */
export function withScreen<T extends Screen['type']>(
  type: T,
  View: ComponentType<ScreenProps<Extract<Screen, { type: T }>>>,
  /** What a screen that can be saved for later is opened through (src/ui/saveForLater/SaveForLater.tsx). */
  Opening?: ComponentType<{ flow: FlowContent; screen: Screen; brand: string; children: ReactNode }>,
): ScreenView {
  const resolve = ({ flowId, screenId, content }: LoadedScreenProps) => {
    const flow = content.flows.find((candidate) => candidate.id === flowId);
    const screen = flow?.screens.find((candidate) => candidate.id === screenId);
    if (!flow || screen?.type !== type) throw new Error(`No ${type} screen "${flowId}/${screenId}" in the content`);
    return { flow, screen: screen as Extract<Screen, { type: T }> };
  };
  function ScreenWithContent(props: LoadedScreenProps) {
    const { flow, screen } = resolve(props);
    const { content, formValidatorFunctions } = props;
    const { search } = useLocation();
    // Once per opening, before the view first reads the session (its conditions may read them).
    useState(() => keepEntryParams(flow, screen, search));
    const guarded = (
      <Guarded content={content} flow={flow} screen={screen}>
        <View
          content={content}
          flow={flow}
          screen={screen}
          {...(formValidatorFunctions ? { formValidatorFunctions } : {})}
        />
      </Guarded>
    );
    if (!Opening) return guarded;
    return (
      <Opening flow={flow} screen={screen} brand={content.app.brand}>
        {guarded}
      </Opening>
    );
  }
  return Object.assign(ScreenWithContent, {
    guardsPass: (props: LoadedScreenProps) => {
      const { flow, screen } = resolve(props);
      return guardOutcome(props.content, flow, screen).pass;
    },
  });
}
