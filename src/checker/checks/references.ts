import { isAnsweredScreen, screenAnalysis } from '../../engine/flow/screenKinds.ts';
import { catalogueOfStore } from '../../engine/catalogue/flowCatalogue.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { Content, Screen } from '../../engine/content/types.ts';
import type { ContentCheck } from './context.ts';
import { mayNotRequire, possiblyMissing } from './possiblyMissing.ts';

/** Which screen writes each store key; a key written by two screens would overwrite itself. */
export function storeWriters(content: Content): Map<string, { flowId: string; screen: Screen }> {
  const writers = new Map<string, { flowId: string; screen: Screen }>();
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      if (isAnsweredScreen(screen) && !writers.has(screen.store))
        writers.set(screen.store, { flowId: flow.id, screen });
    }
  }
  return writers;
}

/**
 * The fields a store key holds, from its flow's catalogue: a form's fields, or a questionnaire's
 * `step` and `answers` with each question's answer under `answers.<id>` (follow-ups included).
 */
export function storeFields(content: Content, store: string): string[] | undefined {
  const writer = storeWriters(content).get(store)?.screen;
  const catalogue = catalogueOfStore(content, store);
  if (!writer || !isAnsweredScreen(writer) || !catalogue) return undefined;
  if (writer.type === 'form' && !content.forms[writer.form]) return undefined;
  const fields = catalogue.ofScreen(writer.id).map((question) => question.path.slice(store.length + 1));
  return writer.type === 'questionnaire' ? ['step', 'answers', ...fields] : fields;
}

/** Forms, prompts and store keys named anywhere exist, and each store key has one writer. */
export const checkReferences: ContentCheck = ({ content, sources, report }) => {
  const writers = storeWriters(content);
  const storeKeys = [...writers.keys()];
  const forms = Object.keys(content.forms);
  const prompts = Object.keys(content.analyses);
  const expectStore = (key: string, source: SourceFile, path: PathSegment[]) => {
    if (!writers.has(key))
      report(source, path, `no form or questionnaire stores "${key}"${didYouMean(key, storeKeys)}`);
  };

  const seenStores = new Map<string, string>();
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    flow.screens.forEach((screen, index) => {
      const at = (...rest: PathSegment[]): PathSegment[] => ['screens', index, ...rest];
      if (isAnsweredScreen(screen)) {
        const owner = seenStores.get(screen.store);
        if (owner)
          report(source, at('store'), `store key "${screen.store}" is already written by ${owner}; use a new key`);
        else seenStores.set(screen.store, `screen "${flow.id}/${screen.id}"`);
      }
      const link = screenAnalysis(screen);
      if (link) {
        // An analysis screen names its analysis and clears at the top level; a form or questionnaire in `analysis:`.
        const linkAt = (...rest: PathSegment[]) =>
          screen.type === 'analysis'
            ? at(...(rest.length > 0 ? rest : ['analysis']))
            : at('analysis', ...(rest.length > 0 ? rest : ['prompt']));
        if (!content.analyses[link.prompt])
          report(source, linkAt(), `no prompts/${link.prompt}.yaml${didYouMean(link.prompt, prompts)}`);
        link.clearOnClose.forEach((key, k) => expectStore(key, source, linkAt('clearOnClose', k)));
      }
      if (screen.type === 'results')
        screen.result.clearOnClose?.forEach((key, k) => expectStore(key, source, at('result', 'clearOnClose', k)));
      if (screen.type === 'form' && !content.forms[screen.form]) {
        report(source, at('form'), `no schemas/forms/${screen.form}.json${didYouMean(screen.form, forms)}`);
      }
      screen.guards?.forEach((guard, g) => {
        expectStore(guard.store, source, at('guards', g, 'store'));
        const fields = storeFields(content, guard.store);
        guard.requires?.forEach((field, f) => {
          if (fields && !fields.includes(field)) {
            report(
              source,
              at('guards', g, 'requires', f),
              `"${guard.store}" has no field "${field}", so this guard could never pass${didYouMean(field, fields)}`,
            );
          }
          const path = `${guard.store}.${field}`;
          const missing = possiblyMissing(content, path);
          if (missing) report(source, at('guards', g, 'requires', f), mayNotRequire(path, missing));
        });
      });
    });
  }

  for (const analysis of Object.values(content.analyses)) {
    const source = sources.analyses[analysis.id];
    if (!source) continue;
    analysis.inputs.forEach((key, index) => expectStore(key, source, ['inputs', index]));
  }
};
