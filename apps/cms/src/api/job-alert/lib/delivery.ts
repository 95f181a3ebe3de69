import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { VACANCY_UID } from '../../../lib/vacancy-content';
import { isOpen } from '../../../lib/vacancy-lifecycle/status';

import { sendToUser, type PushMessage } from '../../../lib/push/delivery';
import { alertMail, type AlertMailVacancy } from './mail';
import { matchesAlert } from './match';
import { alerts, deliveries, OWNER_POPULATE, type AlertRow } from '../../../lib/job-alert-store';
import { alertLabel, salaryBand, todayInNetherlands, vacancyPath, type SalaryPeriod } from '@vacaturesite/shared';

/**
 * Delivering job alerts (decision 009). On publish, every alert that matches an open vacancy gets a
 * delivery row (unique per alert and vacancy) and, in the same transaction, its mail in the outbox
 * (decision 046): a re-publish, a second editor or a retry finds the row and sends nothing, so nobody
 * hears about a vacancy twice, and a crash after the row no longer loses the mail (the outbox sends it
 * after the restart). Push goes out after the commit, at most once. Daily alerts keep their rows
 * pending until the digest, which queues one mail per alert with its claim.
 */

type PublishedVacancy = {
  documentId: string;
  title: string;
  slug: string;
  summary: string | null;
  hoursPerWeek: number | null;
  workplace: string | null;
  salaryMin: number | string | null;
  salaryMax: number | string | null;
  salaryPeriod: SalaryPeriod | null;
  closed: boolean | null;
  validThrough: string | null;
  employerName: string | null;
  category?: { documentId: string } | null;
  place?: { documentId: string; name: string; latitude: number | string; longitude: number | string } | null;
  employer?: { name: string } | null;
};

/** PostgreSQL answers decimals as strings. */
const coordinatesOf = (place: { latitude: number | string; longitude: number | string } | null | undefined) =>
  place ? { lat: Number(place.latitude), lon: Number(place.longitude) } : null;

async function publishedVacancies(strapi: Core.Strapi, documentIds: string[]): Promise<PublishedVacancy[]> {
  if (!documentIds.length) return [];
  return (await strapi.documents(VACANCY_UID).findMany({
    filters: { documentId: { $in: [...new Set(documentIds)] } },
    status: 'published',
    fields: [
      'title',
      'slug',
      'summary',
      'hoursPerWeek',
      'workplace',
      'salaryMin',
      'salaryMax',
      'salaryPeriod',
      'closed',
      'validThrough',
      'employerName',
    ],
    populate: {
      category: { fields: ['documentId'] },
      place: { fields: ['name', 'latitude', 'longitude'] },
      employer: { fields: ['name'] },
    },
  })) as PublishedVacancy[];
}

const forMail = (vacancy: PublishedVacancy): AlertMailVacancy => ({
  title: vacancy.title,
  path: vacancyPath(vacancy),
  employerName: vacancy.employer?.name ?? vacancy.employerName,
  placeName: vacancy.place?.name ?? null,
  summary: vacancy.summary,
});

