import { REST_MAX_PAGE_SIZE } from '@vacaturesite/shared/site';
import { cmsFetch } from './client';
import { cmsVersion } from './config';
import { draftReadToken } from './draft-reads';
import { isCmsError } from './errors';
import { normalizeResponse, type CmsMeta, type CmsPagination } from './normalize';
import { CMS_TAGS } from './tags';
import { v3CountRequest } from './version-query';
import type { Pagination } from './types';

/** Building blocks for the domain fetchers: cached reads, normalised to the flat shape. */
export type Raw = Record<string, unknown>;
export type ReadOptions = {
  params?: Record<string, unknown>;
  tags: string[];
  /** Past the data cache, for callers that keep their own copy and must not refill it with an old answer. */
  fresh?: boolean;
};

/**
 * The fallback freshness of cached reads and pages: the CMS's webhook revalidates what changed at once
 * (decision 010); this catches what no webhook reports (a lost call, a vacancy's closing date passing).
 * Defined here only: a cached page's lifetime is the shortest of its reads' (decision 020), so no route
 * file repeats it.
 */
export const REVALIDATE_SECONDS = 300;
/** The CMS's rest.maxLimit. */
export const MAX_PAGE_SIZE = REST_MAX_PAGE_SIZE;

/** `next build` runs without a CMS: pages prerendered then are empty and replaced on start (decision 010). */
const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

async function read(path: string, { params, tags, fresh }: ReadOptions) {
  if (isBuildPhase()) return { data: null, meta: {} };
  // An editor's preview reads the drafts, past the data cache, with the site's token (decision 013).
  const draftToken = await draftReadToken(path);
  const ask = (askedPath: string, askedParams: Record<string, unknown> | undefined) =>
    draftToken
      ? cmsFetch(askedPath, { params: { ...askedParams, status: 'draft' }, token: draftToken, cache: 'no-store' })
      : fresh
        ? cmsFetch(askedPath, { params: askedParams, cache: 'no-store' })
        : cmsFetch(askedPath, { params: askedParams, revalidate: REVALIDATE_SECONDS, tags: [CMS_TAGS.all, ...tags] });
  const version = cmsVersion();
  // Strapi 3 answers a page without its total: `/count` with the same conditions gives it (decision 053).
  const counted = version === '3' ? v3CountRequest(path, params) : null;
  const [json, total] = await Promise.all([ask(path, params), counted ? ask(counted.path, counted.params) : undefined]);
  const window = params?.pagination as { page?: number; pageSize?: number } | undefined;
  const v3Pagination = counted
    ? { page: Number(window?.page ?? 1), pageSize: Number(window?.pageSize ?? 25), total: Number(total) || 0 }
    : undefined;
  return normalizeResponse(json, version, v3Pagination);
}

const asRaws = (data: unknown): Raw[] =>
  Array.isArray(data) ? data.filter((item): item is Raw => typeof item === 'object' && item !== null) : [];

export async function readList(path: string, options: ReadOptions): Promise<{ items: Raw[]; pagination?: CmsPagination; meta: CmsMeta }> {
  const { data, meta } = await read(path, options);
  return { items: asRaws(data), pagination: meta.pagination, meta };
}

/** One document, or null when it does not exist (404, or an empty single type). */
export async function readOne(path: string, options: ReadOptions): Promise<Raw | null> {
  try {
    const { data } = await read(path, options);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Raw) : null;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Every entry of a collection, page by page, for tables that must be complete (redirects). */
export async function readAll(path: string, options: ReadOptions): Promise<Raw[]> {
  const all: Raw[] = [];
  for (let page = 1; ; page += 1) {
    const params = { ...options.params, pagination: { page, pageSize: MAX_PAGE_SIZE } };
    const { items, pagination } = await readList(path, { ...options, params });
    all.push(...items);
    if (!items.length || !pagination || page >= pagination.pageCount) return all;
  }
}

/** Total matching entries, from the pagination meta of a one-item page. */
export async function readCount(path: string, options: ReadOptions): Promise<number> {
  const params = { ...options.params, pagination: { page: 1, pageSize: 1 } };
  const { items, pagination } = await readList(path, { ...options, params });
  return pagination?.total ?? items.length;
}

/** Page numbers and sizes from visitors' URLs: whole numbers, page ≥ 1, size within bounds. */
export function pageWindow(page: number | undefined, pageSize: number | undefined, defaults = { pageSize: 20, max: 50 }) {
  const whole = (value: number | undefined) => (Number.isFinite(value) ? Math.floor(value as number) : Number.NaN);
  const safePage = whole(page);
  const safeSize = whole(pageSize);
  return {
    page: safePage >= 1 ? safePage : 1,
    pageSize: safeSize >= 1 ? Math.min(safeSize, defaults.max) : defaults.pageSize,
  };
}

export function toPaginated<T>(
  items: T[],
  pagination: CmsPagination | undefined,
  window: { page: number; pageSize: number },
): { items: T[]; pagination: Pagination } {
  if (pagination)
    return {
      items,
      pagination: { page: pagination.page, pageSize: pagination.pageSize, pageCount: pagination.pageCount, total: pagination.total },
    };
  // Only a CMS without pagination meta gets here; what we hold is all we know.
  const total = (window.page - 1) * window.pageSize + items.length;
  return { items, pagination: { ...window, pageCount: Math.ceil(total / window.pageSize), total } };
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
