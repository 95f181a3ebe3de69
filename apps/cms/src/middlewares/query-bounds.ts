import { CONTENT_API_QUERY_LIMITS } from '@vacaturesite/shared';
import type { Context, Next } from 'koa';
import { parse } from 'qs';

/**
 * Bounds the query string of every `/api/…` request before Strapi's query handling sees it (issue 34,
 * high 2): Strapi validates and sanitises `sort`, `fields`, `populate` and `filters` with work that grew
 * far faster than their length (2,600 sort entries, 15 kB: 2.5 s of blocked event loop and a 500; four
 * at once took 500 MB). A query past CONTENT_API_QUERY_LIMITS, or naming a property every JavaScript
 * object has (`fields[0]=constructor` answered 500), is a 400 in well under a millisecond.
 */
const LIMITS = CONTENT_API_QUERY_LIMITS;
/** Names Strapi would look up on a plain object and find on its prototype ("constructor", "__proto__", "toString"…). */
const isPrototypeName = (name: string) => name === '__proto__' || name in Object.prototype;
/** An attribute path as `sort` and `fields` take it: `title`, `category.name`, `datePosted:desc`. */
const attributeName = (entry: string) => entry.split(':')[0].trim();

type Tree = unknown;

/** Entries of `sort`/`fields` as Strapi reads them: a comma list, an array of those, or (sort) an object of name: direction. */
function listEntries(value: Tree): string[] {
  if (typeof value === 'string') return value.split(',');
  if (Array.isArray(value)) return value.flatMap(listEntries);
  if (value && typeof value === 'object') return Object.keys(value);
  return [];
}

/** Levels of objects and arrays below `value`, walked with its own stack. */
function depthOf(value: Tree): number {
  let deepest = 0;
  const pending: Array<[Tree, number]> = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (!current || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Every key anywhere in `value`, and every entry of `fields` and `sort` at any level. */
function namesIn(value: Tree, names: string[] = []): string[] {
  const pending: Tree[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      names.push(key);
      if (key === 'fields' || key === 'sort') names.push(...listEntries(child).map(attributeName));
      pending.push(child);
    }
  }
  return names;
}

/** Why this query string is refused, or null when it is within bounds. */
export function queryProblem(querystring: string): string | null {
  if (querystring.length > LIMITS.length) return `The query string is longer than ${LIMITS.length} characters`;
  if (querystring.split('&').length > LIMITS.parameters) return `The query has more than ${LIMITS.parameters} parameters`;
  // The same parser and settings as strapi::query, so these checks see what Strapi would.
  const query = parse(querystring, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, Tree>;
  if (listEntries(query.sort ?? []).length > LIMITS.sort) return `sort takes at most ${LIMITS.sort} entries`;
  const fieldLists = [query.fields, ...collect(query.populate, 'fields')];
  if (fieldLists.some((fields) => listEntries(fields ?? []).length > LIMITS.fields)) return `fields takes at most ${LIMITS.fields} names`;
  if (collect(query.populate, 'sort').some((sort) => listEntries(sort).length > LIMITS.sort))
    return `sort takes at most ${LIMITS.sort} entries`;
  if (depthOf(query.filters) > LIMITS.filtersDepth) return `filters may be nested at most ${LIMITS.filtersDepth} levels deep`;
  if (depthOf(query.populate) > LIMITS.populateDepth * 2 + 2) return `populate may be nested at most ${LIMITS.populateDepth} levels deep`;
  const bad = namesIn(query).find(isPrototypeName);
  if (bad !== undefined) return `"${bad}" is not a field`;
  return null;
}

/** Every value under a key named `key` anywhere inside `value` (nested populate's own fields and sort). */
function collect(value: Tree, key: string): Tree[] {
  const found: Tree[] = [];
  const pending: Tree[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== 'object') continue;
    for (const [name, child] of Object.entries(current)) {
      if (name === key) found.push(child);
      pending.push(child);
    }
  }
  return found;
}

export default () =>
  async function queryBounds(ctx: Context, next: Next) {
    if (ctx.path.startsWith('/api/') && ctx.querystring) {
      const problem = queryProblem(ctx.querystring);
      if (problem) {
        ctx.status = 400;
        ctx.body = {
          data: null,
          error: { status: 400, name: 'ValidationError', message: problem, details: { code: 'query-out-of-bounds' } },
        };
        return;
      }
    }
    return next();
  };
