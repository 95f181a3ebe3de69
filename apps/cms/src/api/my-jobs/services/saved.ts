import type { Core } from '@strapi/strapi';
import {
  notFound,
  publishedVacancies,
  relationDocumentId,
  SAVED_UID,
  type SavedVacancyRow,
  type UserRef,
  vacancySummary,
  type VacancyRow,
} from '../../../lib/vacancy-content';
import { isOpen } from '../../../lib/vacancy-lifecycle/status';
import { todayInNetherlands } from '@vacaturesite/shared';

/** A saved item as rowsFor() reads it: when it was saved, and the vacancy (any version) it points at. */
type SavedRow = Pick<SavedVacancyRow, 'id' | 'createdAt'> & { vacancy?: VacancyRow | null };

/**
 * Saved vacancies (bookmarks). A visitor's saved item is addressed by the vacancy's documentId:
 * "my saved vacancy X". For anyone who did not save X it does not exist (404).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const saved = () => strapi.db.query(SAVED_UID);

  async function rowsFor(user: UserRef, vacancy?: string) {
    const where: Record<string, unknown> = { user: { id: user.id } };
    if (vacancy) where.vacancy = { documentId: vacancy };
    const rows: SavedRow[] = await saved().findMany({
      where,
      select: ['id', 'createdAt'],
      populate: { vacancy: { select: ['documentId', 'title', 'slug'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return [...new Map(rows.map((row) => [row.id, row])).values()];
  }

  async function views(rows: SavedRow[]) {
    const published = await publishedVacancies(
      strapi,
      rows.map((row) => relationDocumentId(row.vacancy)).filter((id): id is string => !!id),
    );
    const today = todayInNetherlands();
    return rows
      .filter((row) => relationDocumentId(row.vacancy))
      .map((row) => {
        const documentId = relationDocumentId(row.vacancy)!;
        const live = published.get(documentId);
        return {
          vacancyId: documentId,
          savedAt: row.createdAt,
          vacancy: live ? vacancySummary(live, isOpen(live, today)) : vacancySummary(row.vacancy, false),
        };
      });
  }

  async function findOne(user: UserRef, vacancy: string) {
    const rows = await rowsFor(user, vacancy);
    return rows.length ? (await views(rows.slice(0, 1)))[0] : notFound();
  }

  return {
    async list(user: UserRef) {
      return views(await rowsFor(user));
    },

    findOne,

    /** Idempotent: saving twice keeps one item. Only published vacancies can be saved. */
    async save(user: UserRef, vacancy: string) {
      const existing = await rowsFor(user, vacancy);
      if (existing.length) return { created: false, item: (await views(existing.slice(0, 1)))[0] };
      if (!(await publishedVacancies(strapi, [vacancy])).has(vacancy)) notFound();
      await strapi.documents(SAVED_UID).create({ data: { user: { id: user.id }, vacancy } });
      return { created: true, item: await findOne(user, vacancy) };
    },

    async remove(user: UserRef, vacancy: string) {
      const rows = await rowsFor(user, vacancy);
      if (!rows.length) notFound();
      await saved().deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    },
  };
};
