import { mayApprove, mayReject, type ReviewStatus } from '../../lib/vacancy-lifecycle/rules';
import { previewSettings, previewUrl } from '../../preview/preview-url';
import { queueVacancyWebhook } from '../../lib/webhooks/webhook';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { OrganisationVerification } from '@vacaturesite/shared';
import { valueOrThrow } from '../../lib/errors';
import { siteUrl } from '../../lib/mail';
import { ownerOf, PARTNER_UID, type Person, vacancyContact } from '../../lib/organisations';
import { registerEditorRoutes, siteName } from '../../lib/strapi-helpers';
import { queueMail } from '../../lib/mail-outbox/outbox';
import { VACANCY_UID } from '../../lib/vacancy-content';
import { isDocumentId } from '../../lib/fields';
import { refusedMail, vacancyRejectedMail, verifiedMail } from '../../lib/organisation-mails';
import { parseReason } from './lib/validation';
import { refuse } from './services/organisations';

const QUEUE_LIMIT = 100;

const idParam = (ctx: Context) => {
  const id = ctx.params?.documentId;
  if (!isDocumentId(id)) throw new errors.NotFoundError('Not Found');
  return id;
};

/**
 * The editors' queue (decision 056), on the admin API behind a signed-in editor: claims to verify,
 * visitors' vacancies awaiting review, and the vacancies of verified organisations that went online
 * without review. Verifying or refusing a claim happens once; refusing, turning a vacancy down and
 * taking one offline need a reason, which is mailed. The admin page is src/admin/organisations.
 */
