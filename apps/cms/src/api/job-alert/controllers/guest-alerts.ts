import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerInvalidLink as invalidLink, validationError, valueOrThrow } from '../../../lib/errors';
import { isPlainObject, parseEmail } from '../../../lib/validation';
import { confirmGuestAlert, createGuestAlert, noteGuestAlertClick } from '../lib/guest';
import { searchNames, UNSUBSCRIBE_TOKEN_PATTERN } from '../../../lib/job-alert-store';
import { validateAlertInput } from '../lib/validation';

/**
 * Guest alerts (issue 16, decision 032): public routes, each rate limited; creating one is bot-checked
 * too. The mailed tokens are the authorisation.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/job-alerts/guest `{ data: { email, …search, frequency } }` → 202, whatever the address. */
  async create(ctx: Context) {
    const body = ctx.request.body?.data;
    if (!isPlainObject(body)) throw validationError({ ok: false, path: 'data', message: 'data must be an object' });
    const email = valueOrThrow(parseEmail(body.email));
    // Guests hear by mail: push needs an account's browser subscriptions.
    const input = valueOrThrow(validateAlertInput({ ...body, byEmail: true, byPush: false }));
    await createGuestAlert(strapi, email, input, await searchNames(strapi, input));
    ctx.status = 202;
    ctx.body = { data: { ok: true } };
  },

  /** POST /api/job-alerts/confirm `{ data: { token } }` → `{ label }`, or 404 `invalid-link`. */
  async confirm(ctx: Context) {
    const label = await confirmGuestAlert(strapi, ctx.request.body?.data?.token);
    if (label === null) return invalidLink(ctx);
    ctx.body = { data: { label } };
  },

  /** POST /api/job-alerts/clicked `{ data: { token } }` (the unsubscribe token of the mail) → 204, or 404. */
  async clicked(ctx: Context) {
    const token = ctx.request.body?.data?.token;
    if (typeof token !== 'string' || !UNSUBSCRIBE_TOKEN_PATTERN.test(token) || !(await noteGuestAlertClick(strapi, token)))
      return invalidLink(ctx);
    ctx.status = 204;
  },
});
