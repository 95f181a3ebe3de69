import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  APPLICATION_UID,
  type ApplicationRow,
  cvs,
  notFound,
  publishedVacancies,
  refusal,
  relationDocumentId,
  vacancySummary,
  type UserRef,
  type VacancyRow,
  VACANCY_UID,
} from '../../../lib/vacancy-content';
import {
  ACTIVITY_LIMITS,
  type ApplicationStatus,
  APPLICATION_STATUS_LABEL,
  canMoveApplication,
  CLOSED_APPLICATION_STATUS,
  CV_MAX_BYTES,
  toDate,
  todayInNetherlands,
} from '@vacaturesite/shared';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { fullName, newApplicationMail, receiptMail, statusMail } from '../../../lib/application-mails';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { queueApplicationWebhook } from '../../../lib/webhooks/webhook';
import { DOCX_MAX_UNPACKED_BYTES, safeCvFileName, sniffCvType, zipUnpackedSize } from '../lib/file-type';
import { isOpen } from '../../../lib/vacancy-lifecycle/status';

/** A published vacancy with its poster, as an application needs it. */
type PublishedVacancy = VacancyRow & { postedBy?: { id: number; email?: string | null; firstName?: string | null } | null };

/** An uploaded file as koa-body (formidable) hands it over. */
export type UploadedFile = { filepath: string; size: number; originalFilename?: string | null };

