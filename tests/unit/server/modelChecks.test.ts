import { describe, expect, it } from 'vitest';
import { modelCheckLine, type ModelReport } from '../../../server/analysis/modelChecks.ts';
import { content } from './support/serverHarness.ts';

const [gemini, openai] = content.app.providers;
if (!gemini || !openai) throw new Error('the content declares both providers');

describe('the model check line an operator reads at start', () => {
  const report = (status: ModelReport): string => modelCheckLine(status, gemini, content);

  it('names the missing model and the variable that changes it, in one line', () => {
    const line = report({ provider: 'gemini', model: 'gemini-1.5-pro', variable: 'GEMINI_MODEL', status: 'missing' });
    expect(line).toBe(
      'Model check: The Gemini model "gemini-1.5-pro" does not exist. Set GEMINI_MODEL to a current model.',
    );
    expect(line).not.toContain('\n');
  });

  it('says an available model is there, and why an unchecked one was not asked about', () => {
    expect(
      report({ provider: 'gemini', model: 'gemini-3.8-flash', variable: 'GEMINI_MODEL', status: 'available' }),
    ).toBe('Model check: Gemini model "gemini-3.8-flash" is available (GEMINI_MODEL picks another).');
    expect(
      report({ provider: 'gemini', model: 'm', variable: 'GEMINI_MODEL', status: 'unknown', detail: 'status 403' }),
    ).toBe('Model check: could not ask Gemini about model "m" (status 403); analyses will try it.');
    expect(
      modelCheckLine(
        { provider: 'openai', model: 'gpt-5.6-terra', variable: 'OPENAI_MODEL', status: 'not-checked' },
        openai,
        content,
      ),
    ).toBe('Model check: OpenAI has no key; model "gpt-5.6-terra" not checked.');
  });
});
