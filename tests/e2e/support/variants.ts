import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../../..');
const e2eOutDir = resolve(projectRoot, 'dist-e2e');

const emailjs = {
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_test',
  VITE_EMAILJS_TEMPLATE_ID: 'template_test',
  // The saved link's own template (flows/app.yaml, saveForLater.email).
  VITE_EMAILJS_RESUME_TEMPLATE_ID: 'template_resume',
};

/**
 * The fixture flows the end-to-end tests walk besides the shipped ones, merged into the `keys`
 * build (content roots only add flows, so the shipped flows are built as they ship): Plan a Launch
 * from tests/fixtures/extra-flow (a flow added with content files alone), Founding Team from
 * tests/fixtures/list-flow (a form of lists), Customer Pulse from tests/fixtures/question-types
 * (one question of each newer step type), Ship an Order from tests/fixtures/schema-forms (forms
 * in ordinary JSON Schema), Qualify a Lead from tests/fixtures/logic-flow (conditions,
 * follow-ups, computed values, branches), Price a Deal from tests/fixtures/number-formats
 * (currency and percent numbers in a form and in steps) and Check Loan Readiness from
 * tests/fixtures/branch-flow (a branch into an AI review), with Check Grant Fit (a branch straight
 * into an analysis screen, past an optional question), and Book a Venue from tests/fixtures/field-when
 * (form fields shown by a `ui:when`).
 */
const fixtureFlows = [
  'tests/fixtures/extra-flow',
  'tests/fixtures/list-flow',
  'tests/fixtures/question-types',
  'tests/fixtures/schema-forms',
  'tests/fixtures/logic-flow',
  'tests/fixtures/number-formats',
  'tests/fixtures/branch-flow',
  'tests/fixtures/field-when',
].join(':');

/**
 * Static builds of the app the end-to-end tests run against. Keys are fake: every request to a
 * provider or the email service is intercepted in the browser and never leaves the machine.
 * They use the spec's browser-direct calls (or the offline analyzer): no server behind them.
 * The analysis mode is fixed when the app is built, so each mode is a build of its own; everything
 * else shares one: every test file that needs browser-direct calls runs against `keys`.
 */
export const variants = {
  keys: {
    VITE_ANALYSIS_MODE: 'direct',
    VITE_GEMINI_API_KEY: 'test-gemini-key',
    VITE_OPENAI_API_KEY: 'test-openai-key',
    // The spec's own models, so these tests hold the browser to the spec's requests.
    VITE_GEMINI_MODEL: 'gemini-1.5-pro',
    VITE_OPENAI_MODEL: 'gpt-3.5-turbo',
    ...emailjs,
    ADVISORY_EXTRA_CONTENT: fixtureFlows,
  },
  offline: { VITE_ANALYSIS_MODE: 'offline' },
} as const satisfies Record<string, Record<string, string>>;

export type Variant = keyof typeof variants;

export function variantDir(variant: Variant): string {
  return resolve(e2eOutDir, variant);
}

/** A production build (`npm run build`'s layout: the client in dist/, the server in dist-server/) under dist-e2e/<name>. */
export interface ServerBuild {
  name: string;
  /** Exactly the build's environment (the content roots and the client's public settings). */
  env: Record<string, string>;
  root: string;
  client: string;
  server: string;
  entry: string;
}

function serverBuildNamed(name: string, env: Record<string, string>): ServerBuild {
  const root = resolve(e2eOutDir, name);
  return {
    name,
    env,
    root,
    client: resolve(root, 'dist'),
    server: resolve(root, 'dist-server'),
    entry: resolve(root, 'dist-server', 'main.js'),
  };
}

/**
 * The default build (server mode, no key in the bundle) and its server, as `npm run build` makes
 * it, with the Share Feedback flow from tests/fixtures/collect-flow merged in: the one flow that
 * collects answers (with the person's consent), for the completion and webhook tests.
 */
export const serverBuild = serverBuildNamed('server', {
  ...emailjs,
  ADVISORY_EXTRA_CONTENT: 'tests/fixtures/collect-flow',
});
export const serverBuilds = [serverBuild];
