import type { Core } from '@strapi/strapi';
import { todayInNetherlands } from '@vacaturesite/shared';
import { now } from '../../../lib/clock';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { APPLICATION_UID, VACANCY_UID } from '../../../lib/vacancy-content';
import { dailySummaryMail, fullName } from '../../../lib/application-mails';

const DAY_MS = 24 * 60 * 60 * 1000;

type Draft = {
  documentId: string;
  title?: string | null;
  employerName?: string | null;
  postedBy?: { email?: string | null; firstName?: string | null } | null;
};
type Applicant = { applicant?: { firstName?: string | null; lastName?: string | null } | null };

/**
 * The overview a day for posters who chose it (APPLICATION_MAIL_MODES 'daily', decision 046): one mail
 * per vacancy that had applications in the 24 hours before `at`. Its outbox key names the vacancy and
 * the day, so two CMS instances (or an editor's run beside the cron) queue it once.
 */
export async function queueDailySummaries(strapi: Core.Strapi, at = now()): Promise<{ queued: number }> {
  const drafts: Draft[] = await strapi.db.query(VACANCY_UID).findMany({
    where: { applicationMails: 'daily', publishedAt: null, postedBy: { id: { $notNull: true } } },
    select: ['documentId', 'title', 'employerName'],
    populate: { postedBy: { select: ['email', 'firstName'] } },
  });
  const day = todayInNetherlands(at);
  const since = new Date(at.getTime() - DAY_MS);
  let queued = 0;
  for (const draft of drafts) {
    const applications: Applicant[] = await strapi.db.query(APPLICATION_UID).findMany({
      where: { vacancy: { documentId: draft.documentId }, createdAt: { $gte: since, $lt: at } },
      populate: { applicant: { select: ['firstName', 'lastName'] } },
      orderBy: { createdAt: 'asc' },
    });
    if (!applications.length || !draft.postedBy?.email) continue;
    await queueMail(strapi, {
      key: `application-summary:${draft.documentId}:${day}`,
      to: draft.postedBy.email,
      mail: dailySummaryMail({
        site: siteUrl(),
        siteName: siteName(strapi),
        firstName: draft.postedBy.firstName,
        vacancyTitle: draft.title ?? 'je vacature',
        employerName: draft.employerName,
        vacancyId: draft.documentId,
        applicantNames: applications.map((application) => fullName(application.applicant)),
      }),
    });
    queued++;
  }
  return { queued };
}
