import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { decrypt } from 'http_ece';

/**
 * A push service on localhost, standing in for FCM/Mozilla autopush in tests (decision 009). It
 * takes what the CMS posts to an endpoint, keeps it, and answers like a real one: 201 Created, or
 * whatever status a test sets for an endpoint (410 Gone for an expired subscription).
 *
 * `subscription()` plays the browser: a fresh P-256 key pair and 16-byte auth secret (RFC 8291), so
 * the test can decrypt what arrived exactly as a browser would, with `http_ece`.
 */

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer; at: number };

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload as the browser would see it: decrypted and parsed. */
  decrypt(push: ReceivedPush): unknown;
};

export type PushService = {
  url: string;
  received: ReceivedPush[];
  /** Every push that reached `endpoint`. */
  receivedAt(endpoint: string): ReceivedPush[];
  /** Waits until `endpoint` has received `count` pushes. */
  waitFor(endpoint: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  answer(endpoint: string, status: number): void;
  subscription(name: string): TestSubscription;
  close(): Promise<void>;
};

export async function startPushService(port: number, host = '127.0.0.1'): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (request.method !== 'POST') return void response.writeHead(405).end();
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  const receivedAt = (endpoint: string) => received.filter((push) => push.path === pathOf(endpoint));

  return {
    url,
    received,
    receivedAt,
    async waitFor(endpoint, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (receivedAt(endpoint).length < count) {
        if (Date.now() > deadline) throw new Error(`${endpoint} received ${receivedAt(endpoint).length} of ${count} pushes within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return receivedAt(endpoint);
    },
    answer(endpoint, status) {
      statuses.set(pathOf(endpoint), status);
    },
    subscription(name) {
      const ecdh: ECDH = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        endpoint: `${url}/push/${name}-${randomBytes(6).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        decrypt: (push) => JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
