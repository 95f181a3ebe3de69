import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { currentUser, documentIdParam, notFound, refusal, type UserRef } from '../../my-jobs/lib/common';
import { jobsSearchPath } from '../lib/delivery';
import { ALERT_UID, alerts, deleteAlertsWhere, type AlertRow } from '../lib/store';
import { alertLabel, MAX_ALERTS_PER_VISITOR } from '@vacaturesite/shared';
import { validateAlertInput } from '../lib/validation';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

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
  /** Scoped by owner in the query itself: another visitor's alert is simply not found. */
  const own = (user: UserRef, where: Record<string, unknown> = {}) =>
    alerts(strapi).findMany({ where: { ...where, user: { id: user.id } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }) as Promise<
      AlertRow[]
    >;

  async function ownOne(ctx: Context) {
    const [alert] = await own(currentUser(ctx), { documentId: documentIdParam(ctx) });
    return alert ?? notFound();
  }

  /** The published field or place's name, so lists need no extra lookups; an unknown id is a 400. */
  async function nameOf(uid: string, documentId: string | null, path: string): Promise<string | null> {
    if (!documentId) return null;
    const row = await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['name'] });
    if (!row) throw new errors.ValidationError(`${path} does not exist`, { errors: [{ path: [path], message: 'does not exist' }] });
    return row.name;
  }

  return {
    async find(ctx) {
      ctx.body = { data: (await own(currentUser(ctx))).map(view) };
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
          categoryName: await nameOf('api::vacancy-category.vacancy-category', category, 'category'),
          placeId: place,
          placeName: await nameOf('api::place.place', place, 'place'),
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
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) notFound();
      const alert: AlertRow | null = await alerts(strapi).findOne({ where: { unsubscribeToken: token } });
      if (!alert || !alert.byEmail) notFound();
      if (alert.byPush) await alerts(strapi).update({ where: { id: alert.id }, data: { byEmail: false } });
      else await deleteAlertsWhere(strapi, { id: alert.id });
      ctx.body = { data: { label: alertLabel(alert), stillPushing: !!alert.byPush } };
    },
  };
};
