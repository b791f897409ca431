/**
 * Hostile request bodies against POST /api/analysis, through the Hono app itself (`app.request`):
 * each is refused with the content's own message, or accepted with its text passed on as plain
 * data; none ends in a 500, none pollutes Object.prototype, and a refused one never reaches a vendor.
 */
import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { sampleFormData } from '../../../src/ui/preview/sampleFormData.ts';
import { checkedContent } from '../content/support/shippedContent.ts';
import { geminiText } from '../../support/vendorWire.ts';
import { founderInput } from '../analysis/support/content.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { content, eventsOf, founderBody, harness, origin, refusalOf, vendorEnv } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const vendor = useFakeServer();
const messages = content.app.serverMessages;
const invalid = (reason: string) => fillMessage(messages.invalidRequest, { reason });

/** Posts a raw body (a string or a stream) with the given headers, from the app's own origin. */
function postRaw(
  h: ReturnType<typeof harness>,
  body: BodyInit,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Response> {
  return Promise.resolve(
    h.app.request('/api/analysis', {
      method: 'POST',
      headers: { host: 'app.test', origin, 'sec-fetch-site': 'same-origin', ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    }),
  );
}

async function expectRefused(response: Response, status: number, message: string | RegExp, where: string) {
  expect(response.status, where).toBe(status);
  const refusal = await refusalOf(response);
  if (typeof message === 'string') expect(refusal.message, where).toBe(message);
  else expect(refusal.message, where).toMatch(message);
}

describe('POST /api/analysis, hostile bodies', () => {
  it('refuses a body that is JSON but not an object', async () => {
    const h = harness(vendorEnv(vendor.origin));
    for (const body of ['[]', '"founder"', '42', 'null', 'true', '[{"flowId":"founder"}]'])
      await expectRefused(await postRaw(h, body), 400, invalid('the request is not a JSON object'), body);
    expect(vendor.requests).toEqual([]);
  });

  it('refuses deeply nested JSON, as the whole body or inside an answer', async () => {
    const h = harness(vendorEnv(vendor.origin));
    const depth = 100_000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const tooDeep = invalid('the request nests deeper than 32 levels');
    await expectRefused(await postRaw(h, nested), 400, tooDeep, 'nested body');
    const plain = JSON.stringify(founderBody());
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const inside = [
      plain.replace('"founderName":"', `"founderName":${nested},"x":"`),
      // Inside a questionnaire answer the step reads: once a stack overflow (500).
      plain.replace(/"problem":"[^"]*"/, `"problem":${'['.repeat(5000)}${']'.repeat(5000)}`),
      plain.replace(/"problem":"[^"]*"/, `"problem":${objects}`),
    ];
    for (const body of inside) await expectRefused(await postRaw(h, body), 400, tooDeep, body.slice(0, 80));
    expect(vendor.requests).toEqual([]);
  });

  it('refuses prototype-pollution keys at every level, and Object.prototype stays clean', async () => {
    const h = harness(vendorEnv(vendor.origin));
    const plain = JSON.stringify(founderBody());
    const cases: [string, string][] = [
      [plain.replace('{', '{"__proto__":{"polluted":"yes"},'), 'the request has an unknown field "__proto__"'],
      [
        plain.replace('{', '{"constructor":{"prototype":{"polluted":"yes"}},'),
        'the request has an unknown field "constructor"',
      ],
      [
        plain.replace('"answers":{', '"answers":{"__proto__":{"polluted":"yes"},'),
        'the answers have an unknown part "__proto__"',
      ],
      [
        plain.replace('"founderName":', '"__proto__":{"polluted":"yes"},"founderName":'),
        '"companyProfile" has an unknown answer "__proto__"',
      ],
      [
        plain.replace('"problem":', '"constructor":{"prototype":{"polluted":"yes"}},"problem":'),
        '"founderQuestionnaire" has an unknown answer "constructor"',
      ],
    ];
    for (const [body, reason] of cases) await expectRefused(await postRaw(h, body), 400, invalid(reason), reason);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(vendor.requests).toEqual([]);
  });

  it('refuses a body that is not sent as JSON, whatever it holds', async () => {
    const h = harness(vendorEnv(vendor.origin));
    const body = JSON.stringify(founderBody());
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])
      await expectRefused(
        // Bytes, not a string: fetch would label a string body text/plain itself.
        await postRaw(
          h,
          type === '' ? new TextEncoder().encode(body) : body,
          type === '' ? {} : { 'content-type': type },
        ),
        415,
        invalid(`the request is not sent as JSON (its content type is ${type === '' ? 'missing' : `"${type}"`})`),
        type,
      );
    expect(vendor.requests).toEqual([]);
    // JSON with a charset is still JSON.
    vendor.script(geminiPath, geminiText('SUMMARY: fine'));
    const ok = await postRaw(h, body, { 'content-type': 'application/json; charset=utf-8' });
    expect(ok.status).toBe(200);
    await ok.text();
  });

  it('passes NUL, lone surrogates, RTL and zero-width characters and a 10,000-character word on as plain text', async () => {
    const h = harness(vendorEnv(vendor.origin));
    const word = 'x'.repeat(content.app.answerMaxLength);
    const texts = ['before\u0000after', 'half \ud800 a pair', '\u202eevil\u202c \u200b\u200d\ufeff', word];
    const input = founderInput();
    const questionnaire = input.founderQuestionnaire as { step: number; answers: Record<string, string> };
    for (const text of texts) {
      vendor.script(geminiPath, geminiText('SUMMARY: fine'));
      const answers = { ...questionnaire.answers, problem: text };
      const response = await h.post(
        founderBody({ answers: { ...input, founderQuestionnaire: { ...questionnaire, answers } } }),
      );
      expect(response.status, JSON.stringify(text.slice(0, 30))).toBe(200);
      const events = await eventsOf(response);
      expect(
        events.map((event) => event.event),
        JSON.stringify(events),
      ).toContain('result');
    }
    expect(vendor.requests).toHaveLength(texts.length);
    for (const [index, request] of vendor.requests.entries()) {
      // The vendor got well-formed JSON, with the answer in the prompt as text.
      expect(typeof request.body, `request ${index}`).toBe('object');
      const prompt = JSON.stringify(request.body);
      expect(prompt).toContain(JSON.stringify(texts[index]).slice(1, -1).slice(0, 24));
    }
  });

  it('refuses a chunked body over the size limit that gives no Content-Length', async () => {
    const h = harness(vendorEnv(vendor.origin), { bodyBytes: 64 * 1024 });
    const chunk = new TextEncoder().encode(' '.repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"flowId":"founder","x":"'));
        sent += 1;
        if (sent > 32) controller.close();
        else controller.enqueue(chunk);
      },
    });
    await expectRefused(await postRaw(h, stream), 413, messages.tooLarge, 'chunked');
    expect(vendor.requests).toEqual([]);
  });
});

