import type { Core } from '@strapi/strapi';
import { CLOSED_APPLICATION_STATUS, PENDING_APPLICATION_STATUSES, todayInNetherlands } from '@vacaturesite/shared';
import { now } from '../clock';
import { siteUrl } from '../mail';
import { siteName } from '../strapi-helpers';
import { closedMail } from '../application-mails';
import { queueMail } from '../mail-outbox/outbox';
import { APPLICATION_UID } from '../vacancy-content';

const BATCH = 100;

type Candidate = {
  id: number;
  documentId: string;
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
 * The one "vacancy filled or closed" mail to every applicant still waiting (decision 033), through the
 * outbox (decision 046): each application is claimed with a conditional update and its mail queued in
 * the same transaction, so a second run, a second CMS instance or a restart halfway never mails anyone
 * twice, and a mail is never lost between its claim and its send (the outbox tries it again after a
 * failure or a restart). `sent` counts the mails handed to the outbox by this run.
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
  for (;;) {
    const rows: Candidate[] = await query.findMany({
      where,
      select: ['id', 'documentId'],
      populate: {
        applicant: { select: ['email', 'firstName'] },
        vacancy: { select: ['title', 'employerName'], populate: { employer: { select: ['name'] } } },
      },
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    let claimed = 0;
    for (const row of rows) {
      const queued = await strapi.db.transaction(async () => {
        // The claim also ends the application (issue 46): "Vacature gesloten" for both sides, final. Only
        // while it still waits: a poster's answer given meanwhile stands, and its applicant gets no closing mail.
        const { count } = await query.updateMany({
          where: { $and: [{ id: row.id, closedNoticeClaimedAt: null }, waitingForAnswer()] },
          data: {
            closedNoticeClaimedAt: now(),
            closedNoticeSentAt: row.applicant?.email ? now() : null,
            status: CLOSED_APPLICATION_STATUS,
            statusChangedAt: now(),
          },
        });
        if (count !== 1) return false;
        const mail = closedMail({
          ...facts,
          firstName: row.applicant?.firstName,
          vacancyTitle: row.vacancy?.title ?? 'de vacature',
          employerName: row.vacancy?.employer?.name ?? row.vacancy?.employerName,
        });
        await queueMail(strapi, { key: `application-closed:${row.documentId}`, to: row.applicant?.email, mail });
        return true;
      });
      if (!queued) continue;
      claimed++;
      if (row.applicant?.email) sent++;
    }
    // Another instance claimed the whole batch: what it left is its to finish.
    if (!claimed) break;
  }
  return { sent };
}

/** The round for one vacancy, started without waiting for it (a request's answer, a publish's commit); a failure is logged. */
export function startClosedNotices(strapi: Core.Strapi, vacancy: string): void {
  sendClosedNotices(strapi, { vacancy }).catch((error: Error) =>
    strapi.log.error(`Closed notices of vacancy ${vacancy}: ${error.message}`),
  );
}
