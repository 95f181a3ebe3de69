import type { Browser, Page } from 'playwright-core';
import { createConfirmedAccount, signIn } from './accounts';
import { newVisitor } from './browser';

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

/** Straight to the CMS's REST API (`/api…`) with a visitor's jwt, or none; JSON in and out. */
export async function cmsAs(cmsUrl: string, who: Actor | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${cmsUrl}/api${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.jwt}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
}