describe('POST /api/analysis, hostile numbers in range answers', () => {
  // The fixture's launch flow: the shipped analyses read no range step, this one does.
  const withFixture = checkedContent('tests/fixtures/extra-flow');
  const launchForm = withFixture.forms['launch-brief'];

  function launchBody(budget: string): string {
    const brief = launchForm ? sampleFormData(launchForm.schema, launchForm.uiSchema) : {};
    const answers = {
      'launch-goal': 'Five hundred paying teams in the first month',
      budget: { min: 5000, max: 20000 },
      'main-channel': 'email',
      assets: ['landing-page', 'pricing'],
    };
    return JSON.stringify({
      flowId: 'launch',
      analysisId: 'launch',
      answers: { launchBrief: brief, launchQuestionnaire: { step: 3, answers } },
    }).replace('{"min":5000,"max":20000}', budget);
  }

  it('accepts a valid range, and refuses NaN, Infinity, 1e309 and numbers as text', async () => {
    const h = harness(vendorEnv(vendor.origin), {}, { content: () => withFixture });
    vendor.script(geminiPath, geminiText('SUMMARY: fine'));
    const ok = await postRaw(h, launchBody('{"min":5000,"max":20000}'));
    expect(ok.status, ok.status === 200 ? '' : await ok.clone().text()).toBe(200);
    await ok.text();
    expect(vendor.requests).toHaveLength(1);
    // A range with a key beside min and max is no answer the app writes.
    const extra = await postRaw(h, launchBody('{"min":5000,"max":20000,"step":1}'));
    await expectRefused(
      extra,
      400,
      /"launchQuestionnaire" is not what the app would send \(the answer to "budget" dropped/,
      'extra',
    );
    for (const budget of ['{"min":NaN,"max":20000}', '{"min":0,"max":Infinity}']) {
      await expectRefused(await postRaw(h, launchBody(budget)), 400, invalid('the request is not JSON'), budget);
    }
    for (const budget of [
      '{"min":-1e309,"max":20000}',
      '{"min":0,"max":1e309}',
      '{"min":"NaN","max":20000}',
      '{"min":"5000","max":"20000"}',
      '{"min":1e-309,"max":20000}',
    ]) {
      const response = await postRaw(h, launchBody(budget));
      expect(response.status, budget).toBe(400);
      expect((await refusalOf(response)).message, budget).toMatch(
        /^The analysis could not start: "launchQuestionnaire" /,
      );
    }
    expect(vendor.requests).toHaveLength(1);
  });
});
