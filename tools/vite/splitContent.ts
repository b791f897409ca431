import { splitApp, withoutAnalysisTexts, type FlowTexts } from '../../src/engine/content/contentShell.ts';
import type { Content, FlowContent } from '../../src/engine/content/types.ts';
import { screenAnalysis } from '../../src/engine/flow/screenKinds.ts';
import { flowForms, flowValidatorsCode, formValidatorCode } from '../validators/compileValidators.ts';

/**
 * Content split per flow, so a screen loads its own flow and not every flow:
 * - virtual:content/loaders: one dynamic import per flow and per form validator (tiny, on the entry);
 * - virtual:content/flow/<id>: the flow, the forms and analyses it uses, and its store validators,
 *   with the steps' and fields' messages, which it imports (virtual:content/messages, one copy for every flow);
 * - virtual:validators/form/<id>: rjsf's precompiled validator functions for one form;
 * - virtual:content/page/<id>: one static page's body.
 */
export const flowPrefix = 'virtual:content/flow/';
export const pagePrefix = 'virtual:content/page/';
export const formValidatorPrefix = 'virtual:validators/form/';
const loadersId = 'virtual:content/loaders';

/**
 * The part of the content one flow's screens read: the flow, its forms and analyses, and the
 * app's texts the shell does not carry but the messages (its module adds those; loadFlow joins it
 * with the shell, whose language it is in; none is sent twice). A flow that runs no analysis goes
 * without the analysis texts.
 */
function withoutCard(flow: FlowContent): FlowContent {
  const { card: _card, ...rest } = flow;
  return rest;
}

export function flowContent(
  content: Content,
  flow: FlowContent,
): Omit<Content, 'app' | 'language' | 'languages'> & { app: FlowTexts } {
  const forms = Object.fromEntries(flowForms(content, flow).map((form) => [form.id, form]));
  const prompts = flow.screens.flatMap((screen) => screenAnalysis(screen)?.prompt ?? []);
  const analyses = Object.fromEntries(
    prompts.flatMap((prompt) => (content.analyses[prompt] ? [[prompt, content.analyses[prompt]]] : [])),
  );
  const texts = splitApp(content.app).flow;
  return {
    app: prompts.length > 0 ? texts : withoutAnalysisTexts(texts),
    // Its home card is the shell's (only the home page shows it).
    flows: [withoutCard(flow)],
    pages: [],
    forms,
    analyses,
  };
}

function loadersCode(content: Content): string {
  const loader = (key: string, id: string) => `${JSON.stringify(key)}: () => import(${JSON.stringify(id)})`;
  const flows = content.flows.map((flow) => loader(flow.id, `${flowPrefix}${flow.id}`));
  const forms = Object.keys(content.forms).map((id) => loader(id, `${formValidatorPrefix}${id}`));
  const pages = content.pages.map((page) => loader(page.id, `${pagePrefix}${page.id}`));
  return [
    `export const flows = {\n${flows.join(',\n')}\n};`,
    `export const formValidators = {\n${forms.join(',\n')}\n};`,
    `export const pages = {\n${pages.join(',\n')}\n};`,
  ].join('\n');
}

/** The code of one split module, or undefined when `id` is none of them (or names nothing). */
export function splitModuleCode(content: Content, id: string): string | undefined {
  if (id === loadersId) return loadersCode(content);
  if (id.startsWith(flowPrefix)) {
    const flow = content.flows.find((candidate) => candidate.id === id.slice(flowPrefix.length));
    if (!flow) return undefined;
    const validators = flowValidatorsCode(flowForms(content, flow));
    return [
      `import messages from 'virtual:content/messages';`,
      validators,
      'export const validators = { forms, conditions };',
      `const data = ${JSON.stringify(flowContent(content, flow))};`,
      'export const content = { ...data, app: { ...data.app, messages } };',
    ].join('\n');
  }
  if (id.startsWith(pagePrefix)) {
    const page = content.pages.find((candidate) => candidate.id === id.slice(pagePrefix.length));
    return page ? `export default ${JSON.stringify(page)};` : undefined;
  }
  if (id.startsWith(formValidatorPrefix)) {
    const form = content.forms[id.slice(formValidatorPrefix.length)];
    return form ? formValidatorCode(form) : undefined;
  }
  return undefined;
}

export function isSplitModule(id: string): boolean {
  return id === loadersId || [flowPrefix, formValidatorPrefix, pagePrefix].some((prefix) => id.startsWith(prefix));
}
