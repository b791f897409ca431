/**
 * The founder and product flows (and any flow added with content files alone) share one analysis
 * pipeline: one parser, one provider chain, one offline analyzer, one result renderer, each
 * parameterised by the flow's prompt file. Proved on the source itself: the import graph of src
 * (static and lazy imports, type-only imports ignored) and every string literal in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../../src/engine/content/types.ts';
import { screenAnalysis } from '../../../src/engine/flow/screenKinds.ts';
import { loadContent } from '../../../tools/content/loadContent.ts';
import { SourceGraph, walkTree } from './sourceGraph.ts';

const root = join(import.meta.dirname, '../../..');
const graph = new SourceGraph(root, 'src');

function contentOf(extraRoots: string[]): Content {
  const { content, problems } = loadContent(root, { extraRoots });
  if (!content) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return content;
}
const content = contentOf([]);
// A flow added as content only (tests/fixtures/extra-flow) must need no code either.
const withFixtureFlow = contentOf(['tests/fixtures/extra-flow']);

/** The one module that declares `name`; fails when there are none or several. */
function soleDeclarer(name: string): string {
  const declarers = graph.declaring(name);
  expect(declarers, `modules declaring ${name}`).toHaveLength(1);
  return declarers[0] ?? '';
}

/** screen type -> view module, read from the router's own lazy imports in ScreenRoute.tsx. */
function screenViewModules(): Record<string, string> {
  const routeFile = 'src/ui/screens/ScreenRoute.tsx';
  const views: Record<string, string> = {};
  walkTree(graph.module(routeFile).program, (node) => {
    if (node.type !== 'Property' || typeof (node.key as { name?: unknown }).name !== 'string') return;
    walkTree(node.value, (inner) => {
      const source = inner.type === 'ImportExpression' ? (inner.source as { value?: unknown }).value : undefined;
      if (typeof source !== 'string') return;
      const edge = graph
        .module(routeFile)
        .imports.find((candidate) => candidate.dynamic && candidate.specifier === source);
      if (edge?.resolved) views[(node.key as { name: string }).name] = edge.resolved;
    });
  });
  return views;
}

/** The flows whose screens run an analysis, with the screen and its prompt. */
const analysisScreens = content.flows.flatMap((flow) =>
  flow.screens.flatMap((screen) => {
    const link = screenAnalysis(screen);
    return link ? [{ flow: flow.id, type: screen.type, prompt: link.prompt }] : [];
  }),
);

const pipeline = {
  parser: 'parseAnalysis',
  validity: 'isValidAnalysis',
  prechecks: 'runPrechecks',
  providerChain: 'runProviderChain',
  retryPolicy: 'completeWithRetry',
  providerFactory: 'createProviders',
  offlineAnalyzer: 'offlineAnalyze',
  runner: 'runAnalysis',
  hook: 'useAnalysis',
  outcomeView: 'AnalysisOutcomeView',
  errorView: 'AnalysisErrorView',
  resultRenderer: 'ResultView',
} as const;

describe('one analysis pipeline', () => {
  it.each(Object.entries(pipeline))(
    'has exactly one %s (%s), declared in one module and exported from it',
    (_part, name) => {
      expect(graph.exporting(name)).toEqual([soleDeclarer(name)]);
    },
  );

  it('calls each AI SDK from one provider module, created only by the one provider factory', () => {
    const factory = soleDeclarer(pipeline.providerFactory);
    for (const sdk of ['@google/generative-ai', 'openai']) {
      const [provider, ...others] = graph.importersOf(sdk);
      expect(others, `other modules importing ${sdk}`).toEqual([]);
      expect(graph.importersOf(provider ?? ''), `importers of ${provider}`).toEqual([factory]);
    }
  });

  it('keeps the parser, chain, providers and offline analyzer behind the engine index: the UI imports none of them directly', () => {
    const internals = /^src\/engine\/analysis\/(parse|chain|providers|offline|run|email)\//;
    const leaks = [...graph.modules.values()]
      .filter((module) => module.file.startsWith('src/ui/'))
      .flatMap((module) =>
        module.imports
          .filter((edge) => !edge.typeOnly && internals.test(edge.resolved ?? ''))
          .map((edge) => `${module.file} -> ${edge.resolved}`),
      );
    expect(leaks).toEqual([]);
  });
});

