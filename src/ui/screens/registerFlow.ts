import type { ScreenContent } from '../../engine/content/types.ts';
import { provideConditions } from '../../engine/forms/matchesSchema.ts';
import { slotValidators } from '../../engine/store/slotValidators.ts';
import type { FlowValidators } from '../../engine/validation/types.ts';
import { sessionStore } from '../session/sessionStore.ts';

/** Hands a loaded flow's build-compiled validators to the engine: its store slots and its forms' conditions. */
export function registerFlow(content: ScreenContent, validators: FlowValidators): void {
  provideConditions(validators.conditions);
  sessionStore().getState().register(slotValidators(content, validators.forms));
}
