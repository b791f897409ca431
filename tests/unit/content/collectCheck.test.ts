import { describe, expect, it } from 'vitest';
import { checkedContent, problemLines, shippedFiles } from './support/shippedContent.ts';
import { collectedStores, completesFlow, consentScreenId } from '../../../src/engine/flow/collect.ts';

const pulse = `# yaml-language-server: $schema=../schemas/content/flow.schema.json
kind: flow
card: {id: pulse, title: Pulse, description: A quick pulse check., order: 9}
start: /pulse
collect:
  consent: I agree that my answer is kept.
screens:
  - id: pulse
    type: questionnaire
    route: /pulse
    store: pulse
    labels: {back: Back, next: Next, finish: Finish}
    next: /consulting
    steps:
      - {id: mood, type: text, title: Mood, description: How are you?}
`;

describe('collect: a flow that collects answers', () => {
  it('is refused without a form to show its consent on, at the key', () => {
    const files = [...shippedFiles(), { file: 'flows/pulse.yaml', text: pulse }];
    expect(problemLines(files)).toEqual([
      'flows/pulse.yaml:5:1 collect: a flow that collects answers shows its consent checkbox on its first form, and this flow has no form screen: add one, or remove "collect"',
    ]);
  });

  it('needs consent text that is not blank', () => {
    const files = [
      ...shippedFiles(),
      { file: 'flows/pulse.yaml', text: pulse.replace('I agree that my answer is kept.', "'  '") },
    ];
    expect(problemLines(files)[0]).toMatch(/^flows\/pulse\.yaml:6:\d+ collect\.consent: /);
  });

  it('is not a shipped flow: the spec keeps every answer in the browser', () => {
    const content = checkedContent();
    expect(content.flows.filter((flow) => flow.collect)).toEqual([]);
  });

  it('asks on its first form, sends every form and questionnaire, and completes on its last', () => {
    const feedback = checkedContent('tests/fixtures/collect-flow').flows.find((flow) => flow.id === 'feedback');
    if (!feedback) throw new Error('the fixture flow is missing');
    expect(consentScreenId(feedback)).toBe('contact');
    expect(collectedStores(feedback)).toEqual(['feedbackContact', 'feedbackQuestionnaire']);
    expect(completesFlow(feedback, 'questions')).toBe(true);
    expect(completesFlow(feedback, 'contact')).toBe(false);
  });
});
