import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod/mini';
import { BOT_CHECK_HEADER } from '@vacaturesite/shared/bot-check';
import { cmsMe, type CmsAuthAnswer, type VisitorContext } from '@/lib/cms/auth';
import { isCmsError } from '@/lib/cms/errors';
import { clearSessionCookie, looksLikeJwt, SESSION_COOKIE, setSessionCookie } from '@/lib/session/cookie';
import { AuthFailure, authError, mapCmsError } from '@/lib/http/errors';
import { visitorIp } from '@/lib/security/ip';
import { assertSameOrigin, isSecureRequest } from '@/lib/security/origin';
import { fieldErrors } from '@/lib/forms/fields';
import { toSessionUser, type SessionUser } from '@/lib/session/user';
import { isBodyTooLarge, readBodyJson } from './body';

/**
 * The shared shape of the site's account route handlers (docs/decisions/003):
 * CSRF check → body validated with the form's zod schema → CMS call → `{ ok: true, … }`, or
 * `{ error: { code, message, fields? } }` with a Dutch message and the mapped status.
 */

const NO_STORE = { 'cache-control': 'no-store' };
/** Account forms are small; anything bigger is not one of ours. */
const MAX_BODY_BYTES = 16 * 1024;

export type RouteContext = {
  request: NextRequest;
  /** Secure cookies? (the site runs on https) */
  secure: boolean;
  /** The visitor's address and session token, for CMS calls. */
  visitor: VisitorContext;
  /** The route's dynamic segments (`[id]` → `params.id`). */
  params: Record<string, string>;
};

/** What a failed call becomes for the visitor: a code, a Dutch message, the answer's status and the form field it belongs to, if any. */
export type RouteError = { code: string; message: string; status: number; field?: string };
export type RouteOptions = { mapError?: (error: unknown) => RouteError };
type Segment = { params?: Promise<Record<string, string | string[]>> };

export function okResponse(body: Record<string, unknown> = {}, status = 200): NextResponse {
  return NextResponse.json({ ok: true, ...body }, { status, headers: NO_STORE });
}

export function errorResponse(error: RouteError, fields?: Record<string, string>): NextResponse {
  const body = { error: { code: error.code, message: error.message, ...(fields ? { fields } : {}) } };
  return NextResponse.json(body, { status: error.status, headers: NO_STORE });
}

/** The answer to a body over its route's limit (lib/http/body), in the account routes' error shape. */
export function bodyTooLargeResponse(): NextResponse {
  return errorResponse({
    code: 'body-too-large',
    status: 413,
    message: 'Het formulier is te groot om te versturen. Maak je invoer korter en probeer het opnieuw.',
  });
}

/**
 * Wraps a state-changing handler that reads its own body (multipart uploads): CSRF first, then
 * `handler`. Whatever a CMS call throws becomes the mapped error answer; a rejected session token
 * also clears the cookie.
 */
export function visitorRoute(
  handler: (context: RouteContext) => Promise<NextResponse>,
  { mapError = mapCmsError }: RouteOptions = {},
): (request: NextRequest, segment?: Segment) => Promise<NextResponse> {
  return async (request, segment) => {
    const refused = assertSameOrigin(request);
    if (refused) return refused;

    const secure = isSecureRequest(request);
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    const visitor: VisitorContext = {
      ip: visitorIp(request.headers),
      token: looksLikeJwt(token) ? token : null,
      botCheck: request.headers.get(BOT_CHECK_HEADER),
    };
    const rawParams = (await segment?.params) ?? {};
    const params = Object.fromEntries(
      Object.entries(rawParams).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : value]),
    );
    try {
      return await handler({ request, secure, visitor, params });
    } catch (error) {
      const mapped = mapError(error);
      if (mapped.code === 'unknown' || mapped.code === 'network-request-failed') {
        console.error(`${request.method} ${request.nextUrl.pathname} failed:`, error instanceof Error ? error.message : error);
      }
      const response = errorResponse(mapped, mapped.field ? { [mapped.field]: mapped.message } : undefined);
      return mapped.code === 'user-token-expired' && visitor.token ? clearSessionCookie(response, secure) : response;
    }
  };
}

