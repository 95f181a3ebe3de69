import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { createConfirmedAccount, signIn } from './accounts';
import { newVisitor } from './browser';

/**
 * Acting as someone, in one place: a signed-in visitor (their cookie for the site, their jwt for the
 * CMS), the run's editor (the CMS admin's own API), or nobody. Every call to the CMS here goes through
 * send(); the helpers only choose the address and the headers. Each helper keeps the headers it has
 * always sent, in the same order, so moving a test onto them changes no request.
 */

const JSON_TYPE = 'application/json';

/** The CMS's answer, read once: its status, its body as text and bytes, and its JSON when it says it sent JSON (else null). */
export type CmsAnswer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as CmsEntry: the JSON as it comes, each test checks the fields it reads
  json: any;
  text: string;
  bytes: Buffer;
};

/** The one request behind every helper here: `headers` exactly as given; a body goes as JSON, FormData as it is. */
async function send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<CmsAnswer> {
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, json, text, bytes };
}

/** A 2xx answer (what `response.ok` says). */
const ok = (answer: CmsAnswer) => answer.status >= 200 && answer.status <= 299;

// ---------------------------------------------------------------------------------------------------
// A visitor

/** A confirmed, signed-in test visitor: the site's session cookie and the jwt inside it. */
export type Actor = { email: string; cookie: string; jwt: string };

export async function signedInActor(label: string, password = 'Geheim-wachtwoord-1'): Promise<Actor> {
  const account = await createConfirmedAccount(label, password);
  const cookie = await signIn(account.email, password);
  return { email: account.email, cookie, jwt: cookie.slice('vs_token='.length) };
}

/** A browser page for `who` (signed in with the cookie the site set), or for a signed-out visitor. */
export async function pageAs(browser: Browser, webUrl: string, who: Actor | null): Promise<Page> {
  const { context, page } = await newVisitor(browser, webUrl);
  if (who) await context.addCookies([{ name: 'vs_token', value: who.jwt, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
  return page;
}

/** Whom a call to the CMS's REST API is made as: a visitor's jwt (an Actor will do), or null for nobody. */
export type Caller = { jwt: string } | null;

/** The visitor's jwt as the CMS takes it, or nothing for nobody. */
export const bearer = (who: Caller): Record<string, string> => (who ? { authorization: `Bearer ${who.jwt}` } : {});

/**
 * Straight to the CMS's REST API (`/api…`) as `who`, or as nobody: their jwt, then the JSON content
 * type when there is a JSON body (FormData goes as it is, multipart), then `headers` (e.g. a solved bot check).
 */
export function cmsAs(
  cmsUrl: string,
  who: Caller,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CmsAnswer> {
  const json: Record<string, string> = body === undefined || body instanceof FormData ? {} : { 'content-type': JSON_TYPE };
  return send(`${cmsUrl}/api${path}`, method, { ...bearer(who), ...json, ...headers }, body);
}

/** The CMS's REST API (`/api…`) with exactly `headers`, in their order: for a test that has always sent its own. */
export function cmsRest(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<CmsAnswer> {
  return send(`${inject('stack').cmsUrl}/api${path}`, method, headers, body);
}

// ---------------------------------------------------------------------------------------------------
// Nobody

/** One entry of the CMS's REST JSON, read by each test for the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests check the CMS's answers, they do not trust a type for them
export type CmsEntry = { documentId: string; [field: string]: any };

/** Reads (seeded) content from Strapi's REST API as nobody, so tests never hard-code ids; throws on a non-2xx answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as CmsEntry: the REST JSON as it comes
export async function cmsGet<T = any>(pathAndQuery: string): Promise<T> {
  const answer = await send(`${inject('stack').cmsUrl}/api${pathAndQuery}`, 'GET', {});
  if (!ok(answer)) throw new Error(`CMS ${pathAndQuery} answered ${answer.status}`);
  return JSON.parse(answer.text) as T;
}

// ---------------------------------------------------------------------------------------------------
// The editor

/**
 * As the run's editor: the CMS admin's own API (what the admin panel calls, e.g. `/content-manager/…`)
 * with the token of the run's one editor login (global-setup: Strapi limits admin logins per address
 * and e-mail). The JSON content type comes after the token and only with a body; with `alwaysJson` it
 * comes first and on every call, body or not, as adminApi has always sent it.
 */
/** The run's editor token from the control server (global-setup renews it before Strapi's 30 minutes run out), kept 5 minutes here. */
let editorTokenCache: { token: string; at: number } | null = null;
export async function editorToken(): Promise<string> {
  if (editorTokenCache && Date.now() - editorTokenCache.at < 5 * 60_000) return editorTokenCache.token;
  const response = await fetch(`${inject('stack').controlUrl}/admin-token`);
  if (!response.ok) throw new Error(`the control server's /admin-token answered ${response.status}`);
  editorTokenCache = { token: await response.text(), at: Date.now() };
  return editorTokenCache.token;
}

export async function asEditor(method: string, path: string, body?: unknown, { alwaysJson = false } = {}): Promise<CmsAnswer> {
  const { cmsUrl } = inject('stack');
  const authorization = `Bearer ${await editorToken()}`;
  const headers = alwaysJson
    ? { 'content-type': JSON_TYPE, authorization }
    : { authorization, ...(body === undefined ? {} : { 'content-type': JSON_TYPE }) };
  return send(`${cmsUrl}${path}`, method, headers, body);
}

/** The editor's admin API answered as `{ status, json }`. */
async function call(method: string, path: string, body?: unknown) {
  const { status, json } = await asEditor(method, path, body);
  return { status, json };
}

const documentPath = (uid: string, documentId?: string) => `/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;

const session = {
  call,
  /** The draft as the editor sees it in the Content Manager (private fields included). */
  getDocument: (uid: string, documentId: string) => call('GET', documentPath(uid, documentId)),
  updateDocument: (uid: string, documentId: string, data: Record<string, unknown>) => call('PUT', documentPath(uid, documentId), data),
  /** The Publish button. */
  publish: (uid: string, documentId: string, data: Record<string, unknown> = {}) =>
    call('POST', `${documentPath(uid, documentId)}/actions/publish`, data),
  listDocuments: (uid: string, query = '') => call('GET', `${documentPath(uid)}${query}`),
};

/** The editor's Content Manager calls, each answered as `{ status, json }` (async: it once signed in first). */
export async function adminSession(): Promise<typeof session> {
  return session;
}

/** A call to the admin API as the editor (`/content-manager/…`); throws on a non-2xx answer, else gives its JSON. */
// The admin API's JSON, read by each test for the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
export async function adminApi<T = any>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> {
  const answer = await asEditor(method, path, body, { alwaysJson: true });
  if (!ok(answer)) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return (answer.text ? JSON.parse(answer.text) : null) as T;
}

/**
 * Moves the CMS's test clock (CMS_TEST_CLOCK, apps/cms/src/lib/clock.ts) `days` ahead of today, on
 * every instance: the clock is each process's own, and in the cluster pass either may run the job.
 */
export async function moveCmsClock(days: number): Promise<void> {
  const { cmsInstanceUrls } = inject('stack');
  const adminToken = await editorToken();
  for (const url of cmsInstanceUrls) {
    const answer = await send(`${url}/test-clock`, 'PUT', { 'content-type': JSON_TYPE, authorization: `Bearer ${adminToken}` }, { days });
    if (!ok(answer)) throw new Error(`PUT ${url}/test-clock answered ${answer.status}: ${answer.text}`);
  }
}
