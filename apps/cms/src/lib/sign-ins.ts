import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { now } from './clock';
import type { AuthController } from './equal-time-auth';
import { USER_UID } from './strapi-helpers';

/**
 * "Last sign-in" for the inactive accounts' round (decision 050): set whenever an account is handed a
 * session, by password, social sign-in (OpenID Connect and the other providers), a reset link, a password
 * change or an activation link. Signing in also answers an inactivity mail: the account stays.
 * On the CMS's clock (lib/clock.ts), so the tests can sign in "two years later".
 */
export async function recordSignIn(strapi: Core.Strapi, userId: number, at: Date = now()): Promise<void> {
  await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { lastSignInAt: at, inactivityNoticeAt: null } });
}

/** users-permissions' auth actions that answer `{ jwt, user }` when they sign someone in. */
export const SIGN_IN_ACTIONS = ['callback', 'register', 'resetPassword', 'changePassword', 'emailConfirmation'] as const;

/** The user an answer signed in, if it did. */
export function signedInUserId(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const { jwt, user } = body as { jwt?: unknown; user?: { id?: unknown } | null };
  return typeof jwt === 'string' && jwt !== '' && typeof user?.id === 'number' ? user.id : null;
}

/**
 * The auth controller with every sign-in recorded after its answer was made. A failure to record is
 * logged and never fails the sign-in itself.
 */
export function recordingSignIns(strapi: Core.Strapi, controller: AuthController): AuthController {
  const wrapped: AuthController = { ...controller };
  for (const name of SIGN_IN_ACTIONS) {
    const action = controller[name];
    if (typeof action !== 'function') continue;
    wrapped[name] = async (ctx: Context, next: () => Promise<void>) => {
      const result = await action(ctx, next);
      const userId = signedInUserId(ctx.body);
      if (userId !== null) {
        await recordSignIn(strapi, userId).catch((error: unknown) => {
          strapi.log.error(`Could not record the sign-in of user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      return result;
    };
  }
  return wrapped;
}
