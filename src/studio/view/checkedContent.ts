import { createContext, useContext } from 'react';
import type { Content } from '../../engine/content/types.ts';
import { fileId } from '../model/nodeLabel.ts';
import { placeholderChoices, type PlaceholderGroup } from '../model/placeholderChoices.ts';

/** The content as the Studio's last check assembled it (see useProblems). */
export const CheckedContentContext = createContext<Content | undefined>(undefined);

/** The placeholders an analysis file's template may use, from the last checked content. */
export function usePlaceholderGroups(file: string | undefined): PlaceholderGroup[] {
  const content = useContext(CheckedContentContext);
  return content && file ? placeholderChoices(content, fileId(file)) : [];
}