/** The alert's search on /jobs (its hours range is no /jobs filter; the mail says it). The site sends this address on to the list's path. */
export function jobsSearchPath(alert: Pick<AlertRow, 'query' | 'categoryId' | 'placeId' | 'radius' | 'workplace' | 'salary'>): string {
  const params = new URLSearchParams();
  if (alert.query) params.set('q', alert.query);
  if (alert.categoryId) params.set('category', alert.categoryId);
  if (alert.placeId) params.set('place', alert.placeId);
  if (alert.placeId && alert.radius) params.set('radius', String(alert.radius));
  if (alert.workplace) params.set('workplace', alert.workplace);
  if (alert.salary) params.set('salary', alert.salary);
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** An account's alert goes to the account's confirmed address; a guest alert to its own, once confirmed. */
const recipient = (alert: AlertRow): string | null =>
  alert.user
    ? alert.user.email && !alert.user.blocked && alert.user.confirmed !== false
      ? alert.user.email
      : null
    : alert.confirmedAt
      ? alert.email
      : null;

/** Where a guest alert's mail links a vacancy: through the site, which notes the click (the year's re-confirmation waits for none) and redirects. */
const trackedPath = (alert: AlertRow, path: string) =>
  alert.user ? path : `/vacature-alert/bekijk?token=${encodeURIComponent(alert.unsubscribeToken)}&naar=${encodeURIComponent(path)}`;

/**
 * The alert's mail into the outbox, in the caller's transaction (the delivery row's or the digest's
 * claim); `key` names the event, so it is queued once.
 */
async function queueAlertMail(strapi: Core.Strapi, alert: AlertRow, vacancies: PublishedVacancy[], digest: boolean, key: string) {
  const to = recipient(alert);
  if (!vacancies.length || !to || !alert.byEmail) return;
  const mail = alertMail({
    site: siteUrl(),
    siteName: siteName(strapi),
    firstName: alert.user?.firstName,
    label: alertLabel(alert),
    token: alert.unsubscribeToken,
    vacancies: vacancies.map((vacancy) => ({ ...forMail(vacancy), path: trackedPath(alert, vacancyPath(vacancy)) })),
    digest: !digest ? false : alert.frequency === 'weekly' ? 'weekly' : 'daily',
    guest: !alert.user,
  });
  await queueMail(strapi, { key, to, mail });
}

/** Push for one alert, after the commit; failures are logged, never thrown at the editor who published. */
async function push(strapi: Core.Strapi, alert: AlertRow, vacancies: PublishedVacancy[], digest: boolean): Promise<void> {
  if (!vacancies.length || !recipient(alert)) return;
  const label = alertLabel(alert);
  if (alert.byPush && alert.user) {
    const [first] = vacancies;
    const message: PushMessage = digest
      ? {
          title: `${vacancies.length === 1 ? '1 nieuwe vacature' : `${vacancies.length} nieuwe vacatures`} voor je alert`,
          body: label,
          url: jobsSearchPath(alert),
          tag: `alert-${alert.documentId}`,
        }
      : {
          title: `Nieuwe vacature: ${first.title}`,
          body: [forMail(first).employerName, forMail(first).placeName].filter(Boolean).join(', ') || label,
          url: vacancyPath(first),
          tag: `vacature-${first.documentId}`,
        };
    await sendToUser(strapi, alert.user.id, message);
  }
}

/**
 * Records the pair and, for an instant alert, queues its mail with it; false when it was already
 * recorded (by this or an earlier publish).
 */
async function recordDelivery(strapi: Core.Strapi, alert: AlertRow, vacancy: PublishedVacancy): Promise<boolean> {
  const pairKey = `${alert.id}:${vacancy.documentId}`;
  const recorded = () => deliveries(strapi).findOne({ where: { pairKey }, select: ['id'] });
  if (await recorded()) return false;
  try {
    await strapi.db.transaction(async () => {
      await deliveries(strapi).create({
        data: { pairKey, alertId: alert.id, vacancyDocumentId: vacancy.documentId, digestPending: alert.frequency !== 'instant' },
      });
      if (alert.frequency === 'instant') await queueAlertMail(strapi, alert, [vacancy], false, `job-alert:${pairKey}`);
    });
    return true;
  } catch (error) {
    // The unique index: a publish racing this one recorded it first (its transaction, mail and all, is rolled back).
    if (await recorded()) return false;
    throw error;
  }
}

/** The coordinates of the places alerts with a radius are about, in one query. */
async function placeCoordinates(strapi: Core.Strapi, documentIds: string[]) {
  const rows: { documentId: string; latitude: number | string; longitude: number | string }[] = documentIds.length
    ? await strapi.db
        .query('api::place.place')
        .findMany({ where: { documentId: { $in: [...new Set(documentIds)] } }, select: ['documentId', 'latitude', 'longitude'] })
    : [];
  return new Map(rows.map((row) => [row.documentId, coordinatesOf(row)]));
}

/** After a vacancy is published: the alerts it matches, each told once. Returns how many were told now. */
export async function deliverForPublishedVacancy(strapi: Core.Strapi, documentId: string): Promise<number> {
  const [vacancy] = await publishedVacancies(strapi, [documentId]);
  if (!vacancy || !isOpen(vacancy, todayInNetherlands())) return 0;
  const categoryId = vacancy.category?.documentId ?? null;
  const placeId = vacancy.place?.documentId ?? null;
  const band = salaryBand(vacancy);
  // Field and place narrow the candidates in the database (an alert with a radius may be about another place); the rest is checked here.
  const candidates: AlertRow[] = await alerts(strapi).findMany({
    where: {
      $and: [
        { $or: [{ categoryId: { $null: true } }, ...(categoryId ? [{ categoryId }] : [])] },
        { $or: [{ placeId: { $null: true } }, { radius: { $notNull: true } }, ...(placeId ? [{ placeId }] : [])] },
      ],
    },
    populate: OWNER_POPULATE,
  });
  const centres = await placeCoordinates(
    strapi,
    candidates.filter((alert) => alert.radius).map((alert) => alert.placeId!),
  );
  const facts = { ...vacancy, categoryId, placeId, coordinates: coordinatesOf(vacancy.place), salaryBand: band };
  let instant = 0;
  for (const alert of candidates) {
    // An unconfirmed guest alert records nothing: after confirming, it hears of the next vacancies.
    if (!recipient(alert)) continue;
    if (!matchesAlert({ ...alert, placeCoordinates: centres.get(alert.placeId ?? '') }, facts)) continue;
    if (!(await recordDelivery(strapi, alert, vacancy))) continue;
    if (alert.frequency === 'instant') {
      await push(strapi, alert, [vacancy], false);
      instant += 1;
    }
  }
  return instant;
}

/** Monday in the Netherlands: the weekly alerts' day. */
const isMondayInNetherlands = () => new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/Amsterdam' }).format() === 'Mon';

/**
 * The digest, run daily: per daily alert (and on Mondays per weekly alert), one mail (and/or push)
 * listing the vacancies recorded since its last digest that are still open. The rows' claim and the
 * mail commit together (the outbox sends it, decision 046); push goes after, at most once. A weekly
 * alert's rows wait for Monday. Every CMS instance
 * runs the cron: each alert's rows are claimed with one conditional update under a claim of this run's
 * own, so when two digests run at once (two instances, or an editor's beside the cron) each row goes
 * into one of them and nobody gets the digest twice (issue 18).
 */
export async function runDailyDigest(
  strapi: Core.Strapi,
  { weekly = isMondayInNetherlands() }: { weekly?: boolean } = {},
): Promise<{ alerts: number; vacancies: number }> {
  const pending: Array<{ id: number; alertId: number; vacancyDocumentId: string }> = await deliveries(strapi).findMany({
    where: { digestPending: true },
    select: ['id', 'alertId', 'vacancyDocumentId'],
    orderBy: [{ id: 'asc' }],
  });
  const byAlert = new Map<number, typeof pending>();
  for (const row of pending) byAlert.set(row.alertId, [...(byAlert.get(row.alertId) ?? []), row]);
  const today = todayInNetherlands();
  let told = 0;
  let listed = 0;
  for (const [alertId, rows] of byAlert) {
    const alert: AlertRow | null = await alerts(strapi).findOne({ where: { id: alertId }, populate: OWNER_POPULATE });
    if (alert?.frequency === 'weekly' && !weekly) continue;
    const ids = rows.map((row) => row.id);
    const digestClaim = randomUUID();
    const open = await strapi.db.transaction(async () => {
      const { count } = await deliveries(strapi).updateMany({
        where: { id: { $in: ids }, digestPending: true },
        data: { digestPending: false, digestClaim },
      });
      if (!count || !alert) return [];
      // Another digest took some of them between the read and the claim: only this one's are listed here.
      const mine =
        count === rows.length
          ? rows
          : ((await deliveries(strapi).findMany({
              where: { id: { $in: ids }, digestClaim },
              select: ['vacancyDocumentId'],
            })) as typeof rows);
      const listed = (
        await publishedVacancies(
          strapi,
          mine.map((row) => row.vacancyDocumentId),
        )
      ).filter((vacancy) => isOpen(vacancy, today));
      await queueAlertMail(strapi, alert, listed, true, `job-alert-digest:${alertId}:${digestClaim}`);
      return listed;
    });
    if (!open.length || !alert) continue;
    await push(strapi, alert, open, true);
    told += 1;
    listed += open.length;
  }
  return { alerts: told, vacancies: listed };
}
