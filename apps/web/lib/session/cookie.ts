import type { NextResponse } from 'next/server';

/**
 * The session cookie (docs/decisions/003): the Strapi jwt, never readable by browser code. Only route
 * handlers write it; pages read it through lib/session/session.
 */
export const SESSION_COOKIE = 'vs_token';
/** Same lifetime as Strapi's jwt (users-permissions default `expiresIn: '30d'`). */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Which provider a social sign-in was started for; read back on /auth/connect. */
export const PROVIDER_COOKIE = 'auth_provider';
export const PROVIDER_MAX_AGE = 10 * 60;

type CookieOptions = { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };

export function sessionCookieOptions(secure: boolean, maxAge = SESSION_MAX_AGE): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge };
}

/** A jwt is three base64url parts; anything else in the cookie is not worth a CMS call. */
export function looksLikeJwt(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.length <= 4096 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);
}

/**
 * Replaces the session. Setting the same name, path and domain overwrites whatever the browser held,
 * so the old token is gone in the same answer that brings the new one.
 */
export function setSessionCookie(response: NextResponse, jwt: string, secure: boolean): NextResponse {
  response.cookies.set(SESSION_COOKIE, jwt, sessionCookieOptions(secure));
  return response;
}

export function clearSessionCookie(response: NextResponse, secure: boolean): NextResponse {
  response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(secure, 0));
  return response;
}

export function setProviderCookie(response: NextResponse, provider: string, secure: boolean): NextResponse {
  response.cookies.set(PROVIDER_COOKIE, provider, sessionCookieOptions(secure, PROVIDER_MAX_AGE));
  return response;
}

export function clearProviderCookie(response: NextResponse, secure: boolean): NextResponse {
  response.cookies.set(PROVIDER_COOKIE, '', sessionCookieOptions(secure, 0));
  return response;
}
