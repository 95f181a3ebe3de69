import type { Core, Data, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { cvStorage, privateUploadsDir } from './cv-storage';
import { isDocumentId } from './fields';

export const VACANCY_UID = 'api::vacancy.vacancy';
export const APPLICATION_UID = 'api::application.application';
export const SAVED_UID = 'api::saved-vacancy.saved-vacancy';
export const ACTIVITY_UID = 'api::application-activity.application-activity';

export type UserRef = { id: number };

/**
 * A vacancy as the Query Engine and the Document Service return it. Strapi types date fields as
 * `Date | string`; read from the database they are 'YYYY-MM-DD' strings, which the status rules compare.
 */
export type VacancyRow = Omit<Data.ContentType<typeof VACANCY_UID>, 'validThrough' | 'datePosted'> & {
  validThrough?: string | null;
  datePosted?: string | null;
};
export type ApplicationRow = Omit<Data.ContentType<typeof APPLICATION_UID>, 'vacancy'> & { vacancy?: VacancyRow | null };
export type SavedVacancyRow = Data.ContentType<typeof SAVED_UID>;
/** A hand-made activity; `date` is a 'YYYY-MM-DD' string as read from the database. */
export type ActivityRow = Omit<Data.ContentType<typeof ACTIVITY_UID>, 'date'> & { date: string };

/**
 * Every my-jobs route acts on the signed-in visitor only. Whatever is not theirs does not exist for
 * them: another visitor's id answers exactly like an unknown id (404), so ids cannot be probed.
 */
export function notFound(): never {
  throw new errors.NotFoundError('Not Found');
}

/** A domain refusal the site shows in Dutch: 400 `{ error: { name: 'ApplicationError', message, details: { code } } }`. */
export function refusal(code: string, message: string): never {
  throw new errors.ApplicationError(message, { code });
}

export function currentUser(ctx: Context): UserRef {
  const user = ctx.state?.user;
  if (!user?.id) throw new errors.UnauthorizedError('Missing authentication');
  return { id: user.id };
}

/** The `:id` route parameter when it is a documentId; anything else cannot exist (404). */
export function documentIdParam(ctx: Context): string {
  const id = ctx.params?.id;
  return isDocumentId(id) ? id : notFound();
}

export function cvs(strapi: Core.Strapi) {
  return cvStorage(privateUploadsDir(strapi.dirs.app.root));
}

/** Decimals come back as strings from PostgreSQL. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export const relationDocumentId = (value: unknown): string | null => {
  const documentId = (value as { documentId?: unknown } | null)?.documentId;
  return typeof documentId === 'string' ? documentId : null;
};

/** The published versions of these vacancies, by documentId (the public view of them). */
export async function publishedVacancies(
  strapi: Core.Strapi,
  documentIds: string[],
  extra: Pick<Modules.Documents.ServiceParams<typeof VACANCY_UID>['findMany'], 'populate'> = {},
) {
  const map = new Map<string, VacancyRow>();
  if (!documentIds.length) return map;
  const rows = await strapi.documents(VACANCY_UID).findMany({
    filters: { documentId: { $in: [...new Set(documentIds)] } },
    status: 'published',
    fields: ['title', 'slug', 'summary', 'validThrough', 'closed', 'applyOnSite', 'employerName', 'datePosted'],
    populate: { place: { fields: ['name'] }, employer: { fields: ['name'] } },
    ...extra,
  });
  for (const row of rows as VacancyRow[]) map.set(row.documentId, row);
  return map;
}

/** What lists show of a published vacancy. */
export function vacancySummary(row: VacancyRow, open: boolean) {
  return {
    documentId: row.documentId,
    title: row.title,
    slug: row.slug,
    summary: row.summary ?? null,
    employerName: row.employer?.name ?? row.employerName ?? null,
    placeName: row.place?.name ?? null,
    validThrough: row.validThrough ?? null,
    open,
  };
}

/** Deletes saved vacancies matching `where` (relation filters need the ids first). */
export async function deleteSaved(strapi: Core.Strapi, where: Record<string, unknown>) {
  const saved = strapi.db.query(SAVED_UID);
  const rows: Array<Pick<SavedVacancyRow, 'id'>> = await saved.findMany({ where, select: ['id'] });
  if (rows.length) await saved.deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
}
