// The buyer questionnaire on SurveyJS (survey-core + survey-react-ui), one question per page,
// every answer required, answers and page kept in sessionStorage. Generated from flows/buyer.yaml
// by bench/peers/buyerQuestions.ts (injected as __QUESTIONS__ at build time).
import 'survey-core/survey-core.min.css';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import type { PeerQuestions } from '../../buyerQuestions.ts';
import type { Step } from '../../../../src/engine/content/types.ts';

declare const __QUESTIONS__: PeerQuestions;
const storageKey = 'buyerSurvey';

function question(step: Step) {
  const base = { name: step.id, title: step.title, description: step.description, isRequired: true };
  const choices = 'options' in step ? step.options.map((option) => ({ value: option.value, text: option.label })) : [];
  switch (step.type) {
    case 'range':
      return {
        ...base,
        type: 'slider',
        sliderType: 'range',
        min: step.min,
        max: step.max,
        step: step.step ?? 1,
        defaultValue: [step.default.min, step.default.max],
      };
    case 'radio':
      return { ...base, type: 'radiogroup', choices };
    case 'checkbox':
      return { ...base, type: 'checkbox', choices };
    default:
      return { ...base, type: 'comment' };
  }
}

const model = new Model({
  title: __QUESTIONS__.title,
  showQuestionNumbers: false,
  showProgressBar: true,
  progressBarType: 'pages',
  pageNextText: __QUESTIONS__.labels.next,
  pagePrevText: __QUESTIONS__.labels.back,
  completeText: __QUESTIONS__.labels.finish,
  pages: __QUESTIONS__.steps.map((step) => ({ name: step.id, elements: [question(step)] })),
});
const saved = sessionStorage.getItem(storageKey);
if (saved) {
  const { data, page } = JSON.parse(saved) as { data: Record<string, unknown>; page: number };
  model.data = data;
  model.currentPageNo = page;
}
const save = () => sessionStorage.setItem(storageKey, JSON.stringify({ data: model.data, page: model.currentPageNo }));
model.onValueChanged.add(save);
model.onCurrentPageChanged.add(save);

const root = document.getElementById('root');
if (root) createRoot(root).render(<Survey model={model} />);
