import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { currentUser, documentIdParam, notFound, refusal, type UserRef } from '../../../lib/vacancy-content';
import { jobsSearchPath } from '../lib/delivery';
import { ALERT_UID, alerts, deleteAlertsWhere, searchNames, UNSUBSCRIBE_TOKEN_PATTERN, type AlertRow } from '../../../lib/job-alert-store';
import { alertLabel, MAX_ALERTS_PER_VISITOR } from '@vacaturesite/shared';
import { validateAlertInput } from '../lib/validation';

/** What the visitor sees of an alert (the unsubscribe token stays in mails). */
function view(alert: AlertRow) {
  return {
    documentId: alert.documentId,
    label: alertLabel(alert),
    query: alert.query ?? null,
    category: alert.categoryId ? { documentId: alert.categoryId, name: alert.categoryName ?? '' } : null,
    place: alert.placeId ? { documentId: alert.placeId, name: alert.placeName ?? '' } : null,
    radius: alert.radius ?? null,
    hoursMin: alert.hoursMin ?? null,
    hoursMax: alert.hoursMax ?? null,
    workplace: alert.workplace ?? null,
    salary: alert.salary ?? null,
    byEmail: !!alert.byEmail,
    byPush: !!alert.byPush,
    frequency: alert.frequency,
    createdAt: alert.createdAt,
    jobsPath: jobsSearchPath(alert),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Scoped by owner in the query itself: another visitor's alert is simply not found. Theirs are the
   * account's alerts and the confirmed guest alerts of its confirmed address (decision 032).
   */
  const own = (user: UserRef & { guestEmail?: string | null }, where: Record<string, unknown> = {}) => {
    const guest = user.guestEmail ? [{ email: user.guestEmail, confirmedAt: { $notNull: true }, user: { id: { $null: true } } }] : [];
    return alerts(strapi).findMany({
      where: { ...where, $or: [{ user: { id: user.id } }, ...guest] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }) as Promise<AlertRow[]>;
  };
  /** The signed-in visitor, with the address their guest alerts are found by once the account confirmed it. */
  const visitor = (ctx: Context) => {
    const { email, confirmed } = ctx.state.user ?? {};
    return { ...currentUser(ctx), guestEmail: confirmed && typeof email === 'string' ? email.toLowerCase() : null };
  };

  async function ownOne(ctx: Context) {
    const [alert] = await own(visitor(ctx), { documentId: documentIdParam(ctx) });
    return alert ?? notFound();
  }

  return {
    async find(ctx) {
      ctx.body = { data: (await own(visitor(ctx))).map(view) };
    },

    async findOne(ctx) {
      ctx.body = { data: view(await ownOne(ctx)) };
    },

    async create(ctx) {
      const user = currentUser(ctx);
      const input = validateAlertInput(ctx.request.body?.data);
      if (input.ok === false)
        throw new errors.ValidationError(input.message, { errors: [{ path: [input.path ?? 'data'], message: input.message }] });
      const count = await alerts(strapi).count({ where: { user: { id: user.id } } });
      if (count >= MAX_ALERTS_PER_VISITOR) refusal('too-many-alerts', `At most ${MAX_ALERTS_PER_VISITOR} alerts per visitor`);
      const { category, place, radius, ...rest } = input.value;
      const created = await strapi.documents(ALERT_UID).create({
        data: {
          ...rest,
          categoryId: category,
          placeId: place,
          ...(await searchNames(strapi, input.value)),
          radius: radius ? Number(radius) : null,
          unsubscribeToken: randomBytes(24).toString('base64url'),
          user: { id: user.id },
        },
      });
      const [alert] = await own(user, { documentId: created.documentId });
      ctx.status = 201;
      ctx.body = { data: view(alert) };
    },

    async destroy(ctx) {
      const alert = await ownOne(ctx);
      await deleteAlertsWhere(strapi, { id: alert.id });
      ctx.status = 204;
    },

    /**
     * From the link in an alert mail, without signing in: stops the mails of that one alert. An
     * alert that also pushes keeps pushing (the visitor turns that off on /account); one that only
     * mailed is deleted. An unknown or used token is a 404 the site words calmly.
     */
    async unsubscribe(ctx) {
      const token = (ctx.request.body?.data as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !UNSUBSCRIBE_TOKEN_PATTERN.test(token)) notFound();
      const alert: AlertRow | null = await alerts(strapi).findOne({ where: { unsubscribeToken: token } });
      if (!alert || !alert.byEmail) notFound();
      if (alert.byPush) await alerts(strapi).update({ where: { id: alert.id }, data: { byEmail: false } });
      else await deleteAlertsWhere(strapi, { id: alert.id });
      ctx.body = { data: { label: alertLabel(alert), stillPushing: !!alert.byPush } };
    },
  };
};
