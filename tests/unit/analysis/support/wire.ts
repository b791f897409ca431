import type { ScriptedReply } from './fakeServer.ts';

/** Gemini's generateContent answer carrying `text`. */
export function geminiText(text: string): ScriptedReply {
  return {
    status: 200,
    body: { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }] },
  };
}

/** Gemini's error envelope. */
export function geminiError(status: number, message: string): ScriptedReply {
  return { status, body: { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } } };
}

/** An OpenAI chat completion whose first choice says `text`. */
export function openaiText(text: string | null): ScriptedReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-3.5-turbo',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** OpenAI's error envelope. */
export function openaiError(status: number, message: string, code: string): ScriptedReply {
  return { status, body: { error: { message, type: 'requests', param: null, code } } };
}

export const quotaMessage = 'You exceeded your current quota, please check your plan and billing details.';
export const rateLimitMessage = 'Too many requests, slow down.';
