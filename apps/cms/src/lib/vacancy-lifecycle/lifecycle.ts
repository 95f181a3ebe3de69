import type { Core } from '@strapi/strapi';
import { textToBlocks, todayInNetherlands, type OrganisationVerification, type VacancyInput } from '@vacaturesite/shared';
import { uniqueSlug } from '../slugs';
import { now } from '../clock';
import { PARTNER_UID } from '../organisations';
import { tellSiteOfChange } from '../../bootstrap/site-revalidation';
import { syncVacancyEverywhere } from '../search/sync';
import { tellClosingFollowers } from './closing-followers';
import { startClosedNotices } from './closed-notices';
import { queueVacancyWebhook } from '../webhooks/webhook';
import { afterPosterChange, employerNameFor, type ReviewStatus } from './rules';

/**
 * One life for a vacancy (issue 46): posting, changing, closing and reopening, whichever door the request
 * came through (the form's my-jobs routes, the ATS API). The rules are rules.ts; what a publish sets off
 * (approval, job alerts, the search index, the site's pages and sitemap, Google's queue, the closed
 * notices) are the Document Service's publish hooks, so a door publishes through `publish`, never by
 * writing `publishedAt` itself, and Strapi's admin and the editors' queue set off the same. Closing is a
 * plain query on both versions (no review), so its effects are called here, once, for every door.
 */
export const VACANCY_UID = 'api::vacancy.vacancy';
const RELATED = { category: 'api::vacancy-category.vacancy-category', place: 'api::place.place' } as const;

type Organisation = { documentId: string; name: string; verification: OrganisationVerification | null };
/** A refusal in the door's own words (the form's English codes, the API's Dutch texts). */
export type Refuse = (failure: { path: string; message: string }) => never;

