import type { Core } from '@strapi/strapi';
import { todayInNetherlands, vacancyPath } from '@vacaturesite/shared';
import { now } from '../../../lib/clock';
import { siteUrl } from '../../../lib/mail';
import { VACANCY_UID } from '../../../lib/vacancy-content';
import { enqueue } from './queue';

/**
 * Which vacancy changes Google hears of (decision 034): a publish (new or changed: URL_UPDATED, or
 * URL_DELETED when it is closed or past its date), an unpublish or delete, the poster closing or
 * reopening it, and expiry the day after `validThrough` (once, keyed by the vacancy and its date).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The daily round looks this far back, so a CMS that was down for a few days still reports what expired meanwhile. */
export const EXPIRY_CATCH_UP_DAYS = 7;

type Published = { documentId: string; slug: string; closed?: boolean | null; validThrough?: string | null };

const urlOf = (vacancy: Published) => `${siteUrl()}${vacancyPath(vacancy)}`;
const expiryKey = (vacancy: Published) => `expired:${vacancy.documentId}:${vacancy.validThrough}`;

export async function publishedVacancy(strapi: Core.Strapi, documentId: string): Promise<Published | null> {
  return strapi.db.query(VACANCY_UID).findOne({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['documentId', 'slug', 'closed', 'validThrough'],
  });
}

/** After a publish, a close or a reopen: what the public version now is. */
export async function noticeVacancyState(strapi: Core.Strapi, documentId: string): Promise<void> {
  const vacancy = await publishedVacancy(strapi, documentId);
  if (!vacancy) return;
  const expired = !!vacancy.validThrough && vacancy.validThrough < todayInNetherlands(now());
  if (expired) return enqueue(strapi, { url: urlOf(vacancy), type: 'URL_DELETED', vacancy: documentId, dedupeKey: expiryKey(vacancy) });
  await enqueue(strapi, { url: urlOf(vacancy), type: vacancy.closed ? 'URL_DELETED' : 'URL_UPDATED', vacancy: documentId });
}

/** After an unpublish or delete: the address it had. */
export async function noticeVacancyGone(strapi: Core.Strapi, vacancy: Published): Promise<void> {
  await enqueue(strapi, { url: urlOf(vacancy), type: 'URL_DELETED', vacancy: vacancy.documentId });
}

/** The daily round: vacancies whose last day has passed (and were not closed, which was reported then). */
export async function noticeExpiredVacancies(strapi: Core.Strapi): Promise<number> {
  const at = now();
  const rows: Published[] = await strapi.db.query(VACANCY_UID).findMany({
    where: {
      publishedAt: { $notNull: true },
      $or: [{ closed: false }, { closed: { $null: true } }],
      validThrough: { $lt: todayInNetherlands(at), $gte: todayInNetherlands(new Date(at.getTime() - EXPIRY_CATCH_UP_DAYS * DAY_MS)) },
    },
    select: ['documentId', 'slug', 'validThrough'],
  });
  for (const vacancy of rows) {
    await enqueue(strapi, { url: urlOf(vacancy), type: 'URL_DELETED', vacancy: vacancy.documentId, dedupeKey: expiryKey(vacancy) });
  }
  return rows.length;
}
