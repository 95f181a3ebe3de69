import { pipeline, Transform } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { consumeOrRefuse, createRateLimiter } from '../../../lib/rate-limits';
import { USER_UID, usersPermissionsService } from '../../../lib/strapi-helpers';
import { personalDataOwners } from './account-data';
import { exportFileName, personalDataZip } from './export';

/** How recent a sign-in must be for an account without a password (a social sign-in) to download. */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;
/** Downloads (and password tries) per account per hour. */
export const EXPORTS_PER_HOUR = 5;

let limiter: ReturnType<typeof createRateLimiter> | null = null;
const exportLimiter = () => (limiter ??= createRateLimiter({ name: 'account-export', points: EXPORTS_PER_HOUR, windowMs: 60 * 60 * 1000 }));

/** A refusal the site shows in Dutch: 400 `{ error: { name: 'ApplicationError', message, details: { code } } }`. */
function refusal(code: 'password-wrong' | 'sign-in-again', message: string): never {
  throw new errors.ApplicationError(message, { code });
}

/**
 * The fresh sign-in: an account with a password gives it again (checked like a login); one without
 * (a social sign-in) needs a token issued less than FRESH_SIGN_IN_MS ago.
 */
export async function checkFreshSignIn(
  strapi: Core.Strapi,
  userId: number,
  password: unknown,
  tokenIssuedAtSeconds: unknown,
  now = Date.now(),
): Promise<void> {
  const row: { password?: string | null } | null = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['password'] });
  if (row?.password) {
    const valid =
      typeof password === 'string' &&
      password.length > 0 &&
      password.length <= 200 &&
      (await usersPermissionsService(strapi, 'user').validatePassword(password, row.password));
    if (!valid) refusal('password-wrong', 'The password is not right');
    return;
  }
  if (typeof tokenIssuedAtSeconds !== 'number' || now - tokenIssuedAtSeconds * 1000 > FRESH_SIGN_IN_MS)
    refusal('sign-in-again', 'Sign in again to download your data');
}

/** POST /api/account/export: see the controller. The answer streams; its end is logged with size and duration only. */
export async function exportPersonalData(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) return ctx.unauthorized('Missing authentication');
  // Counted before the password is checked: the limit also stops guessing it.
  await consumeOrRefuse(ctx, exportLimiter(), String(user.id), 'Too many downloads of your data; try again later');
  const claims = (await usersPermissionsService(strapi, 'jwt').getToken(ctx)) as { iat?: unknown } | null;
  const body = (ctx.request as { body?: { password?: unknown } }).body;
  await checkFreshSignIn(strapi, user.id, body?.password, claims?.iat);

  const [owner] = await personalDataOwners(strapi, { id: user.id });
  if (!owner) return ctx.unauthorized('Missing authentication');
  const started = Date.now();
  const { stream, files } = await personalDataZip(strapi, owner);
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // pipeline: a download cut off or failing ends both streams (and the ZIP closes its open files).
  pipeline(stream, counted, (error) => {
    if (error) strapi.log.warn(`Personal data export for user ${owner.id} ended after ${bytes} bytes: ${error.message}`);
  });
  counted.on('end', () =>
    strapi.log.info(`Personal data export for user ${owner.id}: ${bytes} bytes, ${files} file(s), ${Date.now() - started} ms`),
  );
  ctx.set('Content-Type', 'application/zip');
  ctx.set('Content-Disposition', `attachment; filename="${exportFileName()}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.status = 200;
  ctx.body = counted;
}
