import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer for tests: each request goes to the next instance in turn. */
export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded to each instance, in the order given. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(instances: string[]): Promise<RoundRobinProxy> {
  const served = instances.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % instances.length;
    served[index]! += 1;
    const target = new URL(instances[index]!);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(upstream);
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
