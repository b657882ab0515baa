// A bare node:http server answering every request with one recorded answer (status, headers, body):
// the ceiling bench:api compares the API with. Forked by api-throughput.ts, in its own process like
// the API, and told the answer over IPC; it answers with its port and stops when the parent leaves.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Base64. */
  body: string;
}

process.once('message', (answer: RecordedAnswer) => {
  const body = Buffer.from(answer.body, 'base64');
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, answer.headers);
      response.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.once('disconnect', () => process.exit(0));
});
