import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { importSPKI, jwtVerify } from 'jose';

/**
 * Google's Indexing API on localhost for the tests (decision 034), as strict as the real one about
 * what matters here: the token endpoint takes only a JWT signed with the service account's key, for
 * the indexing scope, addressed to itself, not expired; the publish endpoint takes only a token it
 * issued and a body `{ url, type }` with one of the two types. What it accepted and refused is kept.
 *
 * Tests reach it over HTTP (the server lives in global-setup, beside maildev): `GET /_received`,
 * `POST /_answer { status }` (answer every publish with this status until `{ status: null }`).
 */

export type ReceivedNotification = { url: string; type: string; status: number; at: number };

export type IndexingServer = {
  url: string;
  /** The JSON key the CMS reads (GOOGLE_INDEXING_KEY), pointing at this server's token endpoint. */
  serviceAccountKey: Record<string, string>;
  publishEndpoint: string;
  close(): Promise<void>;
};

const SCOPE = 'https://www.googleapis.com/auth/indexing';

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startIndexingServer(port: number, host = '127.0.0.1'): Promise<IndexingServer> {
  const url = `http://${host}:${port}`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const verifyKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
  const serviceAccountKey = {
    type: 'service_account',
    client_email: 'vacaturesite-e2e@test-project.iam.gserviceaccount.com',
    private_key_id: randomBytes(8).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${url}/token`,
  };
  const tokens = new Set<string>();
  const received: ReceivedNotification[] = [];
  let forcedStatus: number | null = null;

  const server: Server = createServer(async (request, response) => {
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    try {
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(await body(request));
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return json(400, { error: 'unsupported_grant_type' });
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, {
            issuer: serviceAccountKey.client_email,
            audience: serviceAccountKey.token_uri,
            algorithms: ['RS256'],
          });
          if (payload.scope !== SCOPE) return json(400, { error: 'invalid_scope' });
        } catch (error) {
          return json(400, { error: 'invalid_grant', error_description: (error as Error).message });
        }
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (request.method === 'POST' && request.url === '/v3/urlNotifications:publish') {
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!token || !tokens.has(token)) return json(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const notice = JSON.parse(await body(request)) as { url?: unknown; type?: unknown };
        if (typeof notice.url !== 'string' || !['URL_UPDATED', 'URL_DELETED'].includes(notice.type as string))
          return json(400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
        const status = forcedStatus ?? 200;
        received.push({ url: notice.url, type: notice.type as string, status, at: Date.now() });
        if (status !== 200) return json(status, { error: { code: status } });
        return json(200, { urlNotificationMetadata: { url: notice.url, latestUpdate: { url: notice.url, type: notice.type } } });
      }
      if (request.method === 'GET' && request.url === '/_received') return json(200, received);
      if (request.method === 'POST' && request.url === '/_answer') {
        forcedStatus = (JSON.parse(await body(request)) as { status: number | null }).status;
        return json(200, { status: forcedStatus });
      }
      json(404, { error: 'not found' });
    } catch (error) {
      json(500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    url,
    serviceAccountKey,
    publishEndpoint: `${url}/v3/urlNotifications:publish`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
