/**
 * What a tab remembers of the link it saved to or was opened from, beside the flow's answers in
 * session storage: the secret (so saving again keeps the same link), and for a link whose answers
 * the server keeps, the id and token that replace or delete them, and until when they are kept.
 * Never sent anywhere but, for the id and token, to this app's own server.
 */
export type SavedRecord =
  { where: 'link'; secret: string } | { where: 'server'; secret: string; id: string; token: string; expiresAt: string };

/**
 * Under a key no store key can take (store keys have no colon). Only the key comes with every
 * screen: the record's validator (savedRecord.ts) registers with the code that saves or opens a link.
 */
export function savedRecordKey(flowId: string): string {
  return `${flowId}:saved`;
}
