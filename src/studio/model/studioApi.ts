/** The dev server's Studio file endpoint (tools/studio/studioMiddleware.ts). */
export const studioFilesUrl = '/__studio/api/files';

export interface ListedFile {
  file: string;
  text: string;
  version: string;
  placedAt?: string;
}

export type SaveAnswer =
  | { saved: true; version: string }
  | { saved: false; conflict: { text: string; version: string } | null }
  | { saved: false; error: string };

export interface Listing {
  files: ListedFile[];
  schemas: Record<string, object>;
  /** Content roots as file names start with them: '' for the project, then each extra root. */
  roots: string[];
}

export async function listFiles(): Promise<Listing> {
  const response = await fetch(studioFilesUrl);
  if (!response.ok) throw new Error(`The Studio could not read the content (${response.status})`);
  return (await response.json()) as Listing;
}

export async function saveFile(
  file: string,
  text: string,
  baseVersion: string | null,
  force = false,
): Promise<SaveAnswer> {
  const response = await fetch(studioFilesUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ file, text, baseVersion, force }),
  });
  const body = (await response.json()) as SaveAnswer | { error: string };
  if (response.status === 200 || response.status === 409) return body as SaveAnswer;
  return { saved: false, error: 'error' in body ? body.error : `refused (${response.status})` };
}
