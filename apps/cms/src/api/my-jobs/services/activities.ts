import type { Core } from '@strapi/strapi';
import { ACTIVITIES_PER_ACCOUNT_MAX, type ActivityInput, type ActivityPeriod } from '@vacaturesite/shared';
import { ACTIVITY_UID, type ActivityRow, notFound, refusal, type UserRef } from '../../../lib/vacancy-content';

const FIELDS = ['documentId', 'date', 'employer', 'jobTitle', 'method', 'result', 'createdAt', 'updatedAt'] as const;

/**
 * Application activities made elsewhere, typed in by the applicant for the UWV record (issue 39,
 * decision 054). Only the owner reads, changes or deletes one; for anyone else it does not exist (404).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const activities = () => strapi.db.query(ACTIVITY_UID);

  const view = (row: ActivityRow) => ({
    documentId: row.documentId,
    date: String(row.date).slice(0, 10),
    employer: row.employer,
    jobTitle: row.jobTitle,
    method: row.method,
    result: row.result ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  async function own(user: UserRef, documentId: string): Promise<ActivityRow> {
    const row: ActivityRow | null = await activities().findOne({ where: { documentId, user: { id: user.id } }, select: [...FIELDS] });
    return row ?? notFound();
  }

  return {
    /** The owner's activities, newest first; within `period` when given (both days included). */
    async listMine(user: UserRef, period?: ActivityPeriod) {
      const where: Record<string, unknown> = { user: { id: user.id } };
      if (period) where.date = { $gte: period.from, $lte: period.to };
      const rows: ActivityRow[] = await activities().findMany({
        where,
        select: [...FIELDS],
        orderBy: [{ date: 'desc' }, { id: 'desc' }],
      });
      return rows.map(view);
    },

    async findOne(user: UserRef, documentId: string) {
      return view(await own(user, documentId));
    },

    async create(user: UserRef, input: ActivityInput) {
      // Counted before the insert, not locked: two requests at once may pass one row over, which a bound on size allows.
      if ((await activities().count({ where: { user: { id: user.id } } })) >= ACTIVITIES_PER_ACCOUNT_MAX)
        refusal('activities-full', `At most ${ACTIVITIES_PER_ACCOUNT_MAX} activities per account`);
      const created = await strapi.documents(ACTIVITY_UID).create({ data: { ...input, user: { id: user.id } } });
      return view(await own(user, created.documentId));
    },

    async update(user: UserRef, documentId: string, input: ActivityInput) {
      await own(user, documentId);
      await strapi.documents(ACTIVITY_UID).update({ documentId, data: input });
      return view(await own(user, documentId));
    },

    async remove(user: UserRef, documentId: string) {
      await own(user, documentId);
      await strapi.documents(ACTIVITY_UID).delete({ documentId });
    },

    /** Account deletion (decision 049): every activity of the user, in the deletion's transaction. */
    async deleteAllOf(user: UserRef) {
      // deleteMany takes no relation filter: the ids first (as deleteSaved in lib/common.ts).
      const rows: Array<{ id: number }> = await activities().findMany({ where: { user: { id: user.id } }, select: ['id'] });
      if (rows.length) await activities().deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    },
  };
};
