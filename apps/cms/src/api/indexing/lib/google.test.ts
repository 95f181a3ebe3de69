import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  GOOGLE_INDEXING_ENDPOINT,
  INDEXING_SCOPE,
  indexingConfig,
  outcomeOf,
  parseServiceAccountKey,
  retryDelayMs,
  tokenSource,
} from './google';
import { FINISHED_KEPT_DAYS, roomUnderCap } from './queue';
import { EXPIRY_CATCH_UP_DAYS } from './vacancy-notices';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const key = {
  client_email: 'indexer@project.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  private_key_id: 'sleutel-1',
  token_uri: 'http://127.0.0.1:9/token',
};

describe('the service-account key', () => {
  it('takes a key as Google hands it out and names what is missing', () => {
    expect(parseServiceAccountKey(key)).toEqual(key);
    expect(parseServiceAccountKey({ ...key, private_key: '' })).toBe('private_key is missing');
    expect(parseServiceAccountKey({ ...key, token_uri: 'file:///etc/passwd' })).toBe('token_uri is not an http(s) address');
    expect(parseServiceAccountKey(null)).toBe('not a JSON object');
  });

  it('is off without GOOGLE_INDEXING_KEY, and off with a reason for a broken file', () => {
    expect(indexingConfig({})).toEqual({ config: null });
    const dir = mkdtempSync(path.join(tmpdir(), 'indexing-'));
    writeFileSync(path.join(dir, 'broken.json'), '{ "client_email": ');
    expect(indexingConfig({ GOOGLE_INDEXING_KEY: path.join(dir, 'broken.json') }).problem).toMatch(/broken\.json/);
    writeFileSync(path.join(dir, 'key.json'), JSON.stringify(key));
    const { config } = indexingConfig({ GOOGLE_INDEXING_KEY: path.join(dir, 'key.json'), GOOGLE_INDEXING_DAILY_CAP: 'veel' });
    expect(config).toMatchObject({ endpoint: GOOGLE_INDEXING_ENDPOINT, dailyCap: 200, maxAttempts: 8 });
  });
});

describe('sending', () => {
  it('waits twice as long after every failure, at most a day', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(40, 60_000)).toBe(24 * 60 * 60 * 1000);
  });

  it('retries what may pass later, asks a new token after 401, gives up on the rest', () => {
    expect(outcomeOf(200)).toBe('sent');
    expect([429, 500, 503].map(outcomeOf)).toEqual(['retry', 'retry', 'retry']);
    expect(outcomeOf(401)).toBe('new-token');
    expect([400, 403, 404].map(outcomeOf)).toEqual(['failed', 'failed', 'failed']);
  });

  it('never goes past the daily cap', () => {
    expect(roomUnderCap(0, 200)).toBe(200);
    expect(roomUnderCap(199, 200)).toBe(1);
    expect(roomUnderCap(250, 200)).toBe(0);
  });

  it('keeps a sent expiry (and its once-only key) longer than the expiry round looks back, so no round reports it twice', () => {
    expect(FINISHED_KEPT_DAYS).toBeGreaterThan(EXPIRY_CATCH_UP_DAYS);
  });
});

describe('the access token', () => {
  it('is fetched with a JWT signed by the account, and kept until a minute before it expires', async () => {
    const assertions: string[] = [];
    const tokenEndpoint = (async (_url: string, init: RequestInit) => {
      const form = new URLSearchParams(init.body as URLSearchParams);
      expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      assertions.push(form.get('assertion')!);
      return Response.json({ access_token: `token-${assertions.length}`, expires_in: 3600 });
    }) as typeof fetch;
    const tokens = tokenSource(key, tokenEndpoint);
    const start = Date.now();
    expect(await tokens.get(start)).toBe('token-1');
    expect(await tokens.get(start + 3_500_000)).toBe('token-1');
    expect(await tokens.get(start + 3_541_000)).toBe('token-2');

    const verified = await jwtVerify(
      assertions[0],
      await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256'),
      {
        issuer: key.client_email,
        audience: key.token_uri,
        currentDate: new Date(start),
      },
    );
    expect(verified.payload).toMatchObject({ scope: INDEXING_SCOPE });
    expect(verified.payload.exp! - verified.payload.iat!).toBe(3600);
    expect(verified.protectedHeader).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'sleutel-1' });

    tokens.forget();
    expect(await tokens.get(start + 10)).toBe('token-3');
  });

  it('says what went wrong when the token endpoint refuses', async () => {
    const refusing = (async () => new Response('nee', { status: 400 })) as typeof fetch;
    await expect(tokenSource(key, refusing).get()).rejects.toThrow('token endpoint answered 400');
  });
});
