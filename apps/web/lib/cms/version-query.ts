import type { CmsVersion } from './config';

/**
 * The site asks every question in Strapi 5 REST notation (`filters`, `sort`, `pagination`, `populate`,
 * `fields`, `status`, documentIds); this turns it into what the configured major understands
 * (decision 053). Pure: cmsUrl applies it to every call. Keys it does not know (`confirmation`,
 * `access_token`, a custom route's own) pass through unchanged.
 *
 * v4: the same notation, but numeric ids instead of documentIds and `publicationState` instead of `status`.
 * v3: `_where` (a list of `field_op` conditions, `_or` for alternatives), `_sort=field:ASC`, `_start` +
 * `_limit`, `_publicationState`; no `populate` (v3 populates one level itself) and no `fields`.
 */
type Params = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const PUBLICATION_STATE = { published: 'live', draft: 'preview' } as const;

export function translateParams(params: Params, version: CmsVersion): Params {
  if (version === '5') return params;
  return version === '4' ? toV4(params) : toV3(params);
}

function publicationState(status: unknown): string {
  if (status === 'published' || status === 'draft') return PUBLICATION_STATE[status];
  throw new Error(`Unknown publication status: ${String(status)}`);
}

// ---- Strapi 4 ----

function toV4({ filters, status, ...rest }: Params): Params {
  const result: Params = { ...rest };
  if (filters !== undefined) result.filters = renameDocumentId(filters);
  if (status !== undefined) result.publicationState = publicationState(status);
  return result;
}

/** `documentId` → `id` at every depth (filters on relations included); v3 and v4 entries have only an id. */
function renameDocumentId(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renameDocumentId);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key === 'documentId' ? 'id' : key, renameDocumentId(inner)]));
}

// ---- Strapi 3 ----

function toV3({ filters, status, sort, pagination, populate: _populate, fields: _fields, ...rest }: Params): Params {
  const result: Params = { ...rest };
  if (filters !== undefined) {
    const where = v3Where(renameDocumentId(filters));
    if (where.length) result._where = where;
  }
  if (sort !== undefined) result._sort = v3Sort(sort);
  if (pagination !== undefined) Object.assign(result, v3Window(pagination));
  if (status !== undefined) result._publicationState = publicationState(status);
  return result;
}

/** `['datePosted:desc', 'id']` → `datePosted:DESC,id:ASC`. */
function v3Sort(sort: unknown): string {
  const list = Array.isArray(sort) ? sort : [sort];
  return list
    .map((item) => {
      const [field, order = 'asc'] = String(item).split(':');
      if (!/^(asc|desc)$/i.test(order)) throw new Error(`Unknown sort order: ${String(item)}`);
      return `${field}:${order.toUpperCase()}`;
    })
    .join(',');
}

function v3Window(pagination: unknown): Params {
  const { page, pageSize, start, limit } = (isObject(pagination) ? pagination : {}) as Record<string, number | undefined>;
  if (page !== undefined || pageSize !== undefined) {
    const size = Number(pageSize ?? 25);
    return { _start: (Math.max(1, Number(page ?? 1)) - 1) * size, _limit: size };
  }
  return { _start: Number(start ?? 0), _limit: Number(limit ?? 25) };
}

/** Strapi 5 operator → Strapi 3 suffix. Any other operator has no v3 equal and throws. */
const V3_SUFFIX: Record<string, string> = {
  $eq: 'eq',
  $ne: 'ne',
  $lt: 'lt',
  $lte: 'lte',
  $gt: 'gt',
  $gte: 'gte',
  $in: 'in',
  $notIn: 'nin',
  // v3's `contains` ignores case; `containss` is its case-sensitive twin.
  $containsi: 'contains',
  $contains: 'containss',
  $null: 'null',
};

type V3Condition = Record<string, unknown>;

/**
 * A Strapi 5 filter object as v3's `_where`: a list whose entries must all hold, each one condition
 * `{ 'field_op': value }` (relations as dotted paths, `category.id_eq`) or `{ _or: [...] }` of such lists.
 */
export function v3Where(filters: unknown, path: string[] = []): V3Condition[] {
  if (!isObject(filters)) throw new Error(`A filter must be an object, got ${JSON.stringify(filters)}`);
  const conditions: V3Condition[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (key === '$and') {
      for (const part of asList(value)) conditions.push(...v3Where(part, path));
    } else if (key === '$or') {
      conditions.push({ _or: asList(value).map((part) => single(v3Where(part, path))) });
    } else if (key === '$notNull') {
      conditions.push({ [`${fieldPath(path)}_null`]: !value });
    } else if (key.startsWith('$')) {
      const suffix = V3_SUFFIX[key];
      if (!suffix) throw new Error(`Strapi 3 has no equal of the filter operator ${key}`);
      conditions.push({ [`${fieldPath(path)}_${suffix}`]: value });
    } else if (isObject(value)) {
      conditions.push(...v3Where(value, [...path, key]));
    } else {
      // `{ slug: 'x' }` is Strapi's shorthand for `$eq`.
      conditions.push({ [`${fieldPath([...path, key])}_eq`]: value });
    }
  }
  return conditions;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
// One condition needs no list around it; keeps v3's query within its nesting depth.
const single = (conditions: V3Condition[]): V3Condition | V3Condition[] => (conditions.length === 1 ? conditions[0] : conditions);

function fieldPath(path: string[]): string {
  if (!path.length) throw new Error('A filter operator needs a field');
  return path.join('.');
}

/**
 * Strapi 3 has no pagination meta: the total of a list comes from `{collection}/count` with the same
 * conditions. Null for anything that is not a paged collection read.
 */
export function v3CountRequest(path: string, params: Params | undefined): { path: string; params: Params } | null {
  const pagination = params?.pagination;
  if (!isObject(pagination) || pagination.page === undefined || !/^\/[a-z0-9-]+$/.test(path)) return null;
  const counted: Params = {};
  if (params?.filters !== undefined) counted.filters = params.filters;
  if (params?.status !== undefined) counted.status = params.status;
  return { path: `${path}/count`, params: counted };
}

/**
 * Whether `id` can name an entry on this major: numeric on 3 (SQL; 24 hex digits with MongoDB) and 4;
 * a documentId on 5. Asking a CMS for an impossible id costs a call, and Strapi 3 on PostgreSQL answers
 * a hex id with a 500: an error page where a visitor should get the 404.
 */
export function isEntryId(id: string, version: CmsVersion, v3OnMongo = false): boolean {
  if (version === '5') return id.length > 0;
  if (version === '3' && v3OnMongo) return /^[0-9a-f]{24}$/.test(id);
  return /^[1-9][0-9]{0,15}$/.test(id);
}
