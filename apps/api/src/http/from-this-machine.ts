import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * Whether the request comes from this machine: its socket and, behind a trusted proxy, the client
 * the proxy names, so that a proxy on this machine does not open the route to the world.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
