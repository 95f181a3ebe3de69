import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { decrypt } from 'http_ece';
import type { BrowserContext, Page } from 'playwright-core';

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
        if (Date.now() > deadline)
          throw new Error(`${endpoint} received ${receivedAt(endpoint).length} of ${count} pushes within ${timeoutMs} ms`);
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

/**
 * The browser's side of Web Push, for one test context. Chromium's `PushManager.subscribe` asks
 * Google's FCM for an endpoint, which this offline machine cannot reach, so only that transport is
 * replaced: `subscribe`/`getSubscription` hand the site a subscription whose endpoint is the local
 * push service and whose keys the page itself generates with WebCrypto (ECDH P-256, private key not
 * extractable, plus a 16-byte auth secret). Everything else stays real: permission, the site's
 * service worker, its client code, the CMS's RFC 8291 encryption with the keys the page handed
 * over, and decryption with the key that never left the page (`browserPush(page).decrypt`), which
 * is what Chromium's push service client would do before waking the worker.
 */
export async function replacePushTransport(context: BrowserContext, endpoint: string): Promise<void> {
  await context.addInitScript(installPushTransport, endpoint);
}

export type BrowserPush = {
  /** How the site called subscribe: the VAPID key it asked for (base64url) and userVisibleOnly. */
  subscribeCalls(): Promise<{ applicationServerKey: string; userVisibleOnly: boolean }[]>;
  /** An encrypted body the CMS posted, decrypted in the page with the page's own private key. */
  decrypt(push: ReceivedPush): Promise<string>;
};

type PageTransport = {
  subscribeCalls: { applicationServerKey: string; userVisibleOnly: boolean }[];
  decrypt(body: string): Promise<string>;
};

export function browserPush(page: Page): BrowserPush {
  return {
    subscribeCalls: () => page.evaluate(() => (window as unknown as { pushTransport: PageTransport }).pushTransport.subscribeCalls),
    decrypt: (push) =>
      page.evaluate(
        (body) => (window as unknown as { pushTransport: PageTransport }).pushTransport.decrypt(body),
        push.body.toString('base64'),
      ),
  };
}

/** Runs in the page (serialised by addInitScript): self-contained, browser APIs only. */
function installPushTransport(endpoint: string) {
  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const join = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
    const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
    return joined;
  };
  const text = (value: string) => new TextEncoder().encode(value);
  const hkdf = async (secret: BufferSource, salt: BufferSource, info: BufferSource, bits: number) =>
    new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: 'HKDF', hash: 'SHA-256', salt, info },
        await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']),
        bits,
      ),
    );

  type Held = { privateKey: CryptoKey; publicKey: Uint8Array<ArrayBuffer>; auth: Uint8Array<ArrayBuffer>; subscription: PushSubscription };
  let held: Held | null = null;
  const subscribeCalls: PageTransport['subscribeCalls'] = [];

  PushManager.prototype.getSubscription = async () => held?.subscription ?? null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey;
    subscribeCalls.push({
      applicationServerKey:
        typeof key === 'string'
          ? key
          : key
            ? toBase64Url(new Uint8Array(ArrayBuffer.isView(key) ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : key))
            : '',
      userVisibleOnly: !!options?.userVisibleOnly,
    });
    if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    if (held) return held.subscription;
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])) as CryptoKeyPair;
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const keys = { p256dh: toBase64Url(publicKey), auth: toBase64Url(auth) };
    const subscription = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: !!options?.userVisibleOnly, applicationServerKey: null },
      getKey: (name: string) => (name === 'p256dh' ? publicKey.slice().buffer : name === 'auth' ? auth.slice().buffer : null),
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        const wasHeld = held?.subscription === subscription;
        if (wasHeld) held = null;
        return wasHeld;
      },
    } as unknown as PushSubscription;
    held = { privateKey: pair.privateKey, publicKey, auth, subscription };
    return subscription;
  };

  /** RFC 8291 (aes128gcm, RFC 8188 records) with the page's private key and auth secret. */
  const decrypt = async (base64Body: string) => {
    if (!held) throw new Error('no subscription in this page');
    const body = Uint8Array.from(atob(base64Body), (char) => char.charCodeAt(0));
    const salt = body.slice(0, 16);
    const recordSize = new DataView(body.buffer).getUint32(16);
    const senderKey = body.slice(21, 21 + body[20]);
    const records = body.slice(21 + body[20]);
    const sender = await crypto.subtle.importKey('raw', senderKey, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, held.privateKey, 256));
    const ikm = await hkdf(shared, held.auth, join(text('WebPush: info\0'), held.publicKey, senderKey), 256);
    const key = await crypto.subtle.importKey('raw', await hkdf(ikm, salt, text('Content-Encoding: aes128gcm\0'), 128), 'AES-GCM', false, [
      'decrypt',
    ]);
    const nonce = await hkdf(ikm, salt, text('Content-Encoding: nonce\0'), 96);
    const plain: Uint8Array[] = [];
    for (let start = 0, sequence = 0; start < records.length; start += recordSize, sequence += 1) {
      const iv = nonce.slice();
      for (let byte = 0; byte < 6; byte += 1) iv[11 - byte] ^= Math.floor(sequence / 256 ** byte) % 256;
      const record = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, records.slice(start, start + recordSize)));
      let end = record.length - 1;
      while (end >= 0 && record[end] === 0) end -= 1;
      // The padding delimiter: 2 ends the last record, 1 any other.
      if (record[end] !== (start + recordSize >= records.length ? 2 : 1)) throw new Error('bad record padding');
      plain.push(record.slice(0, end));
    }
    return new TextDecoder().decode(join(...plain));
  };

  Object.defineProperty(window, 'pushTransport', { value: { subscribeCalls, decrypt } });
}
