/**
 * npm run bench:stream — what streaming buys a reader: on a slow fake vendor (OpenAI's streaming
 * format, the answer in 20 chunks 150 ms apart, about 3 s in all), the time from the analysis
 * request to the first text a reader can see (readPartialAnswer, as the browser runs it on the
 * server's text events) against the time to the whole answer (the result event), through the real
 * server app and the real OpenAI SDK. Printed with its budget, never asserted in a test.
 */
import { loadContent } from '../tools/content/loadContent.ts';
import { createServerApp } from '../server/app.ts';
import { defaultLimits } from '../server/config/limits.ts';
import { readServerEvents } from '../src/engine/analysis/backend/readServerEvents.ts';
import { readPartialAnswer } from '../src/engine/analysis/stream/readPartialAnswer.ts';
import { startFakeServer } from '../tests/unit/analysis/support/fakeServer.ts';
import { openaiText } from '../tests/support/vendorWire.ts';
import { analysisInput } from '../tests/e2e/support/productFlow.ts';
import { wellFormed } from '../tests/e2e/support/productResponses.ts';

const chunks = 20;
const pauseMs = 150;
/** The reader should see text within the vendor's first chunk gap, plus this much for the server and SDK. */
const budgetMs = pauseMs + 500;

const { content } = loadContent(process.cwd());
if (!content) throw new Error('the content does not load: run npm run check:content');
const analysis = content.analyses.product;
if (!analysis) throw new Error('no product analysis in the content');

const vendor = await startFakeServer();
const { app } = createServerApp({
  content: () => content,
  env: { OPENAI_API_KEY: 'bench-key', OPENAI_MODEL: 'gpt-3.5-turbo', OPENAI_BASE_URL: `${vendor.origin}/v1` },
  limits: defaultLimits,
  address: () => '203.0.113.9',
});

/** One analysis through the server: when its first readable text came, and when its whole answer. */
async function timeOneAnalysis(): Promise<{ firstVisible: number; whole: number }> {
  const started = performance.now();
  const response = await app.request('/api/analysis', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'app.test',
      origin: 'http://app.test',
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify({ flowId: 'product', analysisId: 'product', answers: analysisInput() }),
  });
  let text = '';
  let firstVisible: number | undefined;
  for await (const { event, data } of readServerEvents(response.body!)) {
    if (event === 'text') {
      text += (JSON.parse(data) as { text: string }).text;
      if (firstVisible === undefined && Object.keys(readPartialAnswer(text, analysis!)).length > 0)
        firstVisible = performance.now() - started;
    }
    if (event === 'error') throw new Error(`the analysis failed: ${data}`);
    if (event === 'result' && firstVisible !== undefined) return { firstVisible, whole: performance.now() - started };
  }
  throw new Error('no text or no result came');
}

// A warm-up on a fast vendor first: loading the SDK is a first analysis's cost, not streaming's.
vendor.script('/v1/chat/completions', { ...openaiText(wellFormed), stream: { pieces: chunks } });
await timeOneAnalysis();
vendor.script('/v1/chat/completions', { ...openaiText(wellFormed), stream: { pieces: chunks, pauseMs } });
const { firstVisible, whole } = await timeOneAnalysis();
await vendor.close();

console.log(`slow fake vendor: ${chunks} chunks, ${pauseMs} ms apart (OpenAI streaming format, gpt-3.5-turbo)`);
console.log(
  `time to first visible text: ${firstVisible.toFixed(0)} ms (budget ${budgetMs} ms: ${firstVisible <= budgetMs ? 'within' : 'OVER'})`,
);
console.log(`time to the whole answer:   ${whole.toFixed(0)} ms`);
