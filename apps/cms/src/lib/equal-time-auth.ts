import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mailAfterAnswer } from './after-answer-mail';
import { createMailThrottle } from './mail-throttle';
import { USER_UID, usersPermissionsService } from './strapi-helpers';

/**
 * users-permissions' auth actions, wrapped so that an answer takes as long for an address without
 * an account as for one with an account (issue 15, medium 6):
 * - login: an unknown identifier still costs one bcrypt comparison, against a dummy hash of the
 *   same cost as real ones;
 * - register with a taken address: the password is hashed as for a new account, and after the answer
 *   the owner gets a reset link (and a confirmation link if never confirmed), at most once per
 *   address per 15 minutes (mail-throttle.ts); both answers wait for REGISTER_ANSWER_MS;
 * - forgot password does all its work after answering; register and "send confirmation again" send
 *   their mails after the answer (after-answer-mail.ts).
 */

type Action = (ctx: Context, next: () => Promise<void>) => Promise<unknown>;
export type AuthController = Record<string, Action>;

/**
 * For calling the plugin's forgotPassword after the answer was sent: it reads only the body and
 * answers through send(), which here goes nowhere.
 */
const detachedContext = (body: { email: string }) => ({ request: { body }, state: {}, send() {} }) as unknown as Context;

const TAKEN_MESSAGE = 'Email or Username are already taken';
/**
 * Register answers no sooner than this after the request: a new account writes a user, a role link
 * and a confirmation token, a taken address writes nothing, and their 10–25 ms difference showed.
 * Both take well under it (one bcrypt hash, ≈ 70 ms, plus the writes); a person registers once.
 */
const REGISTER_ANSWER_MS = 400;
const sleepUntil = (time: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
/** Looks like an address; anything else goes to the plugin's own validation (and its 400). */
const PLAIN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function equalTimeAuth(strapi: Core.Strapi, auth: AuthController): AuthController {
  const userService = () => usersPermissionsService(strapi, 'user');
  let dummyHash: Promise<string> | undefined;
  // Hashed by the same code and cost as real passwords, so a comparison costs what a real one does.
  const hashLikePasswords = async (password: string): Promise<string> => (await userService().ensureHashedPasswords({ password })).password;
  const dummy = () => (dummyHash ??= hashLikePasswords(randomUUID()));
  const takenAddressMails = createMailThrottle();

  async function mailOwnerOfTakenAddress(email: string): Promise<void> {
    const user = await strapi.db.query(USER_UID).findOne({ where: { email } });
    if (!user || user.blocked || !takenAddressMails.allow(email)) return;
    await auth.forgotPassword(detachedContext({ email }), async () => {});
    if (!user.confirmed) await userService().sendConfirmationEmail(user);
  }

  return {
    async callback(ctx, next) {
      const provider = ctx.params?.provider ?? 'local';
      const { identifier, password } = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (provider === 'local' && typeof identifier === 'string' && typeof password === 'string') {
        const user = await strapi.db.query(USER_UID).findOne({
          where: { provider, $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
          select: ['id', 'password'],
        });
        if (!user?.password) await userService().validatePassword(password, await dummy());
      }
      return auth.callback(ctx, next);
    },

    register(ctx, next) {
      const answerAt = Date.now() + REGISTER_ANSWER_MS;
      return mailAfterAnswer(async () => {
        try {
          return await auth.register(ctx, next);
        } catch (error) {
          if (!(error instanceof Error) || error.message !== TAKEN_MESSAGE) throw error;
          const { email, password } = (ctx.request.body ?? {}) as Record<string, unknown>;
          await hashLikePasswords(String(password));
          setImmediate(() => {
            mailOwnerOfTakenAddress(String(email).toLowerCase()).catch((mailError: unknown) => {
              strapi.log.error(
                `register: mail for a taken address failed: ${mailError instanceof Error ? mailError.message : String(mailError)}`,
              );
            });
          });
          throw error;
        } finally {
          await sleepUntil(answerAt);
        }
      });
    },

    /**
     * The answer is `{ ok: true }` for every address anyway, so all of the work for a known one
     * (reset token, template, mail) happens after it; only malformed input is answered by the
     * plugin's own validation first.
     */
    async forgotPassword(ctx, next) {
      const { email } = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (typeof email !== 'string' || !PLAIN_ADDRESS.test(email)) return auth.forgotPassword(ctx, next);
      setImmediate(() => {
        auth
          .forgotPassword(detachedContext({ email }), async () => {})
          .catch((error: unknown) => {
            strapi.log.error(
              `forgot-password for ${email} failed after the answer: ${error instanceof Error ? error.message : String(error)}`,
            );
          });
      });
      ctx.send({ ok: true });
    },
    sendEmailConfirmation: (ctx, next) => mailAfterAnswer(() => auth.sendEmailConfirmation(ctx, next)),
  };
}
