import { useEffect, useRef, useState } from 'react';
import type { ContentFile } from '../../checker/checkContent.ts';
import type { CheckAnswer, CheckRequest, StudioCheck } from '../model/studioCheck.ts';

/**
 * The checker's problems with the content as edited, re-run a moment after the last edit in a
 * Web Worker (checkWorker.ts: the same checkContent the CLI, dev server and build run, so the
 * same messages and positions), so typing never waits for a check. The last assembled content
 * stays while a file does not match its schema.
 */
export function useProblems(files: readonly ContentFile[], schemas: Record<string, object> | undefined): StudioCheck {
  const [check, setCheck] = useState<StudioCheck>({ problems: [] });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (!schemas) return undefined;
    const started = new Worker(new URL('./checkWorker.ts', import.meta.url), { type: 'module', name: 'studio-check' });
    started.addEventListener('message', (event: MessageEvent<CheckAnswer>) => {
      const { seq, problems, content } = event.data;
      // An answer to an older state of the files than the last one sent is already out of date.
      if (seq === latest.current) setCheck((last) => ({ problems, content: content ?? last.content }));
    });
    started.postMessage({ kind: 'schemas', schemas } satisfies CheckRequest);
    worker.current = started;
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, [schemas]);

  useEffect(() => {
    if (!schemas || files.length === 0) return undefined;
    const timer = setTimeout(() => {
      latest.current += 1;
      worker.current?.postMessage({ kind: 'check', seq: latest.current, files: [...files] } satisfies CheckRequest);
    }, 250);
    return () => clearTimeout(timer);
  }, [files, schemas]);
  return check;
}
