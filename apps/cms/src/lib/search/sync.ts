import type { Core, Data } from '@strapi/strapi';
import { salaryBand } from '@vacaturesite/shared';
import { afterCommit } from '../after-commit';
import { announceSearchChange, followSearchChanges } from './change-events';
import { VacancyIndex, type SearchDocument } from './vacancy-index';

const VACANCY_UID = 'api::vacancy.vacancy';
const PLACE_UID = 'api::place.place';
const LOAD_BATCH = 5000;
/** How often the index checks for writes it was not told about (another CMS instance, a bulk seed). */
const RECONCILE_MS = 60_000;

/** The one search index of this CMS process (decision 011). */
export const vacancyIndex = new VacancyIndex();

/** When the index last matched the database (built, or a reconcile found it current or rebuilt it); null before the first build. */
let matchedAt: number | null = null;
/** The health report calls the index stale past three missed reconciles (decision 051). */
export const SEARCH_INDEX_STALE_SECONDS = (3 * RECONCILE_MS) / 1000;

/** Seconds since the index last matched the database: writes around the CMS may be missing from it for this long. */
export const searchIndexAgeSeconds = (now = Date.now()): number | null =>
  matchedAt === null ? null : Math.round((now - matchedAt) / 1000);

const SELECT = [
  'id',
  'documentId',
  'title',
  'summary',
  'employerName',
  'hoursPerWeek',
  'educationLevel',
  'workplace',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'datePosted',
  'validThrough',
  'closed',
];
const POPULATE = {
  category: { select: ['documentId', 'name'] },
  place: { select: ['documentId', 'name'] },
  employer: { select: ['documentId', 'name'] },
};

/** What SELECT and POPULATE read of a published vacancy. */
type IndexedRow = { id: number } & Data.ContentType<
  typeof VACANCY_UID,
  | 'title'
  | 'summary'
  | 'employerName'
  | 'hoursPerWeek'
  | 'educationLevel'
  | 'workplace'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryPeriod'
  | 'datePosted'
  | 'validThrough'
  | 'closed'
  | 'category'
  | 'place'
  | 'employer'
>;

function toSearchDocument(row: IndexedRow): SearchDocument {
  return {
    documentId: row.documentId,
    rowId: row.id,
    title: row.title ?? '',
    summary: row.summary ?? '',
    employerName: row.employerName || row.employer?.name || '',
    employer: row.employer?.documentId ?? null,
    categoryName: row.category?.name ?? '',
    placeName: row.place?.name ?? '',
    category: row.category?.documentId ?? null,
    place: row.place?.documentId ?? null,
    hoursPerWeek: row.hoursPerWeek ?? null,
    education: row.educationLevel ?? null,
    workplace: row.workplace ?? null,
    salary: salaryBand(row),
    datePosted: String(row.datePosted ?? ''),
    validThrough: row.validThrough ? String(row.validThrough) : null,
    // SQLite answers booleans as 0/1.
    closed: Boolean(row.closed),
  };
}

const published = { publishedAt: { $notNull: true } };

async function loadAll(strapi: Core.Strapi): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (let lastId = 0; ;) {
    const rows: IndexedRow[] = await strapi.db.query(VACANCY_UID).findMany({
      where: { ...published, id: { $gt: lastId } },
      select: SELECT,
      populate: POPULATE,
      orderBy: { id: 'asc' },
      limit: LOAD_BATCH,
    });
    docs.push(...rows.map(toSearchDocument));
    if (rows.length < LOAD_BATCH) return docs;
    lastId = rows[rows.length - 1].id;
  }
}

/** Every place's coordinates, for distance search; PostgreSQL answers decimals as strings. */
async function loadPlaces(strapi: Core.Strapi) {
  const rows: { documentId: string; latitude: unknown; longitude: unknown }[] = await strapi.db
    .query(PLACE_UID)
    .findMany({ select: ['documentId', 'latitude', 'longitude'] });
  return rows
    .map((row) => ({ documentId: row.documentId, lat: Number(row.latitude), lon: Number(row.longitude) }))
    .filter((place) => Number.isFinite(place.lat) && Number.isFinite(place.lon));
}