const APPLICANT_FIELDS = ['id', 'firstName', 'lastName', 'email'];
const VACANCY_FIELDS = ['documentId', 'title', 'slug', 'employerName'];
/** The result a withdrawn application keeps in the UWV record. */
const WITHDRAWN_RESULT = 'Ingetrokken';
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * Applications (solliciteren, decision 005). The applicant reads, changes and withdraws their own; the
 * vacancy's poster reads those to their vacancy, CVs included; nobody else sees that one exists.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const applications = () => strapi.db.query(APPLICATION_UID);
  const posterService = () => strapi.service('api::my-jobs.vacancies');

  function view(row: ApplicationRow, vacancy: ReturnType<typeof vacancySummary> | null) {
    return {
      documentId: row.documentId,
      motivation: row.motivation,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      // What was sent stays named after the file itself is deleted (retention, decision 033).
      cv: row.cvFileName
        ? { name: row.cvFileName, mime: row.cvMime, size: row.cvSize, deletedAt: row.cvKey ? null : (row.cvDeletedAt ?? null) }
        : null,
      cvConsent: !!row.cvConsent,
      cvConsentWithdrawnAt: row.cvConsentWithdrawnAt ?? null,
      status: (row.status ?? 'ontvangen') as ApplicationStatus,
      statusChangedAt: row.statusChangedAt ?? row.createdAt,
      statusMessage: row.statusMessage ?? null,
      applicant: row.applicant
        ? { firstName: row.applicant.firstName ?? '', lastName: row.applicant.lastName ?? '', email: row.applicant.email }
        : null,
      vacancy,
    };
  }

  /** What the applicant sees of the vacancy: its public version when online, else what is left of it. */
  async function withVacancies(rows: ApplicationRow[]) {
    const ids = rows.map((row) => relationDocumentId(row.vacancy)).filter((id): id is string => !!id);
    const published = await publishedVacancies(strapi, ids);
    const today = todayInNetherlands();
    return rows.map((row) => {
      const documentId = relationDocumentId(row.vacancy);
      const live = documentId ? published.get(documentId) : undefined;
      const vacancy = live ? vacancySummary(live, isOpen(live, today)) : row.vacancy ? vacancySummary(row.vacancy, false) : null;
      return view(row, vacancy);
    });
  }

  /** The application and whether `user` is its applicant; 404 unless they applied or posted the vacancy. */
  async function access(user: UserRef, documentId: string) {
    const row: ApplicationRow | null = await applications().findOne({
      where: { documentId },
      populate: { applicant: { select: APPLICANT_FIELDS }, vacancy: { select: VACANCY_FIELDS } },
    });
    if (!row) notFound();
    if (row.applicant?.id === user.id) return { row, mine: true };
    if (await posterService().isPoster(user, relationDocumentId(row.vacancy))) return { row, mine: false };
    return notFound();
  }

  /**
   * Moves the status on from the one `row` was read with (a conditional update): 0 when someone else moved
   * it first, so two answers at once set it once.
   */
  async function moveStatus(row: ApplicationRow, data: { status: ApplicationStatus; statusMessage?: string | null }) {
    const { count } = await applications().updateMany({
      where: { id: row.id, status: row.status ?? null },
      data: { ...data, statusChangedAt: new Date() },
    });
    return count;
  }

  async function ownApplication(user: UserRef, documentId: string) {
    const { row, mine } = await access(user, documentId);
    return mine ? row : notFound();
  }

  /** Deletes applications and, once the transaction is committed, their CV files. */
  async function deleteWhere(where: Record<string, unknown>) {
    await strapi.db.transaction(async ({ onCommit }) => {
      const rows: Array<Pick<ApplicationRow, 'id' | 'cvKey'>> = await applications().findMany({ where, select: ['id', 'cvKey'] });
      if (!rows.length) return;
      await applications().deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
      onCommit(() => {
        cvs(strapi)
          .remove(rows.map((row) => row.cvKey))
          .catch((error) => strapi.log.error(`Could not remove CV files: ${error.message}`));
      });
    });
  }

  async function findOne(user: UserRef, documentId: string) {
    const { row } = await access(user, documentId);
    return (await withVacancies([row]))[0];
  }

  /** The applicant's receipt and the poster's "new application" (decision 046), in the caller's transaction. */
  async function queueApplicationMails(documentId: string, vacancy: PublishedVacancy, user: UserRef) {
    const applicant = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: user.id }, select: APPLICANT_FIELDS });
    const facts = {
      site: siteUrl(),
      siteName: siteName(strapi),
      vacancyTitle: vacancy.title ?? 'de vacature',
      employerName: vacancy.employer?.name ?? vacancy.employerName,
    };
    await queueMail(strapi, {
      key: `application-received:${documentId}:applicant`,
      to: applicant?.email,
      mail: receiptMail({ ...facts, firstName: applicant?.firstName }),
    });
    // The poster's choice as they last saved it (the draft), also before an editor approved the change.
    const draft = await strapi.db
      .query(VACANCY_UID)
      .findOne({ where: { documentId: vacancy.documentId, publishedAt: null }, select: ['applicationMails'] });
    if ((draft?.applicationMails ?? vacancy.applicationMails) === 'daily') return;
    const applicantName = fullName(applicant);
    await queueMail(strapi, {
      key: `application-received:${documentId}:poster`,
      to: vacancy.postedBy?.email,
      mail: newApplicationMail({ ...facts, firstName: vacancy.postedBy?.firstName, applicantName, vacancyId: vacancy.documentId }),
    });
  }

  return {
    view,
    findOne,

    async listMine(user: UserRef, filter: { vacancy?: string } = {}) {
      const where: Record<string, unknown> = { applicant: { id: user.id } };
      if (filter.vacancy) where.vacancy = { documentId: filter.vacancy };
      const rows: ApplicationRow[] = await applications().findMany({
        where,
        populate: { vacancy: { select: VACANCY_FIELDS } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return withVacancies([...new Map(rows.map((row) => [row.id, row])).values()]);
    },

    async create(user: UserRef, input: { vacancy: string; motivation: string; cvConsent: boolean }, file: UploadedFile | undefined) {
      const published = (
        await publishedVacancies(strapi, [input.vacancy], {
          populate: { postedBy: { fields: ['id', 'email', 'firstName'] }, employer: { fields: ['name'] } },
        })
      ).get(input.vacancy) as PublishedVacancy | undefined;
      if (!published) notFound();
      if (!published.applyOnSite || !isOpen(published, todayInNetherlands()))
        refusal('vacancy-closed', 'This vacancy does not take applications');
      if (published.postedBy?.id === user.id) refusal('own-vacancy', 'You cannot apply to your own vacancy');
      const existing = await applications().count({ where: { applicant: { id: user.id }, vacancy: { documentId: input.vacancy } } });
      if (existing > 0) refusal('already-applied', 'You already applied to this vacancy');

      if (!file?.filepath)
        throw new errors.ValidationError('cv is required', {
          errors: [{ path: ['cv'], message: 'cv is required', name: 'ValidationError' }],
        });
      if (file.size > CV_MAX_BYTES) refusal('cv-too-large', `The CV must be at most ${CV_MAX_BYTES} bytes`);
      const bytes = await readFile(file.filepath);
      const type = sniffCvType(bytes);
      if (!type) refusal('cv-type', 'The CV must be a PDF or DOCX file');
      if (type.kind === 'docx' && !((zipUnpackedSize(bytes) ?? Infinity) <= DOCX_MAX_UNPACKED_BYTES)) {
        refusal('cv-unpacked-too-large', `The DOCX unpacks to more than ${DOCX_MAX_UNPACKED_BYTES} bytes`);
      }

      const storage = cvs(strapi);
      const cvKey = await storage.store(file.filepath);
      try {
        // The application and its two mails commit together (decision 046): a restart in between loses neither.
        const created = await strapi.db.transaction(async () => {
          const application = await strapi.documents(APPLICATION_UID).create({
            data: {
              vacancy: input.vacancy,
              applicant: { id: user.id },
              motivation: input.motivation,
              cvKey,
              cvFileName: safeCvFileName(file.originalFilename, type),
              cvMime: type.mime,
              cvSize: file.size,
              cvConsent: input.cvConsent,
              status: 'ontvangen',
            },
          });
          await queueApplicationMails(application.documentId, published, user);
          // The organisation's ATS hears of it too, when it set a webhook (decision 057): same transaction.
          await queueApplicationWebhook(strapi, application, input.vacancy, user.id);
          return application;
        });
        return findOne(user, created.documentId);
      } catch (error) {
        await storage.remove([cvKey]);
        throw error;
      }
    },

    async update(user: UserRef, documentId: string, input: { motivation: string }) {
      const row = await ownApplication(user, documentId);
      // The procedure is over (issue 46): nothing to change an application for.
      if (row.status === CLOSED_APPLICATION_STATUS) refusal('vacancy-closed', 'The vacancy is closed');
      await applications().update({ where: { id: row.id }, data: { motivation: input.motivation } });
      return findOne(user, documentId);
    },

    /**
     * The applicant withdraws the consent to keep the CV up to a year (decision 050) and keeps the
     * application: from now on the CV follows the period after the procedure (decision 033), in the daily
     * round. Only the applicant (the poster gets 404 like anyone else); a second withdrawal changes nothing.
     */
    async withdrawConsent(user: UserRef, documentId: string) {
      const row = await ownApplication(user, documentId);
      await applications().updateMany({
        where: { id: row.id, cvConsent: true },
        data: { cvConsent: false, cvConsentWithdrawnAt: new Date() },
      });
      return findOne(user, documentId);
    },

    /**
     * Withdrawing deletes the application and its CV, but the UWV still counts the application made: it
     * stays in the applicant's record as an activity of theirs (decision 054, noted 2026-11-28), in the
     * same transaction, so a withdrawal never loses it.
     */
    async remove(user: UserRef, documentId: string) {
      const row = await ownApplication(user, documentId);
      const [answer] = await withVacancies([row]);
      await strapi.db.transaction(async () => {
        await strapi.service('api::my-jobs.activities').create(user, {
          date: todayInNetherlands(toDate(row.createdAt) ?? new Date()),
          employer: clip(answer.vacancy?.employerName ?? row.vacancy?.employerName ?? 'Onbekende werkgever', ACTIVITY_LIMITS.employer),
          jobTitle: clip(answer.vacancy?.title ?? 'Vacature', ACTIVITY_LIMITS.jobTitle),
          method: 'site',
          // Removed after the vacancy closed, it was not withdrawn: the record says how it ended.
          result: row.status === CLOSED_APPLICATION_STATUS ? APPLICATION_STATUS_LABEL[CLOSED_APPLICATION_STATUS] : WITHDRAWN_RESULT,
        });
        await deleteWhere({ id: row.id });
      });
    },

    /**
     * The poster's answer (decision 033): only along APPLICATION_STATUS_MOVES, and only from the state the
     * poster saw (two tabs or two posters at once: the second gets `status-changed`, nobody a double mail).
     * The same state again changes nothing and mails nobody.
     */
    async setStatus(user: UserRef, documentId: string, input: { status: ApplicationStatus; message: string | null }) {
      const { row, mine } = await access(user, documentId);
      if (mine) refusal('not-poster', 'Only the poster of the vacancy sets the status of an application');
      const from = (row.status ?? 'ontvangen') as ApplicationStatus;
      if (from === input.status) return findOne(user, documentId);
      if (!canMoveApplication(from, input.status)) refusal('status-move', `An application cannot go from ${from} to ${input.status}`);
      // The new status and its mail commit together (decision 046): a restart right after the change loses no mail.
      return strapi.db.transaction(async () => {
        if ((await moveStatus(row, { status: input.status, statusMessage: input.message })) !== 1)
          refusal('status-changed', 'The status was changed meanwhile');
        const answer = await findOne(user, documentId);
        // statusMail decides which answers are mailed (not "bekeken").
        const mail =
          answer.vacancy &&
          statusMail(
            {
              site: siteUrl(),
              siteName: siteName(strapi),
              firstName: row.applicant?.firstName,
              vacancyTitle: answer.vacancy.title,
              employerName: answer.vacancy.employerName,
            },
            input.status,
            input.message,
          );
        if (mail) await queueMail(strapi, { key: `application-status:${documentId}:${input.status}`, to: row.applicant?.email, mail });
        return answer;
      });
    },

    /** The CV for the applicant or the vacancy's poster: metadata and a read stream. The poster's download marks it "bekeken". */
    async cv(user: UserRef, documentId: string) {
      const { row, mine } = await access(user, documentId);
      if (!row.cvKey && row.cvDeletedAt) refusal('cv-deleted', 'The CV was deleted at the end of its retention period');
      if (!row.cvKey) notFound();
      if (!mine && canMoveApplication((row.status ?? 'ontvangen') as ApplicationStatus, 'bekeken'))
        await moveStatus(row, { status: 'bekeken' });
      try {
        const file = await cvs(strapi).open(row.cvKey);
        return { name: row.cvFileName as string, mime: row.cvMime as string, ...file };
      } catch (error) {
        strapi.log.error(`CV of application ${row.id} is missing from private storage: ${(error as Error).message}`);
        return notFound();
      }
    },

    deleteWhere,
  };
};
