/**
 * Parses a saved model response with a prompt spec, to see what the app would show.
 *   npx tsx tools/parse-analysis.ts prompts/founder.yaml tests/fixtures/responses/founder-plain.txt
 * Prints the result as JSON (exit 0) or the user-facing error (exit 1).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parseAnalysis } from '../src/engine/analysis/parse/parseAnalysis.ts';
import type { ParseSpec } from '../src/engine/analysis/types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Just enough shape checking to fail with a clear message; the content checker does the full job. */
function isParseSpec(value: unknown): value is ParseSpec {
  return (
    isObject(value) &&
    Array.isArray(value.sections) &&
    isObject(value.validity) &&
    isObject(value.validity.minItems) &&
    typeof value.validity.message === 'string' &&
    isObject(value.messages) &&
    typeof value.messages.parseFailed === 'string'
  );
}

function main(args: readonly string[]): number {
  const [specFile, responseFile] = args;
  if (specFile === undefined || responseFile === undefined) {
    console.error('Usage: npx tsx tools/parse-analysis.ts <prompt-spec-file> <response-file>');
    return 2;
  }
  const spec: unknown = parse(readFileSync(specFile, 'utf8'));
  if (!isParseSpec(spec)) {
    console.error(`${specFile} is not an analysis prompt spec (needs sections, validity and messages.parseFailed)`);
    return 2;
  }
  try {
    console.log(JSON.stringify(parseAnalysis(readFileSync(responseFile, 'utf8'), spec), null, 2));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