export function vacancyLifecycle(strapi: Core.Strapi) {
  const vacancies = () => strapi.db.query(VACANCY_UID);

  async function organisation(documentId: string | null | undefined): Promise<Organisation | null> {
    if (!documentId) return null;
    return strapi.db
      .query(PARTNER_UID)
      .findOne({ where: { documentId, publishedAt: null }, select: ['documentId', 'name', 'verification'] });
  }

  /** Field of work and place by documentId; an unknown one is the sender's mistake (400), not a server error. */
  async function checkRelations(input: VacancyInput, refuse: Refuse) {
    for (const field of ['category', 'place'] as const) {
      const documentId = input[field];
      if (documentId && !(await strapi.db.query(RELATED[field]).count({ where: { documentId } })))
        refuse({ path: field, message: `${field} does not exist` });
    }
  }

  /** The input's relations checked and its organisation read: what posting and changing both need before they write. */
  async function checked(input: VacancyInput, organisationId: string | null | undefined, refuse: Refuse) {
    await checkRelations(input, refuse);
    const employer = await organisation(organisationId);
    if (!employerNameFor(input.employerName, employer?.name)) refuse({ path: 'employerName', message: 'employerName is required' });
    return employer;
  }

  /** What every door writes of the input: the description as blocks, the organisation's name as the employer's. */
  function fields(input: VacancyInput, employer: Organisation | null) {
    const { description, employerName, ...rest } = input;
    return { ...rest, description: textToBlocks(description), employerName: employerNameFor(employerName, employer?.name) };
  }

  async function publishWhenAllowed(
    documentId: string,
    state: { reviewStatus: ReviewStatus; reviewNote: string | null; employer: Organisation | null },
  ) {
    const { publish } = afterPosterChange({ ...state, trusted: state.employer?.verification === 'verified' });
    if (publish) await strapi.documents(VACANCY_UID).publish({ documentId });
    return publish;
  }

  return {
    /**
     * A new vacancy: a draft awaiting review, published at once (through `publish`, so every publish
     * effect follows) when its organisation is verified. `organisationId`: the organisation it is posted
     * for (the poster's membership, the API key's organisation), or null for a visitor's own vacancy.
     */
    async post(
      input: VacancyInput,
      {
        posterId,
        organisationId,
        refuse,
        onCreated,
      }: {
        posterId: number | null;
        organisationId: string | null;
        refuse: Refuse;
        /** Runs between the draft's creation and its publish: what the publish's effects read must exist by then (the ATS's reference). */
        onCreated?: (documentId: string) => Promise<void>;
      },
    ): Promise<{ documentId: string; online: boolean }> {
      const employer = await checked(input, organisationId, refuse);
      const slug = await uniqueSlug(strapi, VACANCY_UID, 'slug', { title: input.title });
      const created = await strapi.documents(VACANCY_UID).create({
        data: {
          ...fields(input, employer),
          ...(employer ? { employer: employer.documentId } : {}),
          ...(posterId ? { postedBy: { id: posterId } } : {}),
          slug,
          datePosted: todayInNetherlands(),
          applyOnSite: true,
          closed: false,
          reviewStatus: 'awaiting_review',
        } as never,
      });
      await onCreated?.(created.documentId);
      const online = await publishWhenAllowed(created.documentId, { reviewStatus: null, reviewNote: null, employer });
      strapi.log.info(
        `Vacancy ${created.documentId} posted${posterId ? ` by user ${posterId}` : ''}; ${online ? 'online without review' : 'awaiting review'}`,
      );
      return { documentId: created.documentId, online };
    },

    /**
     * A change by its poster or its organisation's ATS: the draft changes and waits for review while a
     * published version stays online; it goes online at once only where afterPosterChange allows (never
     * after an editor turned it down). What the input does not carry is not touched.
     */
    async change(documentId: string, input: VacancyInput, { refuse }: { refuse: Refuse }): Promise<{ online: boolean }> {
      const draft: { reviewStatus: ReviewStatus; reviewNote: string | null; employer?: { documentId: string } | null } | null =
        await vacancies().findOne({
          where: { documentId, publishedAt: null },
          select: ['reviewStatus', 'reviewNote'],
          populate: { employer: { select: ['documentId'] } },
        });
      if (!draft) return refuse({ path: 'id', message: 'vacancy does not exist' });
      const employer = await checked(input, draft.employer?.documentId, refuse);
      await strapi.documents(VACANCY_UID).update({
        documentId,
        data: { ...fields(input, employer), reviewStatus: 'awaiting_review' } as never,
      });
      return { online: await publishWhenAllowed(documentId, { reviewStatus: draft.reviewStatus, reviewNote: draft.reviewNote, employer }) };
    },

    /**
     * Closing or reopening changes both versions at once, without review: off the lists and no new
     * applications, and the applicants still waiting get their one mail (decision 033). Every door's
     * close sets off the same: the search index, Google's queue, the site's pages.
     */
    async setClosed(documentId: string, closed: boolean): Promise<void> {
      const draft: { closed?: boolean | null } | null = await vacancies().findOne({
        where: { documentId, publishedAt: null },
        select: ['closed'],
      });
      if (!draft) return;
      if (!!draft.closed !== closed) {
        await strapi.db.transaction(async () => {
          await vacancies().updateMany({ where: { documentId }, data: { closed, closedAt: closed ? now() : null } });
          await queueVacancyWebhook(strapi, documentId, closed ? 'vacancy.closed' : 'vacancy.reopened');
        });
      }
      // A plain query, not the Document Service: the hooks do not see it, so the effects are called here.
      await syncVacancyEverywhere(strapi, documentId);
      tellClosingFollowers(strapi, documentId);
      // At once, not stale-while-revalidate: a closed vacancy takes no more applications (the site's own close does the same).
      await tellSiteOfChange(strapi, 'vacancy', documentId, closed ? 'close' : 'reopen', { expire: true });
      if (closed) startClosedNotices(strapi, documentId);
    },
  };
}

export type VacancyLifecycle = ReturnType<typeof vacancyLifecycle>;
