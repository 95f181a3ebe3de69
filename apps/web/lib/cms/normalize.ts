import type { CmsVersion } from './config';

/**
 * Every Strapi major answers in its own shape. The rest of the site only ever sees the flat
 * Strapi 5 shape: `{ id, documentId?, ...fields }` with relations, media and components inline.
 * Rich text is the one field whose type differs (v3/v4 Markdown, v5 blocks) without the shape telling
 * which field it is: the mappers, which know, turn Markdown into blocks (normalize-markdown.ts).
 */
export type CmsEntry = { id: number | string; documentId?: string; [field: string]: unknown };
export type CmsPagination = { page: number; pageSize: number; pageCount: number; total: number };
export type CmsMeta = { pagination?: CmsPagination; [key: string]: unknown };
export type NormalizedResponse = { data: unknown; meta: CmsMeta };

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function mapValues(object: PlainObject, map: (value: unknown) => unknown): PlainObject {
  const result: PlainObject = {};
  for (const [key, value] of Object.entries(object)) result[key] = map(value);
  return result;
}

/** v4 wraps relations and media as `{ data }` (plus an occasional `meta`) and nothing else. */
function isRelationWrapper(value: PlainObject): value is { data: unknown } {
  if (!('data' in value) || Object.keys(value).some((key) => key !== 'data' && key !== 'meta')) return false;
  return value.data === null || Array.isArray(value.data) || isPlainObject(value.data);
}

function flattenV4(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenV4);
  if (!isPlainObject(value)) return value;
  if (isRelationWrapper(value)) return flattenV4(value.data);
  if ('id' in value && isPlainObject(value.attributes)) {
    const { attributes, ...outside } = value;
    return { ...mapValues(outside, flattenV4), ...mapValues(attributes, flattenV4) };
  }
  return mapValues(value, flattenV4);
}

const V3_RENAMES: Record<string, string> = { created_at: 'createdAt', updated_at: 'updatedAt', published_at: 'publishedAt' };

/** v3 is already flat; only Mongo's `_id`/`__v` and the SQL connector's snake_case timestamps differ. */
function flattenV3(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenV3);
  if (!isPlainObject(value)) return value;
  const result: PlainObject = {};
  if (value.id === undefined && value._id !== undefined) result.id = value._id;
  for (const [key, field] of Object.entries(value)) {
    if (key === '_id' || key === '__v') continue;
    const target = V3_RENAMES[key] ?? key;
    if (target !== key && target in value) continue;
    result[target] = flattenV3(field);
  }
  return result;
}

/** One entry (or any nested value) in the internal flat shape. */
export function normalizeEntry<T = CmsEntry>(entry: unknown, version: CmsVersion): T {
  if (version === '3') return flattenV3(entry) as T;
  if (version === '4') return flattenV4(entry) as T;
  return entry as T;
}

/**
 * `{ data, meta }` for any answer. Strapi 3 has no envelope and no pagination meta, so a v3 caller
 * that counted separately passes `v3Pagination` to get the same meta as v4/v5.
 */
export function normalizeResponse(
  json: unknown,
  version: CmsVersion,
  v3Pagination?: { page: number; pageSize: number; total: number },
): NormalizedResponse {
  // Some routes (users-permissions, custom controllers) answer without an envelope even in v4/v5.
  const enveloped = version !== '3' && isPlainObject(json) && 'data' in json;
  const data = normalizeEntry<unknown>(enveloped ? (json as PlainObject).data : json, version);
  const meta: CmsMeta = enveloped && isPlainObject((json as PlainObject).meta) ? { ...((json as PlainObject).meta as CmsMeta) } : {};
  if (version === '3' && v3Pagination) {
    const { page, pageSize, total } = v3Pagination;
    meta.pagination = { page, pageSize, pageCount: pageSize > 0 ? Math.ceil(total / pageSize) : 0, total };
  }
  return { data, meta };
}