/**
 * Wraps a JSON handler: CSRF first, then the body parsed with `schema` (400 with Dutch field
 * messages), then `handler`, with visitorRoute's error handling.
 */
export function accountRoute<S extends z.ZodMiniType>(
  schema: S | null,
  handler: (input: z.output<S>, context: RouteContext) => Promise<NextResponse>,
  options: RouteOptions = {},
): (request: NextRequest, segment?: Segment) => Promise<NextResponse> {
  return visitorRoute(async (context) => {
    let input = undefined as z.output<S>;
    if (schema) {
      let raw: unknown;
      try {
        raw = await readBodyJson(context.request, MAX_BODY_BYTES, {});
      } catch (error) {
        if (isBodyTooLarge(error)) return bodyTooLargeResponse();
        return errorResponse(
          authError('invalid-input', { message: 'Het formulier kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.' }),
        );
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return errorResponse(authError('invalid-input'), fieldErrors(parsed.error));
      input = parsed.data;
    }
    return handler(input, context);
  }, options);
}

/** For routes that act on the signed-in visitor when there is no usable token: 401, and any cookie dropped. */
export function signedOutResponse(context: RouteContext): NextResponse {
  const response = errorResponse(authError('user-token-expired', { message: 'Je bent niet (meer) ingelogd. Log opnieuw in.' }));
  return context.request.cookies.has(SESSION_COOKIE) ? clearSessionCookie(response, context.secure) : response;
}

/**
 * The user behind a fresh jwt from /users/me, else from Strapi's own answer. A fresh token that
 * /users/me refuses belongs to an account that may not sign in yet (e-mail not confirmed).
 */
export async function userForNewSession(answer: CmsAuthAnswer, visitor: VisitorContext): Promise<{ jwt: string; user: SessionUser }> {
  const jwt = answer.jwt;
  if (!jwt || !looksLikeJwt(jwt)) throw new Error('The CMS answered without a jwt');
  try {
    return { jwt, user: toSessionUser(await cmsMe(jwt, { ip: visitor.ip })) };
  } catch (error) {
    if (isCmsError(error) && error.status === 401) {
      throw new AuthFailure(
        authError('email-not-confirmed', {
          message: 'Je account is nog niet actief: bevestig eerst je e-mailadres met de link uit de bevestigingsmail.',
        }),
      );
    }
    if (!answer.user) throw error;
    return { jwt, user: toSessionUser(answer.user) };
  }
}

/** The session answer: the old cookie replaced by the new jwt, body `{ ok: true, user, ...extra }`. */
export async function sessionResponse(
  answer: CmsAuthAnswer,
  context: RouteContext,
  extra: Record<string, unknown> = {},
): Promise<NextResponse> {
  const { jwt, user } = await userForNewSession(answer, context.visitor);
  return setSessionCookie(okResponse({ user, ...extra }), jwt, context.secure);
}

/**
 * For answers that must not tell whether an address is known (forgot password, new confirmation or
 * activation mail): only failures that hit every address alike (rate limit, CMS unreachable) reach
 * the visitor; everything else is logged and answered like success.
 */
export async function sameAnswerForEveryAddress(call: () => Promise<unknown>, label: string): Promise<void> {
  try {
    await call();
  } catch (error) {
    const mapped = mapCmsError(error);
    // A failed bot check is the same for every address too, and the visitor must learn to retry.
    const transient = mapped.code === 'too-many-requests' || mapped.code === 'network-request-failed' || mapped.code === 'bot-check-failed';
    if (transient) throw error;
    if (mapped.code === 'unknown') console.error(`${label}:`, error instanceof Error ? error.message : error);
  }
}

/** A redirect with a relative Location, so it stays on whatever host the visitor used. */
export function redirectResponse(location: string, status = 303): NextResponse {
  return new NextResponse(null, { status, headers: { location, ...NO_STORE } });
}
