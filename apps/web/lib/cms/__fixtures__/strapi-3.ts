import { readdirSync, readFileSync } from 'node:fs';
import qs from 'qs';
import type { Reply, RecordedRequest } from './server';

/**
 * A strict stand-in for Strapi 3.6's REST API (decision 053), for the unit tests: the real Strapi 3
 * (compat/strapi-3, on Node 14 and PostgreSQL) needs its own install and runs in the end-to-end suite
 * (tests/e2e/strapi-3.test.ts). It answers only in Strapi 3's query syntax — `_where` and top-level
 * `field_op` conditions, `_sort`, `_start`, `_limit`, `_publicationState` — and refuses anything else the
 * way Strapi 3 does: an unknown parameter is taken for a field and answered with its 400 (in the words
 * of the real 3.6.11). So a query in Strapi 4 or 5
 * notation fails the test instead of being ignored. Entries are flat, relations inline, dates snake_case.
 */
export type Strapi3Entry = { id: number; published_at?: string | null; [field: string]: unknown };
export type Strapi3Content = { collections: Record<string, Strapi3Entry[]>; singles?: Record<string, Record<string, unknown>> };

const OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'contains', 'ncontains', 'containss', 'ncontainss', 'null'];
const RESERVED = ['_where', '_sort', '_start', '_limit', '_publicationState'];
const TIMESTAMPS = ['id', 'created_at', 'updated_at', 'published_at'];

class BadRequest extends Error {}

/**
 * The fields of each collection's model, by its REST name, from this project's content types: Strapi 3
 * refuses a condition on a field its model lacks, also when no entry exists yet.
 */
const SCHEMAS = new URL('../../../../cms/src/api/', import.meta.url);
const MODEL_FIELDS: Record<string, string[]> = Object.fromEntries(
  readdirSync(SCHEMAS).flatMap((api) => {
    try {
      const schema = JSON.parse(readFileSync(new URL(`${api}/content-types/${api}/schema.json`, SCHEMAS), 'utf8'));
      return [[schema.info.pluralName, Object.keys(schema.attributes)]];
    } catch {
      return []; // a feature folder without a content type of its own name
    }
  }),
);

const badField = (field: string) =>
  new BadRequest(`Your filters contain a field '${field}' that doesn't appear on your model definition nor its relations`);

type Condition = Record<string, unknown> | Condition[];

/** `category.id_eq` → field path and operator, as Strapi 3's convertRestQueryParams splits it. */
function splitKey(key: string): { path: string[]; operator: string } {
  const at = key.lastIndexOf('_');
  const operator = key.slice(at + 1);
  if (at <= 0 || !OPERATORS.includes(operator)) return { path: key.split('.'), operator: 'eq' };
  return { path: key.slice(0, at).split('.'), operator };
}

function valuesAt(entry: unknown, path: string[]): unknown[] {
  if (!path.length) return [entry];
  if (Array.isArray(entry)) return entry.flatMap((item) => valuesAt(item, path));
  if (typeof entry !== 'object' || entry === null) return [undefined];
  return valuesAt((entry as Record<string, unknown>)[path[0]], path.slice(1));
}

function compare(actual: unknown, operator: string, wanted: unknown): boolean {
  const text = actual == null ? null : String(actual);
  const list = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
  const order = () => {
    const a = Number(actual);
    const b = Number(wanted);
    return typeof actual === 'number' && Number.isFinite(b) ? a - b : String(actual ?? '').localeCompare(String(wanted));
  };
  switch (operator) {
    case 'eq':
      return text === String(wanted);
    case 'ne':
      return text !== String(wanted);
    case 'lt':
      return actual != null && order() < 0;
    case 'lte':
      return actual != null && order() <= 0;
    case 'gt':
      return actual != null && order() > 0;
    case 'gte':
      return actual != null && order() >= 0;
    case 'in':
      return text !== null && list.includes(text);
    case 'nin':
      return text === null || !list.includes(text);
    case 'contains':
      return text !== null && text.toLowerCase().includes(String(wanted).toLowerCase());
    case 'ncontains':
      return text === null || !text.toLowerCase().includes(String(wanted).toLowerCase());
    case 'containss':
      return text !== null && text.includes(String(wanted));
    case 'ncontainss':
      return text === null || !text.includes(String(wanted));
    case 'null':
      return String(wanted) === 'true' ? actual == null : actual != null;
  }
  return false;
}

