import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CryptoKey, JWTPayload } from 'jose';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface LocalJwks {
  url: string;
  /** Signs an ID token with the published key (or another one, for a bad signature). */
  sign(claims: JWTPayload, key?: CryptoKey): Promise<string>;
  otherKey: CryptoKey;
  close(): Promise<void>;
}

const KID = 'test-key';

/** Google's key endpoint, played by a local HTTP server with a fresh RS256 key pair. */
export async function startLocalJwks(): Promise<LocalJwks> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/certs`,
    otherKey: other.privateKey,
    sign(claims, key = privateKey) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(key);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
