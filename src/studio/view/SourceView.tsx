import { Box, Stack } from '@chakra-ui/react';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { parse } from 'yaml';
import type { Problem } from '../../checker/problem.ts';
import type { PlaceholderGroup } from '../model/placeholderChoices.ts';
import { PlaceholderPicker } from './PlaceholderPicker.tsx';

interface SourceViewProps {
  file: string;
  text: string;
  problems: Problem[];
  /** The typed text and what it parses to (undefined while it is not valid YAML/JSON). */
  onChange: (text: string, data: unknown) => void;
  /** An analysis's placeholders: offered by the picker, written at the editor's cursor. */
  placeholders?: PlaceholderGroup[] | undefined;
}

function parsed(file: string, text: string): unknown {
  try {
    return file.endsWith('.json') ? (JSON.parse(text) as unknown) : (parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function diagnostics(view: EditorView, problems: readonly Problem[]): Diagnostic[] {
  const { doc } = view.state;
  return problems.map((problem) => {
    const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines));
    const from = Math.min(line.from + problem.column - 1, line.to);
    const severity = problem.severity === 'warning' ? 'warning' : 'error';
    return { from, to: line.to, severity, message: `${problem.path}: ${problem.message}` };
  });
}

/**
 * The file's text (CodeMirror 6), kept in sync both ways: form edits and undo rewrite it, and
 * what is typed here becomes the file (comments included) once it parses; the checker's problems
 * are lint marks at their lines.
 */
export function SourceView({ file, text, problems, onChange, placeholders = [] }: SourceViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    if (!host.current) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: (() => void) | undefined;
    const editor = new EditorView({
      doc: text,
      parent: host.current,
      extensions: [
        basicSetup,
        file.endsWith('.json') ? json() : yaml(),
        lintGutter(),
        EditorView.contentAttributes.of({ 'aria-label': `Source of ${file}` }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.every((transaction) => transaction.isUserEvent('sync'))) return;
          clearTimeout(timer);
          pending = () => {
            pending = undefined;
            const typed = update.state.doc.toString();
            change.current(typed, parsed(file, typed));
          };
          timer = setTimeout(pending, 300);
        }),
      ],
    });
    view.current = editor;
    return () => {
      // Leaving the source view (or the file) keeps what was just typed.
      clearTimeout(timer);
      pending?.();
      editor.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one editor per file: later text arrives through the effect below, not by a new editor
  }, [file]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text }, userEvent: 'sync' });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics(editor, problems)));
  }, [problems, text]);

  const insert = (inserted: string) => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch(editor.state.replaceSelection(inserted), { userEvent: 'input' });
    editor.focus();
  };

  const source = (
    <Box
      ref={host}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      overflow="hidden"
      fontSize="sm"
      css={{ '& .cm-editor': { maxHeight: '75vh' }, '& .cm-scroller': { overflow: 'auto' } }}
    />
  );
  if (placeholders.length === 0) return source;
  return (
    <Stack gap={3}>
      <PlaceholderPicker groups={placeholders} onPick={insert} />
      {source}
    </Stack>
  );
}
