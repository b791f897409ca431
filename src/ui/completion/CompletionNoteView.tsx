import { Callout } from '../components/Callout.tsx';
import type { CompletionNote } from './reportCompletion.ts';

/** Whether the person's collected answers reached the server, under their result. */
export function CompletionNoteView({ note }: { note: CompletionNote }) {
  if (note.kind === 'none') return null;
  return note.kind === 'sent' ? (
    <Callout tone="success" role="status" title={note.message} data-testid="completion-note" />
  ) : (
    <Callout tone="warning" role="alert" title={note.message} data-testid="completion-note" />
  );
}
