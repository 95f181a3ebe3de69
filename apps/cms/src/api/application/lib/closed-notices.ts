import type { Core } from '@strapi/strapi';
import { PENDING_APPLICATION_STATUSES, todayInNetherlands } from '@vacaturesite/shared';
import { now } from '../../../lib/clock';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { closedMail } from './mail';
import { sendMailLogged } from '../../../lib/send-mail';
import { APPLICATION_UID } from '../../my-jobs/lib/common';

const BATCH = 100;

type Candidate = {
  id: number;
  applicant?: { email?: string | null; firstName?: string | null } | null;
  vacancy?: { title?: string | null; employerName?: string | null; employer?: { name?: string | null } | null } | null;
};

/** Applications still waiting for an answer (a row from before decision 033 has no status: it waits too). */
export const waitingForAnswer = () => ({
  $or: [{ status: { $in: [...PENDING_APPLICATION_STATUSES] } }, { status: { $null: true } }],
});

/** A vacancy whose procedure is over: closed by its poster or an editor, or past its last day. */
export const vacancyEnded = (today: string) => ({
  $and: [{ publishedAt: { $notNull: true } }, { $or: [{ closed: true }, { validThrough: { $lt: today } }] }],
});

/**
 * The one "vacancy filled or closed" mail to every applicant still waiting (decision 033). Each
 * application is claimed with a conditional update before its mail, so a second run, a second CMS
 * instance or a restart halfway never mails anyone twice; a mail whose send failed or was cut off by a
 * restart stays claimed and is logged, not sent again (as the newsletter's claimed rows, decision 008).
 */
export async function sendClosedNotices(strapi: Core.Strapi, { vacancy }: { vacancy?: string } = {}) {
  const query = strapi.db.query(APPLICATION_UID);
  const today = todayInNetherlands(now());
  // One $and holding everything: Strapi 5.54 refuses operators and fields side by side in a relation
  // filter, and drops a top-level $and when a relation filter beside it has its own (measured: every
  // answered applicant got the mail).
  const where = {
    $and: [
      waitingForAnswer(),
      { closedNoticeClaimedAt: { $null: true } },
      { vacancy: { $and: [vacancyEnded(today), ...(vacancy ? [{ documentId: vacancy }] : [])] } },
    ],
  };
  const facts = { site: siteUrl(), siteName: siteName(strapi) };
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows: Candidate[] = await query.findMany({
      where,
      select: ['id'],
      populate: {
        applicant: { select: ['email', 'firstName'] },
        vacancy: { select: ['title', 'employerName'], populate: { employer: { select: ['name'] } } },
      },
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    let claimed = 0;
    for (const row of rows) {
      const { count } = await query.updateMany({
        where: { id: row.id, closedNoticeClaimedAt: null },
        data: { closedNoticeClaimedAt: now() },
      });
      if (count !== 1) continue;
      claimed++;
      const mail = closedMail({
        ...facts,
        firstName: row.applicant?.firstName,
        vacancyTitle: row.vacancy?.title ?? 'de vacature',
        employerName: row.vacancy?.employer?.name ?? row.vacancy?.employerName,
      });
      if (await sendMailLogged(strapi, row.applicant?.email, mail, `Application ${row.id}: closed notice`)) {
        await query.update({ where: { id: row.id }, data: { closedNoticeSentAt: now() } });
        sent++;
      } else failed++;
    }
    // Another instance claimed the whole batch: what it left is its to finish.
    if (!claimed) break;
  }
  return { sent, failed };
}

/** The round for one vacancy, started without waiting for it (a request's answer, a publish's commit); a failure is logged. */
export function startClosedNotices(strapi: Core.Strapi, vacancy: string): void {
  sendClosedNotices(strapi, { vacancy }).catch((error: Error) =>
    strapi.log.error(`Closed notices of vacancy ${vacancy}: ${error.message}`),
  );
}