export function createOrganisationQueue(strapi: Core.Strapi) {
  const partners = () => strapi.db.query(PARTNER_UID);
  const vacancies = () => strapi.db.query(VACANCY_UID);
  const facts = () => ({ site: siteUrl(), siteName: siteName(strapi) });

  async function claimed(documentId: string) {
    const row: { id: number; name: string; verification: string | null } | null = await partners().findOne({
      where: { documentId, publishedAt: null },
      select: ['id', 'name', 'verification'],
    });
    if (!row) throw new errors.NotFoundError('Not Found');
    if (row.verification !== 'claimed') refuse('not-claimed');
    return row;
  }

  return {
    async list() {
      const claims: Array<{
        id: number;
        documentId: string;
        name: string;
        website: string | null;
        description: string | null;
        createdAt: string;
      }> = await partners().findMany({
        where: { verification: 'claimed', publishedAt: null },
        select: ['id', 'documentId', 'name', 'website', 'description', 'createdAt'],
        orderBy: [{ createdAt: 'asc' }],
        limit: QUEUE_LIMIT,
      });
      type VacancyRow = {
        documentId: string;
        title: string;
        employerName: string | null;
        reviewStatus: string | null;
        updatedAt: string;
        postedBy?: Person | null;
        employer?: { name: string; verification: string | null } | null;
      };
      const preview = previewSettings(process.env);
      const vacancyView = (row: VacancyRow) => ({
        documentId: row.documentId,
        title: row.title,
        // The draft as it will appear on the site (the admin's own preview link, decision 013): seen before "Goedkeuren" (issue 46).
        previewUrl: preview ? previewUrl(preview, VACANCY_UID, { documentId: row.documentId, status: 'draft' }) : null,
        employerName: row.employer?.name ?? row.employerName ?? null,
        organisationVerification: row.employer?.verification ?? null,
        posterEmail: row.postedBy?.email ?? null,
        updatedAt: row.updatedAt,
      });
      const populate = { postedBy: { select: ['id', 'email'] }, employer: { select: ['name', 'verification'] } };
      const awaiting: VacancyRow[] = await vacancies().findMany({
        where: { publishedAt: null, reviewStatus: 'awaiting_review' },
        select: ['documentId', 'title', 'employerName', 'reviewStatus', 'updatedAt'],
        populate,
        orderBy: [{ updatedAt: 'asc' }],
        limit: QUEUE_LIMIT,
      });
      const trusted: VacancyRow[] = await vacancies().findMany({
        where: { publishedAt: null, reviewStatus: 'approved', employer: { verification: 'verified' } },
        select: ['documentId', 'title', 'employerName', 'reviewStatus', 'updatedAt'],
        populate,
        orderBy: [{ updatedAt: 'desc' }],
        limit: QUEUE_LIMIT,
      });
      const withOwners = await Promise.all(
        claims.map(async (claim) => {
          const person = await ownerOf(strapi, claim.documentId);
          return {
            documentId: claim.documentId,
            name: claim.name,
            website: claim.website ?? null,
            description: claim.description ?? '',
            createdAt: claim.createdAt,
            ownerEmail: person?.email ?? null,
          };
        }),
      );
      return { claims: withOwners, awaitingReview: awaiting.map(vacancyView), onlineWithoutReview: trusted.map(vacancyView) };
    },

    /** Verified once: its vacancies go online without review from now on, and its company page is published. */
    async verify(documentId: string) {
      const row = await claimed(documentId);
      const person = await ownerOf(strapi, documentId);
      await strapi.db.transaction(async () => {
        await strapi.documents(PARTNER_UID).update({ documentId, data: { verification: 'verified', verificationNote: null } });
        await strapi.documents(PARTNER_UID).publish({ documentId });
        await queueMail(strapi, {
          key: `organisation-verified:${documentId}`,
          to: person?.email,
          mail: verifiedMail({ ...facts(), firstName: person?.firstName, organisationName: row.name }),
        });
      });
      strapi.log.info(`Organisation ${documentId} verified`);
    },

    async refuse(documentId: string, reason: string) {
      const row = await claimed(documentId);
      const person = await ownerOf(strapi, documentId);
      await strapi.db.transaction(async () => {
        await strapi.documents(PARTNER_UID).update({ documentId, data: { verification: 'refused', verificationNote: reason } });
        await queueMail(strapi, {
          key: `organisation-refused:${documentId}`,
          to: person?.email,
          mail: refusedMail({ ...facts(), firstName: person?.firstName, organisationName: row.name, reason }),
        });
      });
      strapi.log.info(`Organisation ${documentId} refused`);
    },

    /** Publishing approves (my-jobs lifecycle.ts). */
    async approve(documentId: string) {
      const draft = await vacancies().findOne({ where: { documentId, publishedAt: null }, select: ['reviewStatus'] });
      if (!draft) throw new errors.NotFoundError('Not Found');
      if (!mayApprove(draft)) refuse('not-awaiting-review');
      await strapi.documents(VACANCY_UID).publish({ documentId });
    },

    /**
     * Turns a visitor's vacancy down with a reason (rejected, reviewNote): one awaiting review stays
     * offline, one online goes offline; whoever manages it gets the reason by mail (the poster, or the
     * organisation's owner once the poster is no member) and finds it on /jobs/mijn/{id}.
     */
    async reject(documentId: string, reason: string) {
      const draft: {
        id: number;
        title: string;
        reviewStatus: string | null;
        postedBy?: Person | null;
        employer?: { documentId: string; name: string; verification: OrganisationVerification | null } | null;
      } | null = await vacancies().findOne({
        where: { documentId, publishedAt: null },
        select: ['id', 'title', 'reviewStatus'],
        populate: { postedBy: { select: ['id', 'email', 'firstName'] }, employer: { select: ['documentId', 'name', 'verification'] } },
      });
      if (!draft) throw new errors.NotFoundError('Not Found');
      const wasOnline = (await vacancies().count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
      if (!mayReject({ reviewStatus: draft.reviewStatus as ReviewStatus, online: wasOnline })) refuse('not-awaiting-review');
      const person = await vacancyContact(strapi, draft);
      const stamp = Date.now();
      await strapi.db.transaction(async () => {
        if (wasOnline) await strapi.documents(VACANCY_UID).unpublish({ documentId });
        await vacancies().updateMany({ where: { documentId, publishedAt: null }, data: { reviewStatus: 'rejected', reviewNote: reason } });
        await queueVacancyWebhook(strapi, documentId, 'vacancy.rejected', { reason });
        await queueMail(strapi, {
          key: `vacancy-rejected:${documentId}:${stamp}`,
          to: person?.email,
          mail: vacancyRejectedMail({
            ...facts(),
            firstName: person?.firstName,
            vacancyTitle: draft.title,
            vacancyId: documentId,
            reason,
            wasOnline,
            // The owner hears of a vacancy a former member posted: not "je vacature" to them.
            organisationName: person && person.id !== draft.postedBy?.id ? draft.employer?.name : null,
          }),
        });
      });
      strapi.log.info(`Vacancy ${documentId} ${wasOnline ? 'taken offline' : 'rejected'} by an editor`);
    },
  };
}

/** The editor routes of the queue; the reason comes as `{ reason }` or `{ data: { reason } }`. */
export function registerOrganisationQueueRoutes(strapi: Core.Strapi): void {
  const queue = createOrganisationQueue(strapi);
  const done = (ctx: Context) => async () => {
    ctx.body = { data: await queue.list() };
  };
  registerEditorRoutes(strapi, [
    { method: 'GET', path: '/organisation-queue', handler: (ctx) => done(ctx)() },
    {
      method: 'POST',
      path: '/organisation-queue/claims/:documentId/verify',
      handler: async (ctx) => {
        await queue.verify(idParam(ctx));
        await done(ctx)();
      },
    },
    {
      method: 'POST',
      path: '/organisation-queue/claims/:documentId/refuse',
      handler: async (ctx) => {
        const id = idParam(ctx);
        await queue.refuse(id, valueOrThrow(parseReason(ctx.request.body)).reason);
        await done(ctx)();
      },
    },
    {
      method: 'POST',
      path: '/organisation-queue/vacancies/:documentId/approve',
      handler: async (ctx) => {
        await queue.approve(idParam(ctx));
        await done(ctx)();
      },
    },
    {
      method: 'POST',
      path: '/organisation-queue/vacancies/:documentId/reject',
      handler: async (ctx) => {
        const id = idParam(ctx);
        await queue.reject(id, valueOrThrow(parseReason(ctx.request.body)).reason);
        await done(ctx)();
      },
    },
  ]);
}
