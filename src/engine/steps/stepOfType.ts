import type { Step, StepType } from '../content/types.ts';

/** The declaration type of one step type, so per-type registries can be keyed exhaustively. */
export type StepOfType<T extends StepType> = Extract<Step, { type: T }>;
