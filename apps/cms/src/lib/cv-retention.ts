import type { Core } from '@strapi/strapi';
import { CV_CONSENT_RETENTION_DAYS, CV_RETENTION_DAYS, todayInNetherlands } from '@vacaturesite/shared';
import { now } from './clock';
import { APPLICATION_UID, cvs } from './vacancy-content';

const GLOBAL_UID = 'api::global.global';
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

type Bounds = { default: number; min: number; max: number };
const withinBounds = (value: unknown, bounds: Bounds) =>
  Number.isInteger(value) ? Math.min(bounds.max, Math.max(bounds.min, value as number)) : bounds.default;

/** The editors' periods ("Algemeen" in the CMS), within the bounds of the AP guideline. */
export async function retentionPeriods(strapi: Core.Strapi) {
  const settings = await strapi.db.query(GLOBAL_UID).findOne({ select: ['cvRetentionDays', 'cvConsentRetentionDays'] });
  return {
    afterProcedureDays: withinBounds(settings?.cvRetentionDays, CV_RETENTION_DAYS),
    withConsentDays: withinBounds(settings?.cvConsentRetentionDays, CV_CONSENT_RETENTION_DAYS),
  };
}

/**
 * The conditions under which a CV may no longer be kept (decision 033): its vacancy's procedure ended
 * more than `afterProcedureDays` ago (closed then, or its last day before then; a vacancy closed before
 * closedAt existed counts from its last change), and, where the applicant consented, also a year (or the
 * editors' period) after applying.
 */
export function expiredCvWhere(at: Date, periods: { afterProcedureDays: number; withConsentDays: number }) {
  const procedureCutoff = new Date(at.getTime() - periods.afterProcedureDays * DAY_MS);
  const consentCutoff = new Date(at.getTime() - periods.withConsentDays * DAY_MS);
  const procedureEndedBefore = {
    $or: [
      { closedAt: { $lt: procedureCutoff } },
      { closed: true, closedAt: { $null: true }, updatedAt: { $lt: procedureCutoff } },
      { validThrough: { $lt: todayInNetherlands(procedureCutoff) } },
    ],
  };
  // All in one $and (see closed-notices.ts for what Strapi does otherwise); the vacancy's terms are a list a scope can add to.
  const vacancy: Array<Record<string, unknown>> = [procedureEndedBefore];
  return {
    where: {
      $and: [
        { cvKey: { $notNull: true } },
        { vacancy: { $and: vacancy } },
        { $or: [{ cvConsent: false }, { cvConsent: { $null: true } }, { createdAt: { $lt: consentCutoff } }] },
      ],
    },
    vacancy,
  };
}

/**
 * The daily CV round: deletes the files and clears their keys; the application keeps who applied, the
 * status and the file's name, with `cvDeletedAt`. Each row is taken with a conditional update on its
 * key, so two runs at once (two instances) delete each file once and count it once.
 */
export async function deleteExpiredCvs(strapi: Core.Strapi, { vacancy }: { vacancy?: string } = {}) {
  const query = strapi.db.query(APPLICATION_UID);
  const at = now();
  const periods = await retentionPeriods(strapi);
  const { where, vacancy: vacancyTerms } = expiredCvWhere(at, periods);
  if (vacancy) vacancyTerms.push({ documentId: vacancy });
  let deleted = 0;
  for (;;) {
    const rows: Array<{ id: number; cvKey: string }> = await query.findMany({
      where,
      select: ['id', 'cvKey'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    let taken = 0;
    for (const row of rows) {
      const { count } = await query.updateMany({ where: { id: row.id, cvKey: row.cvKey }, data: { cvKey: null, cvDeletedAt: at } });
      if (count !== 1) continue;
      await cvs(strapi).remove([row.cvKey]);
      taken++;
    }
    deleted += taken;
    if (!taken) break;
  }
  strapi.log.info(
    `CV retention: ${deleted} CVs deleted (${periods.afterProcedureDays} days after the procedure, ${periods.withConsentDays} with consent)`,
  );
  return { deleted, ...periods };
}
