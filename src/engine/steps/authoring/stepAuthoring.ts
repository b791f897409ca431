import type { Answer, Step } from '../../content/types.ts';
import type { LogicType } from './logicType.ts';

/** A problem in a step's declaration: the JSON Pointer below the step (e.g. '/default/min') and what is wrong. */
export type DeclarationProblem = [pointer: string, message: string];

/**
 * What the content checker, the editor preview and the Studio know about one step type. Kept
 * apart from the runtime StepModel so none of it reaches the browser bundle
 * (tests/unit/architecture/runtimeBoundary.test.ts holds that).
 */
export interface StepAuthoring<S extends Step = Step, A extends Answer = Answer> {
  type: S['type'];
  /** Checks a declaration beyond its schema (e.g. range default inside bounds). */
  checkDeclaration: (step: S) => DeclarationProblem[];
  /** A plausible answer that passes the step's validation, used by the previews to fill a step. */
  sampleAnswer: (step: S) => A;
  /** The type rules see for this step's answer (answers.<id>): what its model's toLogicValue gives. */
  logicType: (step: S) => LogicType;
}
