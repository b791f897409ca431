import type { HotPayload, ViteDevServer } from 'vite';

/** Sent by the Studio page (src/studio/view/useStudioClient.ts) while it is open, and when it closes. */
const studioOpenEvent = 'advisory:studio-open';
const studioCloseEvent = 'advisory:studio-close';

/**
 * Sends a dev-server message (page reload, error overlay) to every open page except the
 * Studio's: its own saves are what changed, and a reload would lose its unsaved edits and undo
 * history, while it shows content problems at their fields rather than in an overlay.
 */
export function broadcastExceptStudio(server: ViteDevServer): (payload: HotPayload) => void {
  const studio = new WeakSet<object>();
  server.ws.on(studioOpenEvent, (_data: unknown, client: object) => studio.add(client));
  server.ws.on(studioCloseEvent, (_data: unknown, client: object) => studio.delete(client));
  return (payload) => {
    for (const client of server.ws.clients) if (!studio.has(client)) client.send(payload);
  };
}
