/**
 * npm run bench:logic — how long the flow logic takes on a generated 1,200-step questionnaire
 * where every step after the first is asked `when` the previous answer is not "skip": one
 * askedQuestions pass (what Next, Back and the counter each run) and one per keystroke's
 * answer event. Printed, never asserted (docs/logic-evaluator.md quotes it).
 */
import type { Answers, QuestionnaireScreen } from '../src/engine/content/types.ts';
import { askedQuestions } from '../src/engine/logic/askedQuestions.ts';
import { noLogic } from '../src/engine/logic/logicData.ts';

const count = 1200;
const screen: QuestionnaireScreen = {
  id: 'growth',
  type: 'questionnaire',
  route: '/growth',
  store: 'growth',
  labels: { back: 'Back', next: 'Next', finish: 'Finish' },
  steps: Array.from({ length: count }, (_, index) => ({
    id: `q${index}`,
    type: 'text' as const,
    title: `Question ${index}`,
    ...(index > 0 ? { when: { '!=': [{ var: `answers.q${index - 1}` }, 'skip'] } } : {}),
  })),
};
const answers: Answers = Object.fromEntries(screen.steps.map((step) => [step.id, 'an answer']));

const runs = 50;
askedQuestions(screen, answers, noLogic); // warm up
const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  askedQuestions(screen, answers, noLogic);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)] ?? 0;
const p95 = times[Math.floor(runs * 0.95)] ?? 0;
const perRule = (median * 1000) / (count - 1);
console.log(
  `${count} steps, ${count - 1} conditions: one pass ${median.toFixed(2)} ms median, ${p95.toFixed(2)} ms p95 (${perRule.toFixed(2)} µs a rule)`,
);
