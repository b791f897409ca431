import { screenAnalysis } from '../engine/flow/screenKinds.ts';
/**
 * A Mermaid flowchart of each flow, for product owners who want to see a flow rather than read
 * its YAML: entry card, screens, questionnaire steps, guards, transitions and the analysis.
 * Pure: content in, markdown out. `npm run flows:map` writes the result to docs/flows/.
 */
import type { AskedStep } from '../engine/catalogue/question.ts';
import { screenQuestions } from '../engine/catalogue/screenQuestions.ts';
import { branchesOf } from '../engine/logic/branches.ts';
import type {
  Action,
  AnalysisContent,
  Content,
  FlowContent,
  Guard,
  Screen,
  SectionSpec,
} from '../engine/content/types.ts';

/** Mermaid reads quotes, angle brackets and pipes in labels as syntax; entity codes keep them text. */
function text(value: string): string {
  return value.replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;').replace(/\|/g, '#124;');
}

/** A quoted label of escaped lines. */
function label(...lines: string[]): string {
  return `"${lines.map(text).join('<br/>')}"`;
}

function nodeId(prefix: string, name: string): string {
  return `${prefix}_${name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root'}`;
}

const screenNode = (screen: Screen) => nodeId('screen', screen.id);
const stepNode = (screen: Screen, index: number) => nodeId(`step_${screen.id}`, String(index + 1));

function sectionText(section: SectionSpec): string {
  if (section.kind === 'text') return `${section.key} (text)`;
  return `${section.key} (${section.kind} ${section.min}-${section.max})`;
}

function guardLines(guard: Guard): string[] {
  const fields = guard.requires?.length ? guard.requires.join(', ') : undefined;
  if (!fields) return [`guard · no ${guard.store}: ${guard.missing}`];
  if (guard.missing === guard.invalid) return [`guard · needs ${guard.store} with ${fields}: ${guard.missing}`];
  return [`guard · no ${guard.store}: ${guard.missing}`, `blank ${fields}: ${guard.invalid}`];
}

class Chart {
  readonly lines: string[] = [];
  private readonly declared = new Set<string>();

  constructor(
    private readonly content: Content,
    private readonly flow: FlowContent,
  ) {}

  add(line: string): void {
    this.lines.push(`  ${line}`);
  }

  edge(from: string, to: string, lines: string[], dashed = false): void {
    this.add(`${from} ${dashed ? '-.->' : '-->'}|${label(...lines)}| ${to}`);
  }

  /** The node for a route: this flow's screen, or a node declared once for a route elsewhere. */
  routeNode(route: string): string {
    const own = this.flow.screens.find((screen) => screen.route === route);
    if (own) return screenNode(own);
    if (route === this.content.app.home.route) return 'home';
    const id = nodeId('route', route);
    if (this.declared.has(id)) return id;
    this.declared.add(id);
    const page = this.content.pages.find((entry) => entry.route === route);
    const other = this.content.flows
      .flatMap((flow) => flow.screens.map((screen) => ({ flow, screen })))
      .find((entry) => entry.screen.route === route);
    const name = page
      ? `page: ${page.title}`
      : other
        ? `${other.flow.id} flow: ${other.screen.title ?? other.screen.id}`
        : 'unknown route';
    this.add(`${id}([${label(name, route)}])`);
    return id;
  }

  actionTarget(action: Action, stay: string, closeTo: string | undefined): string | undefined {
    if (action.to) return this.routeNode(action.to);
    if (action.href) {
      const id = nodeId('link', action.href);
      if (!this.declared.has(id)) {
        this.declared.add(id);
        this.add(`${id}([${label(`external: ${action.href}`)}])`);
      }
      return id;
    }
    if (action.effect) return closeTo ? this.routeNode(closeTo) : stay;
    return undefined;
  }
}

function screenLabel(screen: Screen): string {
  const heading = screen.title ?? (screen.type === 'results' ? screen.result.view.title : undefined);
  const title = heading ? `${screen.type}: ${heading}` : screen.type;
  const data =
    screen.type === 'form'
      ? `form ${screen.form} → ${screen.store}`
      : screen.type === 'questionnaire'
        ? `→ ${screen.store}`
        : screen.type === 'analysis'
          ? `runs ${screen.analysis} as it opens`
          : 'fixed result';
  return label(title, `${screen.route} · ${data}`);
}

/** A question's node: its place, id and type, and when it is asked only for some visitors, when. */
function questionLines(question: AskedStep, index: number, questions: readonly AskedStep[]): string[] {
  const lines = [`${index + 1}. ${question.id} · ${question.step.type}`];
  const chosen = question.conditions.findLast((condition) => condition.kind === 'chosen');
  const offering = questions.find((other) => chosen?.kind === 'chosen' && other.id === chosen.of);
  const option = offering?.options?.find((candidate) => chosen?.kind === 'chosen' && candidate.value === chosen.option);
  if (chosen?.kind === 'chosen')
    lines.push(`follow-up: when "${option?.label ?? chosen.option}" is chosen for ${chosen.of}`);
  else if (question.conditions.length > 0) lines.push('asked when its rule holds');
  return lines;
}

