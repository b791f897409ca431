import { contentKinds, type ContentKind } from '../../checker/contentSchemas.ts';
import { isPlainObject } from './jsonSchema.ts';

/** A file's kind is its `kind` key, as the checker reads it. */
export function kindOf(data: unknown): ContentKind | undefined {
  const kind = isPlainObject(data) ? data.kind : undefined;
  return contentKinds.find((candidate) => candidate === kind);
}

export const kindLabels: Record<ContentKind, string> = {
  app: 'App texts',
  flow: 'Flows',
  page: 'Pages',
  form: 'Forms',
  analysis: 'Analyses',
  translation: 'Translations',
};
