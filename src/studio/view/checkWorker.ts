/**
 * The Studio's content check, off the main thread: typing in a big file stays responsive while
 * the checker (schema validation and every cross-file rule) runs here on each edited state.
 */
import { createCheckHandler, type CheckRequest } from '../model/studioCheck.ts';

const handle = createCheckHandler();

addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const answer = handle(event.data);
  if (answer) postMessage(answer);
});
