import type { Core } from '@strapi/strapi';
import { uniqueSlug } from '../../../lib/slugs';
import { errors } from '@strapi/utils';
import { blocksToText, textToBlocks } from '@vacaturesite/shared';
import { syncVacancyEverywhere } from '../../vacancy/search/sync';
import { startClosedNotices } from '../../application/lib/closed-notices';
import { noticeVacancyChange } from '../../indexing/start-up';
import { now } from '../../../lib/clock';
import {
  APPLICATION_UID,
  type ApplicationRow,
  notFound,
  relationDocumentId,
  toNumber,
  VACANCY_UID,
  type UserRef,
  type VacancyRow,
} from '../lib/common';
import { postedStatus } from '../lib/status';
import { postingOrganisation, vacancyAccess, type VacancyOwnership } from '../../../lib/organisations';
import type { VacancyInput } from '@vacaturesite/shared';
import { todayInNetherlands } from '@vacaturesite/shared';

const RELATED = {
  category: 'api::vacancy-category.vacancy-category',
  place: 'api::place.place',
} as const;

/**
 * Vacancies a visitor posts through the site (decision 005). They are drafts with
 * `reviewStatus: 'awaiting_review'` until an editor publishes them in the admin; a poster's later edits
 * change the draft again and wait for review while the published version stays online. Closing and
 * reopening changes both versions at once and needs no review.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const vacancies = () => strapi.db.query(VACANCY_UID);

  /**
   * The draft of `documentId` when this account manages it (its poster, or a member of the organisation it
   * is linked to: lib/organisations.ts vacancyAccess, decision 056), or 404 for everyone else.
   */
  async function ownDraft(user: UserRef, documentId: string) {
    const access = await vacancyAccess(strapi, user.id);
    // The Query Engine, not the Document Service: the latter refuses the partner's private `verification`
    // in a populate ("Invalid key verification"). The draft is the row without publishedAt.
    const draft = (await vacancies().findOne({
      where: { $and: [{ documentId }, { publishedAt: null }, access.where] },
      populate: {
        category: { select: ['name'] },
        place: { select: ['name'] },
        ...access.populate,
      },
    })) as (VacancyRow & VacancyOwnership) | null;
    return draft && access.allows(draft) ? draft : notFound();
  }

  /** A verified organisation's vacancy goes online without review (decision 056): publishing approves it (lifecycle.ts). */
  async function publishWhenTrusted(documentId: string, draft: VacancyOwnership | null) {
    if (draft?.employer?.verification !== 'verified') return false;
    await strapi.documents(VACANCY_UID).publish({ documentId });
    return true;
  }

  async function publishedRows(documentIds: string[]) {
    if (!documentIds.length) return new Map<string, VacancyRow>();
    const rows: VacancyRow[] = await vacancies().findMany({
      where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true } },
      select: ['documentId', 'slug', 'validThrough', 'closed', 'publishedAt'],
    });
    return new Map(rows.map((row) => [row.documentId, row]));
  }

  /** Applications per vacancy document (an application links to both versions of it). */
  async function applicationCounts(documentIds: string[]) {
    const counts = new Map<string, Set<number>>();
    if (!documentIds.length) return counts;
    const rows: Array<{ id: number; vacancy: unknown }> = await strapi.db.query(APPLICATION_UID).findMany({
      where: { vacancy: { documentId: { $in: documentIds } } },
      select: ['id'],
      populate: { vacancy: { select: ['documentId'] } },
    });
    for (const row of rows) {
      const documentId = relationDocumentId(row.vacancy);
      if (!documentId) continue;
      counts.set(documentId, (counts.get(documentId) ?? new Set()).add(row.id));
    }
    return counts;
  }

  function summaryView(draft: VacancyRow, published: VacancyRow | undefined, applicationCount: number, today: string) {
    return {
      documentId: draft.documentId,
      title: draft.title,
      slug: published?.slug ?? draft.slug,
      status: postedStatus(draft, published ?? null, today),
      live: !!published,
      closed: !!draft.closed,
      validThrough: draft.validThrough ?? null,
      applicationCount,
      createdAt: draft.createdAt,
      updatedAt: draft.updatedAt,
    };
  }

  function detailView(draft: VacancyRow, published: VacancyRow | undefined, applicationCount: number, today: string) {
    return {
      ...summaryView(draft, published, applicationCount, today),
      summary: draft.summary ?? '',
      description: blocksToText(draft.description),
      employerName: draft.employerName ?? '',
      category: draft.category ? { documentId: draft.category.documentId, name: draft.category.name } : null,
      place: draft.place ? { documentId: draft.place.documentId, name: draft.place.name } : null,
      hoursPerWeek: toNumber(draft.hoursPerWeek),
      employmentType: draft.employmentType,
      educationLevel: draft.educationLevel ?? null,
      workplace: draft.workplace ?? null,
      salaryMin: toNumber(draft.salaryMin),
      salaryMax: toNumber(draft.salaryMax),
      salaryPeriod: draft.salaryPeriod ?? 'MONTH',
      howToApply: draft.howToApply ?? '',
      applyUrl: draft.applyUrl ?? '',
      applicationMails: draft.applicationMails ?? 'each',
      reviewNote: draft.reviewNote ?? null,
    };
  }

  async function detail(user: UserRef, documentId: string) {
    const draft = await ownDraft(user, documentId);
    const [published, counts] = await Promise.all([publishedRows([documentId]), applicationCounts([documentId])]);
    return detailView(draft, published.get(documentId), counts.get(documentId)?.size ?? 0, todayInNetherlands());
  }

  /** Relations by documentId; an unknown one is the visitor's mistake (400), not a server error. */
  async function checkRelations(input: VacancyInput) {
    for (const field of ['category', 'place'] as const) {
      const documentId = input[field];
      if (!documentId) continue;
      const found = await strapi.documents(RELATED[field]).findOne({ documentId, fields: ['id'] });
      if (!found) {
        throw new errors.ValidationError(`${field} does not exist`, {
          errors: [{ path: [field], message: `${field} does not exist`, name: 'ValidationError' }],
        });
      }
    }
  }

  function toData(input: VacancyInput) {
    const { description, ...rest } = input;
    return { ...rest, description: textToBlocks(description) };
  }

  async function applyClosed(documentId: string, wasClosed: boolean, closed: boolean) {
    if (wasClosed !== closed) {
      await vacancies().updateMany({ where: { documentId }, data: { closed, closedAt: closed ? now() : null } });
    }
    // A plain query, not the Document Service: tell the search indexes and Google ourselves.
    await syncVacancyEverywhere(strapi, documentId);
    noticeVacancyChange(strapi, documentId);
    if (closed) startClosedNotices(strapi, documentId);
  }

  return {
    /**
     * Every vacancy this account manages (its own and its organisation's, decision 056); `postedOnly`: only
     * the ones it posted itself and still manages (the AVG export, which is about this person).
     */
    async listMine(user: UserRef, { postedOnly = false }: { postedOnly?: boolean } = {}) {
      const access = await vacancyAccess(strapi, user.id);
      const found: Array<VacancyRow & VacancyOwnership> = await vacancies().findMany({
        where: { $and: [postedOnly ? { postedBy: { id: user.id } } : access.where, { publishedAt: null }] },
        select: ['documentId', 'title', 'slug', 'validThrough', 'closed', 'reviewStatus', 'createdAt', 'updatedAt'],
        populate: access.populate,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      const drafts = found.filter(access.allows);
      const ids = drafts.map((draft) => draft.documentId);
      const [published, counts] = await Promise.all([publishedRows(ids), applicationCounts(ids)]);
      const today = todayInNetherlands();
      return drafts.map((draft) => summaryView(draft, published.get(draft.documentId), counts.get(draft.documentId)?.size ?? 0, today));
    },

    detail,

    async create(user: UserRef, input: VacancyInput) {
      await checkRelations(input);
      const slug = await uniqueSlug(strapi, VACANCY_UID, 'slug', { title: input.title });
      // A member posts for their organisation: linked to it and under its name (decision 056).
      const organisation = await postingOrganisation(strapi, user.id);
      const created = await strapi.documents(VACANCY_UID).create({
        data: {
          ...toData(input),
          ...(organisation ? { employer: organisation.organisationId, employerName: organisation.organisationName } : {}),
          slug,
          datePosted: todayInNetherlands(),
          postedBy: { id: user.id },
          applyOnSite: true,
          closed: false,
          reviewStatus: 'awaiting_review',
        },
      });
      const trusted = await publishWhenTrusted(created.documentId, {
        employer: organisation ? { documentId: organisation.organisationId, verification: organisation.verification } : null,
      });
      strapi.log.info(`Vacancy ${created.documentId} posted by user ${user.id}; ${trusted ? 'online without review' : 'awaiting review'}`);
      return detail(user, created.documentId);
    },

    /** The draft changes and waits for review again; a published version stays online meanwhile. */
    async update(user: UserRef, documentId: string, input: VacancyInput) {
      const draft = await ownDraft(user, documentId);
      await checkRelations(input);
      // An organisation's vacancy keeps its organisation's name whatever the form says.
      const employerName = draft.employer?.verification ? { employerName: draft.employerName } : {};
      await strapi.documents(VACANCY_UID).update({
        documentId,
        data: { ...toData(input), ...employerName, reviewStatus: 'awaiting_review' },
      });
      // An editor took it offline with a reason (rejected): a change goes back to the editors, also when trusted.
      if (draft.reviewStatus !== 'rejected') await publishWhenTrusted(documentId, draft);
      return detail(user, documentId);
    },

    /**
     * Both versions at once, without review: closing only takes the vacancy off lists and stops applications.
     * It also ends the procedure: the applicants still waiting get their one mail (decision 033).
     */
    async setClosed(user: UserRef, documentId: string, closed: boolean) {
      const draft = await ownDraft(user, documentId);
      await applyClosed(documentId, !!draft.closed, closed);
      return detail(user, documentId);
    },

    /**
     * The same closing for a caller that checked access itself (the ATS API, decision 057: the
     * organisation's key, not the poster's session): the one way a vacancy closes outside the admin.
     */
    async closeForOrganisation(documentId: string, closed: boolean) {
      const draft: Pick<VacancyRow, 'closed'> | null = await vacancies().findOne({
        where: { documentId, publishedAt: null },
        select: ['closed'],
      });
      if (!draft) notFound();
      await applyClosed(documentId, !!draft.closed, closed);
    },

    /** The applications to one of the poster's vacancies, newest first, with who applied. */
    async applications(user: UserRef, documentId: string) {
      await ownDraft(user, documentId);
      const rows: ApplicationRow[] = await strapi.db.query(APPLICATION_UID).findMany({
        where: { vacancy: { documentId } },
        populate: { applicant: { select: ['id', 'firstName', 'lastName', 'email'] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
      return unique.map((row) => strapi.service('api::my-jobs.applications').view(row, null));
    },

    /** Whether `user` manages `documentId` (its poster or a member of its organisation): access to its applications, CVs and figures. */
    async isPoster(user: UserRef, documentId: string | null): Promise<boolean> {
      if (!documentId) return false;
      const access = await vacancyAccess(strapi, user.id);
      const rows: VacancyOwnership[] = await vacancies().findMany({
        where: { $and: [{ documentId }, access.where] },
        select: ['id'],
        populate: access.populate,
      });
      return rows.some(access.allows);
    },
  };
};
