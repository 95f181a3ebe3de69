import type { Core } from '@strapi/strapi';
import { deleteSaved, VACANCY_UID } from './common';
import { todayInNetherlands } from '@vacaturesite/shared';

/**
 * What happens around visitors' vacancies outside the my-jobs routes (decision 005):
 *  - an editor publishing one in the admin approves it: its review status becomes `approved` and, the
 *    first time, its datePosted becomes the day it went online;
 *  - deleting a vacancy deletes its applications (with their CV files) and its saved items.
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

export async function deleteVacancyDependents(strapi: Core.Strapi, documentId: string) {
  await strapi.service('api::my-jobs.applications').deleteWhere({ vacancy: { documentId } });
  await deleteSaved(strapi, { vacancy: { documentId } });
}

export function registerVacancyLifecycle(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== VACANCY_UID) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    if (context.action === 'publish' && documentId) await approveOnPublish(strapi, documentId);
    if (context.action === 'delete' && documentId) {
      return strapi.db.transaction(async () => {
        await deleteVacancyDependents(strapi, documentId);
        return next();
      });
    }
    return next();
  });
}
