import { useEffect, useState } from 'react';
import { checkContent, type ContentFile } from '../../engine/content/checkContent.ts';
import type { Problem } from '../../engine/content/problem.ts';
import type { Content } from '../../engine/content/types.ts';

export interface StudioCheck {
  problems: Problem[];
  /**
   * The content as the checker assembled it, once every file matched its schema (also when a
   * cross-file check failed): what the placeholder picker asks which paths exist. The last one
   * stays while a file does not match its schema.
   */
  content?: Content;
}

/**
 * The checker's problems with the content as edited, re-run a moment after the last edit (the
 * same checkContent the CLI, dev server and build run, so the same messages and positions).
 */
export function useProblems(files: readonly ContentFile[], schemas: Record<string, object> | undefined): StudioCheck {
  const [check, setCheck] = useState<StudioCheck>({ problems: [] });
  useEffect(() => {
    if (!schemas || files.length === 0) return undefined;
    const timer = setTimeout(() => {
      let assembled: Content | undefined;
      const { problems } = checkContent(files, schemas, [({ content }) => (assembled = content)]);
      setCheck((last) => ({ problems, content: assembled ?? last.content }));
    }, 250);
    return () => clearTimeout(timer);
  }, [files, schemas]);
  return check;
}