function holds(entry: Strapi3Entry, condition: Condition, fields: Set<string>): boolean {
  if (Array.isArray(condition)) return condition.every((part) => holds(entry, part as Condition, fields));
  if (typeof condition !== 'object' || condition === null) throw new BadRequest('Invalid _where');
  return Object.entries(condition).every(([key, value]) => {
    if (key === '_or') {
      if (!Array.isArray(value)) throw new BadRequest('_or must be an array');
      return value.some((part) => holds(entry, part as Condition, fields));
    }
    const { path, operator } = splitKey(key);
    if (!fields.has(path[0])) throw badField(path[0]);
    return valuesAt(entry, path).some((actual) => compare(actual, operator, value));
  });
}

function sortBy(entries: Strapi3Entry[], sort: unknown, fields: Set<string>): Strapi3Entry[] {
  if (typeof sort !== 'string') throw new BadRequest('_sort must be a string');
  const keys = sort.split(',').map((part) => {
    const [field, order = 'ASC'] = part.split(':');
    if (!fields.has(field)) throw badField(field);
    if (!/^(ASC|DESC)$/i.test(order)) throw new BadRequest(`Unknown sort order ${order}`);
    return { field, direction: /^DESC$/i.test(order) ? -1 : 1 };
  });
  return [...entries].sort((a, b) => {
    for (const { field, direction } of keys) {
      const difference = compare(a[field], 'lt', b[field]) ? -1 : compare(a[field], 'gt', b[field]) ? 1 : 0;
      if (difference) return difference * direction;
    }
    return 0;
  });
}

const whole = (value: unknown, name: string): number => {
  if (typeof value !== 'string' || !/^-?[0-9]+$/.test(value)) throw new BadRequest(`${name} must be an integer`);
  return Number(value);
};

/** The entries a `find` or `count` returns for this query string. */
function find(collection: string, entries: Strapi3Entry[], search: string, counting: boolean): Strapi3Entry[] {
  // Strapi 3's own parser: qs with its default depth, no dots.
  const query = qs.parse(search, { ignoreQueryPrefix: true, depth: 5 });
  const fields = new Set([...TIMESTAMPS, ...(MODEL_FIELDS[collection] ?? []), ...entries.flatMap((entry) => Object.keys(entry))]);
  const state = query._publicationState ?? 'live';
  if (state !== 'live' && state !== 'preview') throw new BadRequest('_publicationState must be live or preview');
  let found = entries.filter((entry) => state === 'preview' || entry.published_at !== null);
  const conditions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith('_') && !RESERVED.includes(key)) throw badField(key);
    if (!key.startsWith('_')) conditions[key] = value;
  }
  found = found.filter((entry) => holds(entry, conditions, fields));
  if (query._where !== undefined) found = found.filter((entry) => holds(entry, query._where as Condition, fields));
  if (counting) return found;
  if (query._sort !== undefined) found = sortBy(found, query._sort, fields);
  const start = query._start === undefined ? 0 : whole(query._start, '_start');
  const limit = query._limit === undefined ? 100 : whole(query._limit, '_limit');
  return found.slice(start, limit < 0 ? undefined : start + limit);
}

const NOT_FOUND: Reply = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };

/** A route for startFakeCms (server.ts): Strapi 3's content API over `content`, every asked path recorded in `asked`. */
export function strapi3Route(content: Strapi3Content, asked: string[] = []) {
  return (request: RecordedRequest): Reply => {
    asked.push(`${request.path}${request.search}`);
    if (request.path === '/_health') return { status: 204 };
    if (request.method !== 'GET')
      return { status: 405, json: { statusCode: 405, error: 'Method Not Allowed', message: 'Method Not Allowed' } };
    const [collection, id, extra] = request.path.slice(1).split('/');
    const single = content.singles?.[collection];
    try {
      if (single && !id) return { json: single };
      const entries = content.collections[collection];
      if (!entries || extra !== undefined) return NOT_FOUND;
      if (id === 'count') return { json: find(collection, entries, request.search, true).length };
      if (id !== undefined) {
        const live = request.search
          ? find(collection, entries, request.search, true)
          : entries.filter((entry) => entry.published_at !== null);
        const entry = live.find((candidate) => String(candidate.id) === id);
        return entry ? { json: entry } : NOT_FOUND;
      }
      return { json: find(collection, entries, request.search, false) };
    } catch (error) {
      if (error instanceof BadRequest) return { status: 400, json: { statusCode: 400, error: 'Bad Request', message: error.message } };
      throw error;
    }
  };
}
