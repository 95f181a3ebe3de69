import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { accountMails } from './account-mails';
import { ACCOUNT_LINK_MAIL_WINDOW_MS, createMailThrottle } from './mail-throttle';
import { USER_UID, usersPermissionsService } from './strapi-helpers';

/**
 * users-permissions' auth actions, wrapped so that an answer takes as long for an address without
 * an account as for one with an account (issue 15, medium 6):
 * - login: an unknown identifier still costs one bcrypt comparison, against a dummy hash of the
 *   same cost as real ones;
 * - register with a taken address: the password is hashed as for a new account, and after the answer
 *   the owner gets a reset link (and a confirmation link if never confirmed), at most once per
 *   address per 15 minutes (mail-throttle.ts); both answers wait for REGISTER_ANSWER_MS;
 * - forgot password and "send confirmation again" answer the same for every well-formed address
 *   (unknown, unconfirmed, confirmed, blocked: issue 34, medium 3) and do all their work after
 *   answering, at most one mail per address per 5 minutes each (a reset link asked for eight times
 *   a second went out eight times); every mail of these goes through the outbox (account-mails.ts).
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
  const takenAddressMails = createMailThrottle('taken-address');
  const resetMails = createMailThrottle('reset-password', ACCOUNT_LINK_MAIL_WINDOW_MS);
  const confirmationMails = createMailThrottle('confirmation', ACCOUNT_LINK_MAIL_WINDOW_MS);

  /** Work for one address after the visitor has been answered, its mails queued; a failure is logged, never shown. */
  const afterAnswer = (what: string, work: () => Promise<unknown>) =>
    setImmediate(() => {
      accountMails(work).catch((error: unknown) => {
        strapi.log.error(`${what} failed after the answer: ${error instanceof Error ? error.message : String(error)}`);
      });
    });

  async function mailOwnerOfTakenAddress(email: string): Promise<void> {
    const user = await strapi.db.query(USER_UID).findOne({ where: { email } });
    if (!user || user.blocked || !(await takenAddressMails.allow(email))) return;
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
      return accountMails(async () => {
        try {
          return await auth.register(ctx, next);
        } catch (error) {
          if (!(error instanceof Error) || error.message !== TAKEN_MESSAGE) throw error;
          const { email, password } = (ctx.request.body ?? {}) as Record<string, unknown>;
          await hashLikePasswords(String(password));
          afterAnswer('register: the mail for a taken address', () => mailOwnerOfTakenAddress(String(email).toLowerCase()));
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
      afterAnswer(`forgot-password for ${email}`, async () => {
        if (await resetMails.allow(email)) await auth.forgotPassword(detachedContext({ email }), async () => {});
      });
      ctx.send({ ok: true });
    },

    /**
     * The plugin answered 400 "Already confirmed" for a confirmed account and 200 otherwise, a free
     * test of any address. Now every well-formed address gets the unknown address's answer, and an
     * unconfirmed, unblocked account its link after it.
     */
    async sendEmailConfirmation(ctx, next) {
      const { email } = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (typeof email !== 'string' || !PLAIN_ADDRESS.test(email)) return auth.sendEmailConfirmation(ctx, next);
      afterAnswer(`send-email-confirmation for ${email}`, async () => {
        const user = await strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() } });
        if (!user || user.confirmed || user.blocked || !(await confirmationMails.allow(email))) return;
        await userService().sendConfirmationEmail(user);
      });
      ctx.send({ email, sent: true });
    },
  };
}
