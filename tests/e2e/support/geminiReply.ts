import type { Page, Request } from 'playwright-core';
import { geminiText, streamBody } from '../../support/vendorWire.ts';

const geminiUrl = /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/[^/]+:streamGenerateContent/;

/** Answers every Gemini streamGenerateContent request of `page` with `reply`, streamed; returns the requests as they are sent. */
export async function answerGemini(page: Page, reply: string): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(geminiUrl, async (route) => {
    sent.push(route.request());
    await route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: streamBody(new URL(route.request().url()).pathname, geminiText(reply)),
    });
  });
  return sent;
}

/** The prompt text a Gemini request carried. */
export function geminiPrompt(request: Request): string {
  return (request.postDataJSON() as { contents: { parts: { text: string }[] }[] }).contents[0]?.parts[0]?.text ?? '';
}
