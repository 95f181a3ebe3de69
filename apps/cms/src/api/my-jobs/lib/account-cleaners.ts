import type { PersonalDataType } from '../../../lib/personal-data';
import { MEMBER_UID } from '../../../lib/organisations';
import {
  ACTIVITY_UID,
  APPLICATION_UID,
  cvs,
  deleteSaved,
  relationDocumentId,
  SAVED_UID,
  VACANCY_UID,
  type ApplicationRow,
} from '../../../lib/vacancy-content';

/**
 * Personal data of my jobs (decision 049). Erasing: the visitor's applications (CV files go once the
 * transaction commits), their saved vacancies and the vacancies they posted (deleting a vacancy also
 * deletes the applications to it, lifecycle.ts) and the activities they typed in for the UWV record.
 * Exporting: the same, with the CV files in the ZIP.
 */
export const MY_JOBS_PERSONAL_DATA: PersonalDataType[] = [
  {
    key: 'applications',
    covers: [`${APPLICATION_UID}.applicant`],
    erase: (strapi, user) => strapi.service('api::my-jobs.applications').deleteWhere({ applicant: { id: user.id } }),
    async export(strapi, user, files) {
      const rows: ApplicationRow[] = await strapi.db.query(APPLICATION_UID).findMany({
        where: { applicant: { id: user.id } },
        populate: { vacancy: { select: ['documentId', 'title'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const storage = cvs(strapi);
      return rows.map((row) => {
        const fileInZip =
          row.cvKey && row.cvFileName ? files.add(`cv/${row.documentId}-${row.cvFileName}`, storage.pathOf(row.cvKey)) : null;
        // Only the moment it was sent and the latest answer are stored: the states in between are not kept.
        const statusHistory = [{ status: 'ontvangen', at: row.createdAt }];
        if (row.status && row.status !== 'ontvangen') statusHistory.push({ status: row.status, at: row.statusChangedAt ?? row.updatedAt });
        return {
          documentId: row.documentId,
          vacancy: row.vacancy ? { documentId: relationDocumentId(row.vacancy), title: row.vacancy.title ?? null } : null,
          sentAt: row.createdAt,
          motivation: row.motivation,
          status: row.status ?? 'ontvangen',
          statusHistory,
          statusMessage: row.statusMessage ?? null,
          cv: row.cvFileName
            ? {
                fileName: row.cvFileName,
                mime: row.cvMime ?? null,
                size: row.cvSize ?? null,
                fileInZip,
                deletedAt: row.cvKey ? null : (row.cvDeletedAt ?? null),
              }
            : null,
          // The consent to keep the CV up to a year (decision 033), given on applying, withdrawn on its own (decision 050).
          cvRetentionConsent: {
            given: !!row.cvConsent,
            at: row.cvConsent ? row.createdAt : null,
            withdrawnAt: row.cvConsentWithdrawnAt ?? null,
          },
        };
      });
    },
  },
  {
    // The UWV record's hand-made entries (decision 054): kept as long as the account, no longer.
    key: 'applicationActivities',
    covers: [`${ACTIVITY_UID}.user`],
    erase: (strapi, user) => strapi.service('api::my-jobs.activities').deleteAllOf({ id: user.id }),
    // The owner's own view of them (date, employer, job title, how, result), oldest last.
    export: (strapi, user) => strapi.service('api::my-jobs.activities').listMine({ id: user.id }),
  },
  {
    key: 'savedVacancies',
    covers: [`${SAVED_UID}.user`],
    erase: (strapi, user) => deleteSaved(strapi, { user: { id: user.id } }),
    async export(strapi, user) {
      const rows: Array<{ createdAt: string; vacancy?: { documentId?: string; title?: string } | null }> = await strapi.db
        .query(SAVED_UID)
        .findMany({
          where: { user: { id: user.id } },
          select: ['createdAt'],
          populate: { vacancy: { select: ['documentId', 'title'] } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
      return rows.map((row) => ({
        vacancy: row.vacancy ? { documentId: relationDocumentId(row.vacancy), title: row.vacancy.title ?? null } : null,
        savedAt: row.createdAt,
      }));
    },
  },
  {
    key: 'postedVacancies',
    covers: [`${VACANCY_UID}.postedBy`],
    async erase(strapi, user) {
      const rows: Array<{ id: number; documentId: string; employer?: { id: number; verification?: string | null } | null }> =
        await strapi.db.query(VACANCY_UID).findMany({
          where: { postedBy: { id: user.id } },
          select: ['id', 'documentId'],
          populate: { employer: { select: ['id', 'verification'] } },
        });
      const keptByOrganisation = new Set<string>();
      for (const row of rows) {
        if (!row.employer?.verification) continue;
        // An organisation's vacancy stays with its other members (decision 056): only the poster's name on it goes.
        const others = await strapi.db
          .query(MEMBER_UID)
          .count({ where: { organisation: { id: row.employer.id }, user: { id: { $ne: user.id } } } });
        if (others > 0) keptByOrganisation.add(row.documentId);
      }
      // Each version on its own: the Query Engine's update writes relations, its updateMany does not.
      for (const row of rows.filter((found) => keptByOrganisation.has(found.documentId)))
        await strapi.db.query(VACANCY_UID).update({ where: { id: row.id }, data: { postedBy: null } });
      for (const documentId of new Set(rows.map((row) => row.documentId))) {
        if (!keptByOrganisation.has(documentId)) await strapi.documents(VACANCY_UID).delete({ documentId });
      }
    },
    async export(strapi, user) {
      // The poster's own list (/jobs/mijn): the latest version of each, with its number of applications.
      // Only what they posted themselves, not their organisation's other vacancies (decision 056).
      const list: Array<Record<string, unknown>> = await strapi
        .service('api::my-jobs.vacancies')
        .listMine({ id: user.id }, { postedOnly: true });
      return list.map(({ documentId, title, slug, status, live, closed, validThrough, applicationCount, createdAt, updatedAt }) => ({
        documentId,
        title,
        slug,
        status,
        online: live,
        closed,
        validThrough,
        applicationCount,
        createdAt,
        updatedAt,
      }));
    },
  },
];