function drawScreen(chart: Chart, screen: Screen): void {
  if (screen.type !== 'questionnaire') {
    chart.add(`${screenNode(screen)}[${screenLabel(screen)}]`);
    return;
  }
  chart.add(`subgraph ${screenNode(screen)}[${screenLabel(screen)}]`);
  chart.add('  direction TB');
  const questions = screenQuestions(screen);
  questions.forEach((question, index) =>
    chart.add(`  ${stepNode(screen, index)}[${label(...questionLines(question, index, questions))}]`),
  );
  questions
    .slice(1)
    .forEach((_, index) =>
      chart.add(`  ${stepNode(screen, index)} -->|${label(screen.labels.next)}| ${stepNode(screen, index + 1)}`),
    );
  chart.add('end');
}

function drawAnalysis(chart: Chart, screen: Screen, analysis: AnalysisContent | undefined, prompt: string): string {
  const id = nodeId('analysis', prompt);
  const details = analysis
    ? [`result: ${analysis.result.title}`, 'sections:', ...analysis.sections.map(sectionText)]
    : ['missing prompt file'];
  chart.add(`${id}[[${label(`analysis: prompts/${prompt}.yaml`, ...details)}]]`);
  const link = screenAnalysis(screen);
  const clears = link?.clearOnClose.length ? ` (clears ${link.clearOnClose.join(', ')})` : '';
  for (const action of analysis?.result.actions ?? []) {
    const target = chart.actionTarget(action, screenNode(screen), link?.closeTo);
    if (target) chart.edge(id, target, [`${action.label}${action.effect ? clears : ''}`]);
  }
  return id;
}

function drawTransitions(chart: Chart, screen: Screen, content: Content): void {
  const node = screenNode(screen);
  if (screen.type === 'results') {
    for (const action of screen.result.view.actions) {
      const target = chart.actionTarget(action, node, undefined);
      if (target) chart.edge(node, target, [action.label]);
    }
    return;
  }
  if (screen.type === 'analysis') {
    chart.edge(node, drawAnalysis(chart, screen, content.analyses[screen.analysis], screen.analysis), ['opens']);
    return;
  }
  const last = screen.type === 'questionnaire' ? stepNode(screen, screenQuestions(screen).length - 1) : node;
  const submit = screen.type === 'questionnaire' ? screen.labels.finish : screen.submitLabel;
  // An analysis takes over from `next`: the screen runs it instead of moving on.
  if (screen.analysis) {
    const analysis = drawAnalysis(chart, screen, content.analyses[screen.analysis.prompt], screen.analysis.prompt);
    chart.edge(last, analysis, [submit]);
  } else {
    for (const branch of branchesOf(screen.next))
      chart.edge(last, chart.routeNode(branch.to), [
        branch.when === undefined ? submit : `${submit}, when its rule holds`,
      ]);
  }
  if (screen.type === 'form' && screen.back) {
    const target = chart.actionTarget(screen.back, node, undefined);
    if (target) chart.edge(node, target, [screen.back.label]);
  }
}

/** The Markdown page (heading, note and Mermaid chart) for one flow. */
export function flowMap(content: Content, flow: FlowContent): string {
  const chart = new Chart(content, flow);
  const card = flow.card;
  chart.add(
    `home([${label('Home page', ...(card ? [`card: ${card.title}${card.comingSoon ? ' (coming soon)' : ''}`] : []))}])`,
  );
  for (const screen of flow.screens) drawScreen(chart, screen);
  if (card && !card.comingSoon) chart.edge('home', chart.routeNode(flow.start), [card.title]);
  for (const screen of flow.screens) {
    drawTransitions(chart, screen, content);
    for (const guard of screen.guards ?? [])
      chart.edge(screenNode(screen), chart.routeNode(guard.redirect), guardLines(guard), true);
  }
  const entry = card
    ? `The home card **${card.title}** opens \`${flow.start}\`.`
    : `The flow has no home card; it starts at \`${flow.start}\`.`;
  return [
    `# Flow map: ${flow.id}`,
    '',
    `<!-- Generated from flows/${flow.id}.yaml by \`npm run flows:map\`; edit the flow, not this file. -->`,
    '',
    `${entry} Solid arrows are buttons (labelled with their text); dashed arrows are guards, which send the user back with the message shown when the data an earlier screen stores is missing or incomplete.`,
    '',
    '```mermaid',
    'flowchart TD',
    ...chart.lines,
    '```',
    '',
  ].join('\n');
}

/** One map per flow, as the files `npm run flows:map` writes. */
export function flowMaps(content: Content): { file: string; text: string }[] {
  return content.flows.map((flow) => ({ file: `docs/flows/${flow.id}.md`, text: flowMap(content, flow) }));
}
