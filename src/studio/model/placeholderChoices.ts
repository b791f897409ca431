import { possiblyMissing } from '../../checker/checks/possiblyMissing.ts';
import { storeFields, storeWriters } from '../../checker/checks/references.ts';
import { catalogueOfStore } from '../../engine/catalogue/flowCatalogue.ts';
import type { Content } from '../../engine/content/types.ts';

/** One path an analysis's prompt template may name, as the picker offers it. */
export interface PlaceholderChoice {
  path: string;
  /** The field's or step's title, else what the path holds. */
  title: string;
  /** What the picker writes: `{{ path }}`, with the checker's fallback for an answer only some visitors give. */
  text: string;
}

export interface PlaceholderGroup {
  store: string;
  /** Which screen writes the store key: 'form "company-profile"', 'questionnaire "questions"'. */
  source: string;
  choices: PlaceholderChoice[];
}

/** The fallback the checker asks for (possiblyMissing.ts) when a question may be missing. */
const notAsked = '"not asked"';

function titlesOf(content: Content, store: string): Map<string, string> {
  const writer = storeWriters(content).get(store)?.screen;
  const titles = new Map<string, string>([[store, 'all of it']]);
  if (writer?.type === 'questionnaire') {
    titles.set(`${store}.step`, 'the step reached (a number)');
    titles.set(`${store}.answers`, 'all answers, by step');
  }
  for (const question of writer ? (catalogueOfStore(content, store)?.ofScreen(writer.id) ?? []) : [])
    titles.set(question.path, question.title);
  return titles;
}

function sourceOf(content: Content, store: string): string {
  const writer = storeWriters(content).get(store)?.screen;
  if (writer?.type === 'form') return `form "${writer.form}"`;
  if (writer?.type === 'questionnaire') return `questionnaire "${writer.id}"`;
  return 'no screen stores it yet';
}

/**
 * The placeholders an analysis's template may use, grouped by input store key: each input, and
 * each field the checker knows that input holds (storeFields, the list inputPathProblem checks
 * paths against). A question only some visitors answer comes with the fallback the checker
 * requires, so every choice inserts a placeholder the checker accepts.
 */
export function placeholderChoices(content: Content, analysisId: string): PlaceholderGroup[] {
  const analysis = content.analyses[analysisId];
  if (!analysis) return [];
  return analysis.inputs.map((store) => {
    const titles = titlesOf(content, store);
    const paths = [store, ...(storeFields(content, store) ?? []).map((field) => `${store}.${field}`)];
    return {
      store,
      source: sourceOf(content, store),
      choices: paths.map((path) => ({
        path,
        title: titles.get(path) ?? path.slice(store.length + 1),
        text: possiblyMissing(content, path) ? `{{ ${path} ?? ${notAsked} }}` : `{{ ${path} }}`,
      })),
    };
  });
}
