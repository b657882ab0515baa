import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for tests: each request goes to the next instance in turn. Like nginx's
 * `proxy_next_upstream error`, a request an instance refused to connect (it is down) goes to the next
 * one; nothing was sent to the dead one, so nothing is done twice.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests answered by each instance, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/** The client's address appended to the X-Forwarded-For it sent, as proxies do. */
function forwardedFor(incoming: IncomingMessage): string {
  const sent = incoming.headers['x-forwarded-for'];
  return [sent, incoming.socket.remoteAddress].filter(Boolean).join(', ');
}

export async function startRoundRobinProxy(instances: string[]): Promise<RoundRobinProxy> {
  const served = instances.map(() => 0);
  let next = 0;

  function forward(
    incoming: IncomingMessage,
    body: Buffer,
    outgoing: ServerResponse,
    tries: number,
  ) {
    const index = next;
    next = (next + 1) % instances.length;
    const target = new URL(instances[index]!);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor(incoming) },
      },
      (answer) => {
        served[index]! += 1;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries + 1 < instances.length) {
        forward(incoming, body, outgoing, tries + 1);
      } else if (!outgoing.headersSent) {
        outgoing.writeHead(502).end();
      } else {
        outgoing.destroy();
      }
    });
    upstream.end(body);
  }

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), outgoing, 0));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