describe('every flow with an analysis reaches the same pipeline', () => {
  const views = screenViewModules();

  it('covers the founder and product flows, each with its own prompt', () => {
    expect(analysisScreens.map((screen) => [screen.flow, screen.prompt]).sort()).toEqual([
      ['founder', 'founder'],
      ['product', 'product'],
    ]);
    for (const { prompt } of analysisScreens) expect(content.analyses[prompt]?.result.lists.length).toBeGreaterThan(0);
  });

  it.each(analysisScreens)(
    "the $flow flow's $type screen loads the one parser, chain, offline analyzer and renderer, all through the one hook",
    ({ type }) => {
      const view = views[type];
      expect(view, `view module for ${type} screens`).toBeDefined();
      const reached = graph.reachable(view ?? '');
      const hook = soleDeclarer(pipeline.hook);
      for (const name of Object.values(pipeline))
        expect([...reached], `${view} reaches ${name}`).toContain(soleDeclarer(name));
      // The hook is the only way in: cut it out and the engine is out of reach.
      const withoutHook = graph.reachable(view ?? '', hook);
      for (const name of [pipeline.parser, pipeline.providerChain, pipeline.offlineAnalyzer, pipeline.runner]) {
        expect([...withoutHook], `${view} reaches ${name} only through ${hook}`).not.toContain(soleDeclarer(name));
      }
    },
  );

  it('renders every result, analysed or fixed, with the one renderer', () => {
    const renderer = soleDeclarer(pipeline.resultRenderer);
    const resultTypes = new Set([...analysisScreens.map((screen) => screen.type), 'results']);
    for (const type of resultTypes) expect([...graph.reachable(views[type] ?? '')], `${type} view`).toContain(renderer);
    // Its score badge has no other user, so no second renderer can be built from its parts.
    expect(graph.importersOf('src/ui/results/ScoreBadge.tsx')).toEqual([renderer]);
  });
});

/** Every property name and enum or const value in the content schemas: the content language's own words. */
function contentLanguageWords(): Set<string> {
  const words = new Set<string>();
  const folder = join(root, 'schemas/content');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.schema.json'))) {
    walkTree(JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown, (node) => {
      if (typeof node.properties === 'object' && node.properties !== null)
        for (const key of Object.keys(node.properties)) words.add(key);
      if (typeof node.const === 'string') words.add(node.const);
      if (Array.isArray(node.enum)) for (const value of node.enum) if (typeof value === 'string') words.add(value);
    });
  }
  return words;
}

/** The names content gives to its instances: flow, screen, form, store, route, analysis and section ids. */
function contentInstanceNames(source: Content): Set<string> {
  const names = new Set<string>(Object.keys(source.forms));
  for (const [id, analysis] of Object.entries(source.analyses)) {
    names.add(id);
    for (const section of analysis.sections)
      for (const name of [section.key, section.field, ...section.field.split('.')]) names.add(name);
  }
  for (const flow of source.flows) {
    names.add(flow.id);
    for (const screen of flow.screens)
      for (const name of [screen.id, screen.route, 'store' in screen ? screen.store : '']) if (name) names.add(name);
  }
  // A word the content language itself defines (a section kind such as 'score') is vocabulary, not a flow's name.
  for (const word of contentLanguageWords()) names.delete(word);
  return names;
}

describe('no code knows a particular flow', () => {
  it('src has no string naming a flow, screen, route, store, form, analysis or section', () => {
    const names = contentInstanceNames(withFixtureFlow);
    expect(names).toContain('product');
    expect(names).toContain('NEXT_STEPS');
    expect(names).toContain('simplePositioning');
    const hits: string[] = [];
    for (const module of graph.modules.values()) {
      walkTree(module.program, (node) => {
        const text =
          node.type === 'Literal'
            ? node.value
            : node.type === 'TemplateElement'
              ? (node.value as { cooked?: unknown }).cooked
              : node.type === 'JSXText'
                ? String(node.value).trim()
                : undefined;
        if (typeof text === 'string' && names.has(text)) hits.push(`${module.file}: '${text}'`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('src reads content only through virtual:content, never from the content files', () => {
    const direct = [...graph.modules.values()].flatMap((module) =>
      module.imports
        .filter((edge) => /^(flows|prompts|schemas\/forms)\//.test(edge.resolved ?? ''))
        .map((edge) => `${module.file} -> ${edge.resolved}`),
    );
    expect(direct).toEqual([]);
  });
});
