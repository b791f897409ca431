import type { Page, Request } from 'playwright-core';

const geminiUrl = /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/[^/]+:generateContent/;

/** Answers every Gemini generateContent request of `page` with `reply`; returns the requests as they are sent. */
export async function answerGemini(page: Page, reply: string): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(geminiUrl, async (route) => {
    sent.push(route.request());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        candidates: [{ content: { role: 'model', parts: [{ text: reply }] }, finishReason: 'STOP', index: 0 }],
      }),
    });
  });
  return sent;
}

/** The prompt text a Gemini request carried. */
export function geminiPrompt(request: Request): string {
  return (request.postDataJSON() as { contents: { parts: { text: string }[] }[] }).contents[0]?.parts[0]?.text ?? '';
}
