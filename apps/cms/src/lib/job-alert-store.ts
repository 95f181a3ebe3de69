import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { AlertFrequency, JobAlertInput } from '@vacaturesite/shared';

export const ALERT_UID = 'api::job-alert.job-alert';
export const DELIVERY_UID = 'api::job-alert.job-alert-delivery';

export type AlertRow = {
  id: number;
  documentId: string;
  query: string | null;
  categoryId: string | null;
  categoryName: string | null;
  placeId: string | null;
  placeName: string | null;
  /** km around the place; null: the place only. */
  radius: number | null;
  hoursMin: number | null;
  hoursMax: number | null;
  workplace: string | null;
  salary: string | null;
  byEmail: boolean;
  byPush: boolean;
  frequency: AlertFrequency;
  unsubscribeToken: string;
  /** A guest alert's address (no account); confirmedAt null until its link is opened. */
  email: string | null;
  confirmedAt: string | null;
  confirmExpiresAt: string | null;
  /** Confirmed, re-confirmed or a link in its mail opened: a year later it is asked again. */
  activeAt: string | null;
  reconfirmSentAt: string | null;
  createdAt: string;
  user?: { id: number; email: string; firstName?: string | null; blocked?: boolean | null; confirmed?: boolean | null } | null;
};

/** An alert's unsubscribe token (24 random bytes, base64url): the key in its mails' links. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const alerts = (strapi: Core.Strapi) => strapi.db.query(ALERT_UID);
export const deliveries = (strapi: Core.Strapi) => strapi.db.query(DELIVERY_UID);

export const OWNER_POPULATE = { user: { select: ['id', 'email', 'firstName', 'blocked', 'confirmed'] } };

/** Deletes alerts matching `where` and what was recorded as delivered to them. */
export async function deleteAlertsWhere(strapi: Core.Strapi, where: Record<string, unknown>): Promise<number> {
  const rows: Array<{ id: number }> = await alerts(strapi).findMany({ where, select: ['id'] });
  if (!rows.length) return 0;
  const ids = rows.map((row) => row.id);
  await deliveries(strapi).deleteMany({ where: { alertId: { $in: ids } } });
  await alerts(strapi).deleteMany({ where: { id: { $in: ids } } });
  return ids.length;
}

/** The published field's or place's name, so lists need no extra lookups; an unknown id is a 400. */
async function nameOf(strapi: Core.Strapi, uid: string, documentId: string | null, path: string): Promise<string | null> {
  if (!documentId) return null;
  const row = await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['name'] });
  if (!row) throw new errors.ValidationError(`${path} does not exist`, { errors: [{ path: [path], message: 'does not exist' }] });
  return row.name;
}

/** What an alert stores of its search's field of work and place besides their ids. */
export async function searchNames(strapi: Core.Strapi, input: Pick<JobAlertInput, 'category' | 'place'>) {
  return {
    categoryName: await nameOf(strapi, 'api::vacancy-category.vacancy-category', input.category, 'category'),
    placeName: await nameOf(strapi, 'api::place.place', input.place, 'place'),
  };
}
