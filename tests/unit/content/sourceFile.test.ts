import { describe, expect, it } from 'vitest';
import { parseSource, type SourceFile } from '../../../src/checker/sourceFile.ts';

const yaml = [
  'title: Hello',
  'empty:',
  'items:',
  '  - first',
  '  - second',
  'text: |',
  '  one {{ a }}',
  '  two {{ a }}',
  '',
].join('\n');

function parsed(file: string, text: string): SourceFile {
  const { source, problems } = parseSource(file, text);
  if (!source) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return source;
}

const where = ({ line, column }: { line: number; column: number }) => `${line}:${column}`;

describe('parseSource', () => {
  const source = parsed('flows/t.yaml', yaml);

  it('names the format of a file that does not parse', () => {
    const json = parseSource('schemas/forms/t.json', '{ "kind": ');
    expect(json.source).toBeUndefined();
    expect(json.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/\(the file is not valid JSON\)$/),
    ]);
    const yamlProblems = parseSource('flows/t.yaml', 'a: [unclosed\n').problems;
    expect(yamlProblems[0]?.message).toMatch(/\(the file is not valid YAML\)$/);
  });

  it('points at a value, or at its key when asked', () => {
    expect(where(source.problemAt(['title'], 'x'))).toBe('1:8');
    expect(where(source.problemAtKey(['title'], 'x'))).toBe('1:1');
    expect(where(source.problemAt(['items', 1], 'x'))).toBe('5:5');
  });

  it('points just after a key whose value is empty', () => {
    expect(where(source.problemAt(['empty'], 'x'))).toBe('2:7');
  });

  it('points at the nearest ancestor of a path that is not there', () => {
    expect(where(source.problemAt(['items', 7], 'x'))).toBe('4:3');
    expect(where(source.problemAt(['items', 'first'], 'x'))).toBe('4:3');
    expect(where(source.problemAt(['missing', 'deeper'], 'x'))).toBe('1:1');
    expect(where(source.problemAt(['title', 'deeper'], 'x'))).toBe('1:8');
  });

  it('finds the n-th appearance of a text inside a value, else points at the value', () => {
    expect(where(source.problemAtText(['text'], '{{ a }}', 0, 'x'))).toBe('7:7');
    expect(where(source.problemAtText(['text'], '{{ a }}', 1, 'x'))).toBe('8:7');
    expect(where(source.problemAtText(['text'], '{{ a }}', 2, 'x'))).toBe('6:7');
    expect(where(source.problemAtText(['text'], '{{ b }}', 0, 'x'))).toBe('6:7');
    expect(where(source.problemAtText(['text'], '', 0, 'x'))).toBe('6:7');
    expect(where(source.problemAtText(['nothing'], '{{ a }}', 0, 'x'))).toBe('1:1');
  });

  it('reports at the start of an empty document', () => {
    expect(where(parsed('flows/t.yaml', '').problemAt(['any'], 'x'))).toBe('1:1');
  });
});
