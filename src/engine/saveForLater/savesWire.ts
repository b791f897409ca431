/** The saved-answers API between the browser and the app's server (server/saves/): ciphertext only. */
export const savesPath = '/api/saves';

/** A save's id: 16 bytes the browser derives from the link's secret, base64url. */
export const saveIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** The token that lets the link's holder read, replace or delete it: 32 derived bytes, base64url. */
export const saveTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** PUT /api/saves/<id> (Authorization: Bearer <token>): store or replace the sealed answers. */
export interface SavePutBody {
  /** base64url of the IV and AES-GCM ciphertext (src/engine/saveForLater/sealedAnswers.ts). */
  sealed: string;
}

/** The answer to a PUT: until when the server keeps it. */
export interface SavePutReply {
  expiresAt: string;
}

/** GET /api/saves/<id> (Authorization: Bearer <token>). */
export interface SaveGetReply {
  sealed: string;
  expiresAt: string;
}

/** What a finished flow's completion report carries to delete the link's saved copy. */
export interface SaveReference {
  id: string;
  token: string;
}
