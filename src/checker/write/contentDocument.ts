import { parseDocument, type Document } from 'yaml';
import { reconcileNode } from './reconcileNode.ts';
import { writeJson, yamlWriteOptions } from './writeOptions.ts';

/** One content file open for editing: its data, changed in place, and its text written back. */
export interface ContentDocument {
  readonly file: string;
  /** The file's data as plain values (a fresh copy each call). */
  data: () => unknown;
  /** Replaces the file's data, touching only the nodes that differ. */
  update: (data: unknown) => void;
  /** The file's text: the original layout, comments and order, with the edits applied. */
  text: () => string;
}

function openYaml(file: string, text: string): ContentDocument {
  const doc: Document = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message ?? 'invalid YAML'}`);
  return {
    file,
    data: () => doc.toJS() as unknown,
    update(data) {
      doc.contents = reconcileNode(doc, doc.contents, data);
    },
    text: () => doc.toString(yamlWriteOptions),
  };
}

function openJson(file: string, text: string): ContentDocument {
  let value: unknown = JSON.parse(text);
  return {
    file,
    data: () => structuredClone(value),
    update(data) {
      value = structuredClone(data);
    },
    text: () => writeJson(value),
  };
}

/**
 * Opens a YAML or JSON content file for editing. YAML edits go through the yaml package's
 * Document API (nodes set, deleted and moved, never the file rebuilt), so comments, key order,
 * block scalars and quoting survive; JSON keeps its two-space layout. Throws on a syntax error.
 */
export function openContentDocument(file: string, text: string): ContentDocument {
  return file.endsWith('.json') ? openJson(file, text) : openYaml(file, text);
}

/** The text the content tools write for `text`: what the normaliser makes of a file. */
export function normalizedText(file: string, text: string): string {
  return openContentDocument(file, text).text();
}
