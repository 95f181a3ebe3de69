import type { Core } from '@strapi/strapi';
import { deleteSaved, VACANCY_UID } from '../vacancy-content';
import { todayInNetherlands } from '@vacaturesite/shared';
import { now } from '../clock';
import { startClosedNotices } from './closed-notices';
import type { OrganisationVerification } from '@vacaturesite/shared';
import { vacancyContact, type Person } from '../organisations';
import { siteUrl } from '../mail';
import { siteName } from '../strapi-helpers';
import { afterPosterChange, employerNameFor, type ReviewStatus } from './rules';
import { queueMail } from '../mail-outbox/outbox';
import { vacancyApprovedMail } from '../organisation-mails';
import { queueVacancyWebhook } from '../webhooks/webhook';

/**
 * What happens around visitors' vacancies outside the my-jobs routes (decision 005):
 *  - an editor publishing one in the admin approves it: its review status becomes `approved` and, the
 *    first time, its datePosted becomes the day it went online; an approval of what waited for review is
 *    mailed to whoever manages it (issue 46);
 *  - deleting a vacancy deletes its applications (with their CV files) and its saved items;
 *  - closing one (poster or editor) notes when (`closedAt`, the start of the CV period), and publishing a
 *    closed one sends the waiting applicants their one mail (decision 033).
 * Deleting an account is in account-cleaners.ts.
 */

type PublishedDraft = {
  id: number;
  title: string;
  slug: string;
  reviewStatus: ReviewStatus;
  reviewNote: string | null;
  postedBy?: (Person & { id: number }) | null;
  employer?: { documentId: string; name: string; verification: OrganisationVerification | null } | null;
};

async function approveOnPublish(strapi: Core.Strapi, documentId: string) {
  const query = strapi.db.query(VACANCY_UID);
  const draft: PublishedDraft | null = await query.findOne({
    where: { documentId, publishedAt: null },
    select: ['id', 'title', 'slug', 'reviewStatus', 'reviewNote'],
    populate: { postedBy: { select: ['id', 'email', 'firstName'] }, employer: { select: ['documentId', 'name', 'verification'] } },
  });
  if (!draft?.postedBy) return;
  const everPublished = (await query.count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
  const data: Record<string, unknown> = { reviewStatus: 'approved', reviewNote: null };
  if (!everPublished && draft.reviewStatus !== 'approved') data.datePosted = todayInNetherlands();
  await query.update({ where: { id: draft.id }, data });
  // An editor's approval of what waited or was turned down (not a verified organisation's own change going
  // online, nor a re-publish of what was approved): whoever manages the vacancy hears it is online (issue 46),
  // in the publish's transaction.
  const automatic = afterPosterChange({ ...draft, trusted: draft.employer?.verification === 'verified' }).publish;
  if (draft.reviewStatus === 'approved' || !draft.reviewStatus || automatic) return;
  const person = await vacancyContact(strapi, draft);
  await queueMail(strapi, {
    key: `vacancy-approved:${documentId}:${Date.now()}`,
    to: person?.email,
    mail: vacancyApprovedMail({
      site: siteUrl(),
      siteName: siteName(strapi),
      firstName: person?.firstName,
      vacancyTitle: draft.title,
      vacancyPath: `/jobs/vacature/${documentId}/${draft.slug}`,
      organisationName: person && person.id !== draft.postedBy?.id ? draft.employer?.name : null,
    }),
  });
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

/** Whether a relation value in a write changes it (the admin sends `{ connect: [], disconnect: [] }` when it does not). */
function relationChanges(value: unknown): boolean {
  if (value === undefined) return false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const change = value as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown };
    return Boolean(change.connect?.length || change.disconnect?.length || change.set !== undefined);
  }
  return true;
}

/**
 * An editor's change in Strapi's admin follows the doors' employer rule (lib/vacancy-lifecycle/rules.ts):
 * an organisation's vacancy carries its name, whatever was typed into "Werkgever" (issue 46).
 */
async function keepOrganisationName(strapi: Core.Strapi, params: unknown) {
  const { documentId, data } = params as { documentId?: string; data?: Record<string, unknown> };
  if (!documentId || !data || !('employerName' in data) || relationChanges(data.employer)) return;
  const draft: { employer?: { name: string } | null } | null = await strapi.db.query(VACANCY_UID).findOne({
    where: { documentId, publishedAt: null },
    select: ['id'],
    populate: { employer: { select: ['name'] } },
  });
  const name = employerNameFor(data.employerName as string | null, draft?.employer?.name);
  if (name) data.employerName = name;
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
    if (context.action === 'update') await keepOrganisationName(strapi, context.params);
    if (context.action === 'publish' && documentId) {
      // As the job alerts' hook: the mails start once the publish has committed, never inside it.
      return strapi.db.transaction(async ({ onCommit }) => {
        await approveOnPublish(strapi, documentId);
        const result = await next();
        // The organisation's ATS hears of it, whichever door published (issue 46).
        await queueVacancyWebhook(strapi, documentId, 'vacancy.published');
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
