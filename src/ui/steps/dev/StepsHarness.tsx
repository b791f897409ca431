import { ChakraProvider, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { Answers, Step } from '../../../engine/content/types.ts';
import { modelFor } from '../../../engine/steps/registry.ts';
import { system } from '../../app/system.ts';
import { StepView } from '../StepView.tsx';

const steps: Step[] = [
  {
    id: 'askingPriceRange', type: 'range', title: 'Asking price range', min: 0, max: 2_000_000, step: 50_000,
    default: { min: 100_000, max: 2_000_000 }, format: 'currency',
  },
  { id: 'revenueMultipleRange', type: 'range', title: 'Revenue multiple range', min: 0, max: 20, step: 0.5, default: { min: 0, max: 20 }, format: 'multiple' },
  {
    id: 'teamSize', type: 'radio', title: 'Team size',
    options: [
      { value: 'solo', label: 'Solo founder (0 employees)' },
      { value: 'small', label: 'Small team (1-5 employees)' },
      { value: 'none', label: 'No preference' },
    ],
  },
  {
    id: 'businessModel', type: 'checkbox', title: 'Business model',
    options: [
      { value: 'subscription', label: 'Subscription' },
      { value: 'one-time', label: 'One-time sales' },
      { value: 'advertising', label: 'Advertising' },
    ],
  },
  { id: 'problem', type: 'text', title: 'Top 3 customer problems', placeholder: 'List them…' },
];

const messages = { answerRequired: 'Please provide an answer before continuing' };

export function StepsHarness() {
  const [answers, setAnswers] = useState<Answers>(() => {
    const seeded: Answers = {};
    for (const step of steps) {
      const initial = modelFor(step).initialAnswer(step);
      if (initial !== undefined) seeded[step.id] = initial;
    }
    return seeded;
  });
  return (
    <ChakraProvider value={system}>
      <chakra.main maxWidth="640px" margin="0 auto" padding="16px" display="grid" gap="32px">
        {steps.map((step) => {
          const error = modelFor(step).validate(step, answers[step.id], messages);
          return (
            <chakra.section key={step.id} display="grid" gap="12px">
              <chakra.h2 id={`${step.id}-title`} fontSize="18px" fontWeight="600">{step.title}</chakra.h2>
              <StepView
                step={step}
                answer={answers[step.id]}
                titleId={`${step.id}-title`}
                describedBy={`${step.id}-error`}
                invalid={error !== null}
                onChange={(answer) => setAnswers((prev) => ({ ...prev, [step.id]: answer }))}
              />
              <chakra.p id={`${step.id}-error`} fontSize="14px" color={error ? '#dc2626' : '#64748b'}>
                {error ?? modelFor(step).describe(step, answers[step.id] ?? '')}
              </chakra.p>
            </chakra.section>
          );
        })}
      </chakra.main>
    </ChakraProvider>
  );
}
