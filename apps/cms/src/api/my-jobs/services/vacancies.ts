import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { blocksToText } from '@vacaturesite/shared';
import { vacancyLifecycle, type Refuse } from '../../../lib/vacancy-lifecycle/lifecycle';
import { afterPosterChange } from '../../../lib/vacancy-lifecycle/rules';
import {
  APPLICATION_UID,
  type ApplicationRow,
  notFound,
  relationDocumentId,
  toNumber,
  VACANCY_UID,
  type UserRef,
  type VacancyRow,
} from '../../../lib/vacancy-content';
import { postedStatus } from '../../../lib/vacancy-lifecycle/status';
import { postingOrganisation, vacancyAccess, type VacancyOwnership } from '../../../lib/organisations';
import type { VacancyInput } from '@vacaturesite/shared';
import { todayInNetherlands } from '@vacaturesite/shared';

/** The form's refusals stay machine-readable English with the field in `path`; the site words them in Dutch. */
const refuse: Refuse = ({ path, message }) => {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
};

/**
 * Vacancies a visitor posts through the site (decision 005): who may see and change which, and what the
 * poster sees of them. Posting, changing, closing and reopening are the vacancy lifecycle's
 * (lib/vacancy-lifecycle, issue 46), the same for the ATS API and the form.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const vacancies = () => strapi.db.query(VACANCY_UID);
  const lifecycle = vacancyLifecycle(strapi);

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
      // documentId too: the edit form selects by it, and without it every save wrote null (issue 46).
      populate: {
        category: { select: ['documentId', 'name'] },
        place: { select: ['documentId', 'name'] },
        ...access.populate,
      },
    })) as (VacancyRow & VacancyOwnership) | null;
    return draft && access.allows(draft) ? draft : notFound();
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

  function detailView(draft: VacancyRow & VacancyOwnership, published: VacancyRow | undefined, applicationCount: number, today: string) {
    return {
      ...summaryView(draft, published, applicationCount, today),
      summary: draft.summary ?? '',
      description: blocksToText(draft.description),
      employerName: draft.employerName ?? '',
      // The name every door gives an organisation's vacancy (rules.ts employerNameFor): the form shows it, not a field to type in.
      organisationName: draft.employer?.name ?? null,
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
      // Whether the poster's next change waits for an editor: the page says what will happen (issue 46).
      changesNeedReview: !afterPosterChange({
        reviewStatus: draft.reviewStatus ?? null,
        reviewNote: draft.reviewNote ?? null,
        trusted: draft.employer?.verification === 'verified',
      }).publish,
    };
  }

  async function detail(user: UserRef, documentId: string) {
    const draft = await ownDraft(user, documentId);
    const [published, counts] = await Promise.all([publishedRows([documentId]), applicationCounts([documentId])]);
    return detailView(draft, published.get(documentId), counts.get(documentId)?.size ?? 0, todayInNetherlands());
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
      // A member posts for their organisation: linked to it and under its name (decision 056).
      const organisation = await postingOrganisation(strapi, user.id);
      const { documentId } = await lifecycle.post(input, {
        posterId: user.id,
        organisationId: organisation?.organisationId ?? null,
        refuse,
      });
      return detail(user, documentId);
    },

    /** The lifecycle's change: waits for review, or online at once for a verified organisation not turned down. */
    async update(user: UserRef, documentId: string, input: VacancyInput) {
      await ownDraft(user, documentId);
      await lifecycle.change(documentId, input, { refuse });
      return detail(user, documentId);
    },

    /**
     * Both versions at once, without review: closing only takes the vacancy off lists and stops applications.
     * It also ends the procedure: the applicants still waiting get their one mail (decision 033).
     */
    async setClosed(user: UserRef, documentId: string, closed: boolean) {
      await ownDraft(user, documentId);
      await lifecycle.setClosed(documentId, closed);
      return detail(user, documentId);
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