let knownPlaces = '';
/** Gives the index the places' coordinates when they differ from what it has (a change empties its memo). */
async function syncPlaces(strapi: Core.Strapi): Promise<void> {
  const places = await loadPlaces(strapi);
  const fingerprint = JSON.stringify(places);
  if (fingerprint === knownPlaces) return;
  knownPlaces = fingerprint;
  vacancyIndex.setPlaces(places);
}

/** Re-reads one vacancy's published version: adds, replaces or removes it in the index. */
export async function syncVacancy(strapi: Core.Strapi, documentId: string): Promise<void> {
  const row: IndexedRow | null = await strapi.db
    .query(VACANCY_UID)
    .findOne({ where: { ...published, documentId }, select: SELECT, populate: POPULATE });
  if (row) vacancyIndex.upsert(toSearchDocument(row));
  else vacancyIndex.remove(documentId);
}

/**
 * After a write of this instance: this index at once, the other instances' once it is committed
 * (change-events.ts). Their own re-reads use syncVacancy alone, or the change would echo back and forth.
 */
export async function syncVacancyEverywhere(strapi: Core.Strapi, documentId: string): Promise<void> {
  await syncVacancy(strapi, documentId);
  await afterCommit(strapi, () => void announceSearchChange({ kind: 'vacancy', documentId }));
}

/** Published rows and their last change: differs from the index's when someone wrote around it. */
async function fingerprint(strapi: Core.Strapi): Promise<string> {
  const query = strapi.db.query(VACANCY_UID);
  const [count, newest] = await Promise.all([
    query.count({ where: published }),
    query.findOne({ where: published, select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
  ]);
  return `${count}:${newest ? new Date(newest.updatedAt).getTime() : 0}`;
}

/**
 * Every write through the Document Service (admin, REST, the my-jobs routes) re-reads the vacancy
 * right after it, inside the same request, so the next search already sees it. Registered in
 * `register`; other features add their own middlewares for their own side effects.
 */
export function registerVacancySearchSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (['findOne', 'findFirst', 'findMany', 'count'].includes(context.action)) return result;
    // A place moved or was added: distances change, vacancies do not.
    if (context.uid === PLACE_UID) {
      await syncPlaces(strapi);
      await afterCommit(strapi, () => void announceSearchChange({ kind: 'places' }));
    }
    if (context.uid !== VACANCY_UID) return result;
    const documentId = (context.params as { documentId?: string }).documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (documentId) await syncVacancyEverywhere(strapi, documentId);
    return result;
  });
}

/** Fills the index before the CMS answers requests, then follows other instances' writes and checks for the rest. */
export async function buildVacancyIndex(strapi: Core.Strapi): Promise<NodeJS.Timeout> {
  const started = Date.now();
  // With --expose-gc (the benchmark sets it) the heap difference is the index's live size, not garbage.
  const heapUsed = () => ((globalThis as { gc?: () => void }).gc?.(), process.memoryUsage().heapUsed);
  const heapBefore = heapUsed();
  let known = await fingerprint(strapi);
  await syncPlaces(strapi);
  vacancyIndex.replaceAll(await loadAll(strapi));
  matchedAt = started;
  const heapMb = Math.max(0, Math.round((heapUsed() - heapBefore) / 1048576));
  strapi.log.info(`Vacancy search index: ${vacancyIndex.size} published vacancies in ${Date.now() - started} ms, heap +${heapMb} MB`);
  // Other instances' writes, within milliseconds (change-events.ts); the reconcile below catches the rest.
  followSearchChanges(
    (change) => (change.kind === 'places' ? syncPlaces(strapi) : syncVacancy(strapi, change.documentId)),
    (error) => strapi.log.warn(`Vacancy search index: another instance's change: ${error.message}`),
  );
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const checkedAt = Date.now();
      await syncPlaces(strapi);
      const now = await fingerprint(strapi);
      if (now !== known) {
        known = now;
        vacancyIndex.replaceAll(await loadAll(strapi));
      }
      matchedAt = checkedAt;
    } catch (error) {
      strapi.log.warn(`Vacancy search index: reconcile failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  }, RECONCILE_MS);
  timer.unref();
  return timer;
}
