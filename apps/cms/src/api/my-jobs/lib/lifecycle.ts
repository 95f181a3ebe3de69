import type { Core } from '@strapi/strapi';
import { deleteSaved, VACANCY_UID } from './common';
import { todayInNetherlands } from '@vacaturesite/shared';
import { now } from '../../../lib/clock';
import { startClosedNotices } from '../../application/lib/closed-notices';

/**
 * What happens around visitors' vacancies outside the my-jobs routes (decision 005):
 *  - an editor publishing one in the admin approves it: its review status becomes `approved` and, the
 *    first time, its datePosted becomes the day it went online;
 *  - deleting a vacancy deletes its applications (with their CV files) and its saved items;
 *  - closing one (poster or editor) notes when (`closedAt`, the start of the CV period), and publishing a
 *    closed one sends the waiting applicants their one mail (decision 033).
 * Deleting an account is in account-cleaners.ts.
 */

async function approveOnPublish(strapi: Core.Strapi, documentId: string) {
  const query = strapi.db.query(VACANCY_UID);
  const draft = await query.findOne({
    where: { documentId, publishedAt: null },
    select: ['id', 'reviewStatus'],
    populate: { postedBy: { select: ['id'] } },
  });
  if (!draft?.postedBy) return;
  const everPublished = (await query.count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
  const data: Record<string, unknown> = { reviewStatus: 'approved', reviewNote: null };
  if (!everPublished && draft.reviewStatus !== 'approved') data.datePosted = todayInNetherlands();
  await query.update({ where: { id: draft.id }, data });
}

/** `closed` written without `closedAt` (the admin's form, an import): keep the first closing moment, or start it now. */
async function noteClosedAt(strapi: Core.Strapi, params: unknown) {
  const { documentId, data } = params as { documentId?: string; data?: Record<string, unknown> };
  if (!data || typeof data.closed !== 'boolean') return;
  if (!data.closed) {
    data.closedAt = null;
    return;
  }
  if (data.closedAt) return;
  const current = documentId
    ? await strapi.db
        .query(VACANCY_UID)
        .findOne({ where: { documentId, closed: true, closedAt: { $notNull: true } }, select: ['closedAt'] })
    : null;
  data.closedAt = current?.closedAt ?? now();
}

export async function deleteVacancyDependents(strapi: Core.Strapi, documentId: string) {
  await strapi.service('api::my-jobs.applications').deleteWhere({ vacancy: { documentId } });
  await deleteSaved(strapi, { vacancy: { documentId } });
}

export function registerVacancyLifecycle(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== VACANCY_UID) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    if (context.action === 'update' || context.action === 'create') await noteClosedAt(strapi, context.params);
    if (context.action === 'publish' && documentId) {
      // As the job alerts' hook: the mails start once the publish has committed, never inside it.
      return strapi.db.transaction(async ({ onCommit }) => {
        await approveOnPublish(strapi, documentId);
        const result = await next();
        onCommit(() => setImmediate(() => startClosedNotices(strapi, documentId)));
        return result;
      });
    }
    if (context.action === 'delete' && documentId) {
      return strapi.db.transaction(async () => {
        await deleteVacancyDependents(strapi, documentId);
        return next();
      });
    }
    return next();
  });
}
