import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';

/**
 * Google's Indexing API (decision 034): a service account signs a JWT (RS256, with `jose`), trades it
 * at its `token_uri` for an access token, and posts `{ url, type }` with it. Configured by
 * GOOGLE_INDEXING_KEY (the path of the account's JSON key); without it nothing is queued or sent.
 * GOOGLE_INDEXING_ENDPOINT replaces Google's address (the tests run their own server).
 */

export const GOOGLE_INDEXING_ENDPOINT = 'https://indexing.googleapis.com/v3/urlNotifications:publish';
export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
/** Google's default quota of publish requests per day. */
export const DEFAULT_DAILY_CAP = 200;

export type ServiceAccountKey = { client_email: string; private_key: string; private_key_id?: string; token_uri: string };

export type IndexingConfig = {
  key: ServiceAccountKey;
  endpoint: string;
  dailyCap: number;
  /** How often the queue is looked at. */
  intervalMs: number;
  /** The first retry's wait; each next one doubles it. */
  retryMs: number;
  maxAttempts: number;
};

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** A service-account key as Google hands it out; a message naming what is missing otherwise. */
export function parseServiceAccountKey(json: unknown): ServiceAccountKey | string {
  const key = json as Partial<ServiceAccountKey> | null;
  if (!key || typeof key !== 'object') return 'not a JSON object';
  for (const field of ['client_email', 'private_key', 'token_uri'] as const) {
    if (typeof key[field] !== 'string' || !key[field]) return `${field} is missing`;
  }
  if (!/^https?:\/\//.test(key.token_uri!)) return 'token_uri is not an http(s) address';
  return key as ServiceAccountKey;
}

/** null (and a reason) when indexing is off or misconfigured: then nothing is queued and nothing fails. */
export function indexingConfig(env: NodeJS.ProcessEnv = process.env): { config: IndexingConfig | null; problem?: string } {
  const path = env.GOOGLE_INDEXING_KEY?.trim();
  if (!path) return { config: null };
  let key: ServiceAccountKey | string;
  try {
    key = parseServiceAccountKey(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    key = (error as Error).message;
  }
  if (typeof key === 'string') return { config: null, problem: `GOOGLE_INDEXING_KEY (${path}): ${key}` };
  return {
    config: {
      key,
      endpoint: env.GOOGLE_INDEXING_ENDPOINT?.trim() || GOOGLE_INDEXING_ENDPOINT,
      dailyCap: positive(env.GOOGLE_INDEXING_DAILY_CAP, DEFAULT_DAILY_CAP),
      intervalMs: positive(env.GOOGLE_INDEXING_INTERVAL_MS, 10_000),
      retryMs: positive(env.GOOGLE_INDEXING_RETRY_MS, 60_000),
      maxAttempts: positive(env.GOOGLE_INDEXING_MAX_ATTEMPTS, 8),
    },
  };
}

/** The wait before attempt `attempts + 1`: retryMs, 2×, 4×, … at most a day. */
export function retryDelayMs(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), 24 * 60 * 60 * 1000);
}

/** What an answer of the publish endpoint means for the notification. */
export function outcomeOf(status: number): 'sent' | 'retry' | 'new-token' | 'failed' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'new-token';
  if (status === 429 || status === 408 || status >= 500) return 'retry';
  return 'failed';
}

/** An access token, fetched with a signed JWT and kept until a minute before it expires. */
export function tokenSource(key: ServiceAccountKey, fetchImpl: typeof fetch = fetch) {
  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async get(now = Date.now()): Promise<string> {
      if (cached && cached.expiresAt > now) return cached.token;
      const assertion = await new SignJWT({ scope: INDEXING_SCOPE })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(key.private_key_id ? { kid: key.private_key_id } : {}) })
        .setIssuer(key.client_email)
        .setAudience(key.token_uri)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + 3600)
        .sign(await importPKCS8(key.private_key, 'RS256'));
      const response = await fetchImpl(key.token_uri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
      const body = (await response.json()) as { access_token?: string; expires_in?: number };
      if (!body.access_token) throw new Error('token endpoint gave no access_token');
      cached = { token: body.access_token, expiresAt: now + (positive(String(body.expires_in), 3600) - 60) * 1000 };
      return cached.token;
    },
    forget() {
      cached = null;
    },
  };
}
