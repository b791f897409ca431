import { useEffect, useState } from 'react';
import { checkContent, type ContentFile } from '../../engine/content/checkContent.ts';
import type { Problem } from '../../engine/content/problem.ts';

/**
 * The checker's problems with the content as edited, re-run a moment after the last edit (the
 * same checkContent the CLI, dev server and build run, so the same messages and positions).
 */
export function useProblems(files: readonly ContentFile[], schemas: Record<string, object> | undefined): Problem[] {
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    if (!schemas || files.length === 0) return undefined;
    const timer = setTimeout(() => setProblems(checkContent(files, schemas).problems), 250);
    return () => clearTimeout(timer);
  }, [files, schemas]);
  return problems;
}
