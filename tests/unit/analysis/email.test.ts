import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildEmailParams, deliverAnalysisEmail } from '../../../src/engine/analysis/index.ts';
import type { EmailMessage } from '../../../src/engine/analysis/index.ts';
import type { EmailSpec } from '../../../src/engine/content/types.ts';
import { emailjsSender } from '../../../src/engine/analysis/email/emailjsSender.ts';
import { founderAnswers, founderInput, loadAnalysis } from './support/content.ts';
import { startFakeServer, type FakeServer } from './support/fakeServer.ts';

const founder = loadAnalysis('founder');
function emailSpec(): EmailSpec {
  if (!founder.email) throw new Error('founder.yaml has no email spec');
  return founder.email;
}
const spec = emailSpec();

const result = {
  summary: 'Solid seed-stage plan.',
  strengths: ['Clear problem', 'Paying pilots', 'Technical team'],
  weaknesses: ['Thin channels', 'No CAC data'],
  recommendations: ['Test two channels', 'Track CAC', 'Hire sales'],
  score: 82,
};
const now = new Date(2026, 10, 21, 10, 0);
const configured = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_1',
  VITE_EMAILJS_TEMPLATE_ID: 'template_1',
};

describe('buildEmailParams', () => {
  it('renders exactly the spec parameters', () => {
    const businessPlan = Object.entries(founderAnswers)
      .map(
        ([id, answer]) =>
          `${id
            .split('-')
            .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
            .join(' ')}:\n${answer}`,
      )
      .join('\n\n');
    expect(buildEmailParams(spec, founderInput(), result, now)).toEqual({
      to_name: 'Ada Lovelace',
      to_email: 'ada@example.com',
      company_name: 'Analytical Engines',
      company_stage: 'seed',
      fundraising_goal: '$500,000',
      company_structure: 'Delaware C-Corp',
      technical_cofounder: 'Yes',
      analysis_score: '82',
      analysis_summary: 'Solid seed-stage plan.',
      key_strengths: '1. Clear problem\n2. Paying pilots\n3. Technical team',
      areas_for_improvement: '1. Thin channels\n2. No CAC data',
      recommendations: '1. Test two channels\n2. Track CAC\n3. Hire sales',
      business_plan: businessPlan,
      analysis_date: 'November 21, 2026',
    });
    expect(businessPlan).toContain('Unique Value:\nGet paid twice as fast without awkward emails.');
  });

  it('says No for a founder without a technical co-founder', () => {
    const input = founderInput();
    input.companyProfile = { ...(input.companyProfile as object), hasTechnicalCofounder: 'no' };
    expect(buildEmailParams(spec, input, result, now).technical_cofounder).toBe('No');
  });
});

describe('deliverAnalysisEmail', () => {
  const sent: EmailMessage[] = [];
  const recordingSender = (status: number) => async (message: EmailMessage) => {
    sent.push(message);
    return { status };
  };
  afterEach(() => {
    sent.length = 0;
  });

  it('sends nothing and reports not-configured when any variable is missing', async () => {
    for (const missing of Object.keys(configured)) {
      const env = { ...configured, [missing]: '' };
      await expect(
        deliverAnalysisEmail({ spec, input: founderInput(), result, env, now, send: recordingSender(200) }),
      ).resolves.toEqual({
        status: 'not-configured',
      });
    }
    expect(sent).toEqual([]);
  });

  it('sends with the configured ids and reports sent on 200', async () => {
    await expect(
      deliverAnalysisEmail({ spec, input: founderInput(), result, env: configured, now, send: recordingSender(200) }),
    ).resolves.toEqual({
      status: 'sent',
    });
    expect(sent[0]).toMatchObject({ serviceId: 'service_1', templateId: 'template_1', publicKey: 'public-key' });
    expect(sent[0]?.params.to_email).toBe('ada@example.com');
  });

  it('treats any other status as a failure', async () => {
    await expect(
      deliverAnalysisEmail({ spec, input: founderInput(), result, env: configured, now, send: recordingSender(202) }),
    ).resolves.toEqual({
      status: 'error',
      message: 'Email service responded with status 202',
    });
  });

  it('reports a sender that throws', async () => {
    const failing = async (): Promise<{ status: number }> => {
      throw new Error('Network down');
    };
    await expect(
      deliverAnalysisEmail({ spec, input: founderInput(), result, env: configured, now, send: failing }),
    ).resolves.toEqual({
      status: 'error',
      message: 'Network down',
    });
  });
});

describe('emailjsSender (real @emailjs/browser, local server)', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function sendThrough(status: number): Promise<unknown> {
    // The SDK reads location.pathname for its rate limiter; Node has no location.
    vi.stubGlobal('location', { pathname: '/questions' });
    server.script('/api/v1.0/email/send', { status, body: 'OK' });
    return deliverAnalysisEmail({
      spec,
      input: founderInput(),
      result,
      env: { ...configured, VITE_EMAILJS_ORIGIN: server.origin },
      now,
      send: emailjsSender,
    });
  }

  it('posts the EmailJS wire format and reports sent on 200', async () => {
    await expect(sendThrough(200)).resolves.toEqual({ status: 'sent' });
    const request = server.requests.at(-1);
    expect(request?.path).toBe('/api/v1.0/email/send');
    expect(request?.body).toMatchObject({
      user_id: 'public-key',
      service_id: 'service_1',
      template_id: 'template_1',
      template_params: { to_name: 'Ada Lovelace', analysis_score: '82', analysis_date: 'November 21, 2026' },
    });
    expect(request?.body).toHaveProperty('lib_version');
  });

  it('maps a non-200 answer to the status message', async () => {
    await expect(sendThrough(500)).resolves.toEqual({
      status: 'error',
      message: 'Email service responded with status 500',
    });
  });
});
