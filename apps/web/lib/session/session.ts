import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { cmsMe } from '@/lib/cms/auth';
import { isCmsError } from '@/lib/cms/errors';
import { withVisitorToken, type VisitorFetch } from '@/lib/cms/my-jobs';
import { looksLikeJwt, SESSION_COOKIE } from './cookie';
import { toSessionUser, type SessionUser } from './user';

/**
 * Reading the session on the server (pages, layouts). Writing it is for route handlers only
 * (lib/session/cookie.ts), since a rendering page cannot set cookies.
 */

/** The jwt from the session cookie, or null. Never hand it to a client component. */
export async function getSessionToken(): Promise<string | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return value ? value : null;
}

export type SessionState = {
  user: SessionUser | null;
  /** A cookie is there but the CMS refuses its token: the browser should drop it. */
  stale: boolean;
};

/**
 * Once per request (React `cache`): the user behind the cookie. A token the CMS rejects (401) or
 * that is no jwt at all counts as stale. When the CMS cannot be reached the visitor is shown as
 * signed out for this request, but the cookie stays: an outage must not sign everybody out.
 */
export const getSession = cache(async (): Promise<SessionState> => {
  const token = await getSessionToken();
  if (!token) return { user: null, stale: false };
  if (!looksLikeJwt(token)) return { user: null, stale: true };
  try {
    return { user: toSessionUser(await cmsMe(token)), stale: false };
  } catch (error) {
    if (isCmsError(error) && error.status === 401) return { user: null, stale: true };
    console.error('Could not load the signed-in user:', error instanceof Error ? error.message : error);
    return { user: null, stale: false };
  }
});

/** The signed-in visitor, or null. Cached per request, so header and page share one CMS call. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => (await getSession()).user);

/**
 * A CMS call on behalf of the signed-in visitor (spec §6: a bearer header when the session cookie
 * holds a token). For the visitor's own data, such as "my jobs" and "my registrations". Published
 * content stays on the anonymous, shared-cache path in lib/cms/queries: it is the same for everyone.
 */
export const cmsFetchAsVisitor: VisitorFetch = async (path, options) => {
  const token = await getSessionToken();
  return withVisitorToken(looksLikeJwt(token) ? token : null)(path, options);
};
