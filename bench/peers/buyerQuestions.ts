import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { FlowContent, QuestionnaireScreen, Step } from '../../src/engine/content/types.ts';

/** The buyer questionnaire as the peer apps receive it: the same steps, titles, options and defaults. */
export interface PeerQuestions {
  title: string;
  labels: QuestionnaireScreen['labels'];
  steps: Step[];
}

/** Reads the questionnaire of flows/buyer.yaml, so the peers ask exactly what /buyer-questions asks. */
export function buyerQuestions(projectRoot: string): PeerQuestions {
  const flow = parse(readFileSync(join(projectRoot, 'flows/buyer.yaml'), 'utf8')) as FlowContent;
  const screen = flow.screens.find((candidate): candidate is QuestionnaireScreen => candidate.type === 'questionnaire');
  if (!screen) throw new Error('flows/buyer.yaml has no questionnaire screen');
  return { title: screen.title ?? screen.id, labels: screen.labels, steps: screen.steps };
}
