import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request: with this status, or never ('hang'). */
export type ReceiverAnswer = number | 'hang';

/**
 * A webhook receiver on loopback: answers each POST with the next answer from `answers` (the
 * last one repeats), or holds it unanswered for 'hang'. Records every request. `answerWith`
 * changes its script from the next request on (a receiver that recovers, or breaks).
 */
export async function startReceiver(answers: ReceiverAnswer[]) {
  const received: ReceivedRequest[] = [];
  let script = answers;
  let scriptStart = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const index = Math.min(received.length - 1 - scriptStart, script.length - 1);
      const answer = script[index] ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith(...next: ReceiverAnswer[]) {
      script = next;
      scriptStart = received.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
