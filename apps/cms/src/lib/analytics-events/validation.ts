import {
  EVENT_TYPES,
  type EventType,
  isVisitSource,
  ITEM_TYPES,
  type ItemType,
  MAX_EVENTS_PER_BATCH,
  VISIT_SOURCES,
  withoutPrivateParams,
} from '@vacaturesite/shared';

/**
 * Checks for `POST /api/statistics` batches (decision 007). Pure functions, so they are unit tested
 * without Strapi. A batch is accepted whole or rejected whole: one bad event makes the answer 400 and
 * nothing of that batch is stored, so a client never has to guess what got in.
 */

export const MAX_URL_LENGTH = 2048;
export const MAX_LABEL_LENGTH = 200;
export const MAX_ITEM_ID_LENGTH = 64;
export const MAX_SESSION_LENGTH = 512;
/** Events may wait in a browser that was asleep; older ones are refused as not sane. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clock skew between a visitor's device and the server. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type Failure = { ok: false; message: string; path?: string };
export type Result<T> = { ok: true; value: T } | Failure;

export type CleanEvent = {
  eventType: EventType;
  /** Path plus query of the page, always starting with '/'. */
  url: string;
  timestamp: number;
  itemType: ItemType | null;
  itemId: string | null;
  label: string | null;
};

export type CleanBatch = { sessionId: string; events: CleanEvent[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (message: string, path?: string): Failure => ({ ok: false, message, ...(path ? { path } : {}) });

const EVENT_KEYS = new Set(['eventType', 'url', 'timestamp', 'item', 'label']);
const TYPE_SET = new Set<string>(EVENT_TYPES);
const ITEM_SET = new Set<string>(ITEM_TYPES);

/**
 * The session value as the browser sends it: the cookie's encoded `{id, iat, exp}` (URI-encoded JSON,
 * optionally base64url) or that object itself. Only the random id is kept.
 */
export function parseSession(value: unknown): Result<string> {
  let object: unknown = value;
  if (typeof value === 'string') {
    if (value.length === 0 || value.length > MAX_SESSION_LENGTH) return fail('session must be the session cookie value', 'session');
    object = decodeSessionString(value);
  }
  if (!isPlainObject(object)) return fail('session must be the session cookie value', 'session');
  const { id, iat, exp } = object;
  if (typeof id !== 'string' || !SESSION_ID.test(id)) return fail('session.id must be 8-64 characters [A-Za-z0-9_-]', 'session.id');
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp) || (exp as number) <= (iat as number)) {
    return fail('session.iat and session.exp must be times in ms with exp after iat', 'session');
  }
  return { ok: true, value: id };
}

function decodeSessionString(value: string): unknown {
  for (const decode of [(s: string) => decodeURIComponent(s), (s: string) => Buffer.from(s, 'base64url').toString('utf8')]) {
    try {
      const parsed = JSON.parse(decode(value));
      if (isPlainObject(parsed)) return parsed;
    } catch {
      // try the next encoding
    }
  }
  return null;
}

const BASE = 'http://site.invalid';

/**
 * A page address as the site's own path: absolute URLs are reduced to path + query, fragments dropped.
 * Bounded to what a browser's `location.pathname + location.search` looks like (issue 35): the path
 * as the URL parser writes it (percent-encoded printable ASCII, dot segments resolved), so a posted
 * address with spaces, markup or other characters is stored as the browser would have sent it, and one
 * that is not a path of this site (a backslash, another host) is refused. Search words and a visitor's
 * location (`q`, `near`, `lat`, `lon`) are dropped from the query: never stored with a page (decision 050).
 */
export function normaliseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- an address with control characters is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  // A backslash in the path is a slash to the URL parser (`/\\host` is another host); a browser's path never has one.
  if (value.split(/[?#]/, 1)[0].includes('\\')) return null;
  let url: URL;
  try {
    if (/^https?:\/\//i.test(value)) url = new URL(value);
    else if (value.startsWith('/') && !value.startsWith('//')) url = new URL(value, BASE);
    else return null;
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || (!/^https?:\/\//i.test(value) && url.origin !== BASE)) return null;
  const path = withoutPrivateParams(url.pathname + url.search);
  return path.length <= MAX_URL_LENGTH && /^\/[\x21-\x7e]*$/.test(path) ? path : null;
}

export function parseEvent(value: unknown, index: number, now: number): Result<CleanEvent> {
  const at = `events[${index}]`;
  if (!isPlainObject(value)) return fail(`${at} must be an object`, at);
  for (const key of Object.keys(value))
    if (!EVENT_KEYS.has(key)) return fail(`${at} has an unknown field: ${key.slice(0, 40)}`, `${at}.${key.slice(0, 40)}`);
  const { eventType, timestamp, item, label } = value;
  if (typeof eventType !== 'string' || !TYPE_SET.has(eventType))
    return fail(`${at}.eventType is not a known event type`, `${at}.eventType`);
  const url = normaliseUrl(value.url);
  if (url === null) return fail(`${at}.url must be a path or http(s) URL of at most ${MAX_URL_LENGTH} characters`, `${at}.url`);
  if (!Number.isSafeInteger(timestamp)) return fail(`${at}.timestamp must be a time in ms`, `${at}.timestamp`);
  const ts = timestamp as number;
  if (ts < now - MAX_EVENT_AGE_MS || ts > now + MAX_CLOCK_SKEW_MS)
    return fail(`${at}.timestamp is too far from the server time`, `${at}.timestamp`);

  let itemType: ItemType | null = null;
  let itemId: string | null = null;
  if (item !== undefined && item !== null) {
    if (!isPlainObject(item) || Object.keys(item).some((key) => key !== 'type' && key !== 'id'))
      return fail(`${at}.item must be { type, id }`, `${at}.item`);
    if (typeof item.type !== 'string' || !ITEM_SET.has(item.type))
      return fail(`${at}.item.type must be one of ${ITEM_TYPES.join(', ')}`, `${at}.item.type`);
    if (typeof item.id !== 'string' || !ITEM_ID.test(item.id))
      return fail(`${at}.item.id must be 1-${MAX_ITEM_ID_LENGTH} characters [A-Za-z0-9_-]`, `${at}.item.id`);
    itemType = item.type as ItemType;
    itemId = item.id;
  }
  if (eventType === 'Itemview' && itemType === null) return fail(`${at}.item is required for Itemview`, `${at}.item`);

  let cleanLabel: string | null = null;
  if (label !== undefined && label !== null) {
    // eslint-disable-next-line no-control-regex -- a label with control characters is refused
    if (typeof label !== 'string' || label.length > MAX_LABEL_LENGTH || /[\u0000-\u001f\u007f]/.test(label)) {
      return fail(`${at}.label must be a string of at most ${MAX_LABEL_LENGTH} characters`, `${at}.label`);
    }
    // An item view's label is where its visitor came from (decision 055): only the fixed categories, so
    // no referring address or other free text is ever stored beside a view.
    if (eventType === 'Itemview' && !isVisitSource(label)) {
      return fail(`${at}.label of an Itemview must be one of ${VISIT_SOURCES.join(', ')}`, `${at}.label`);
    }
    cleanLabel = label;
  }
  return { ok: true, value: { eventType: eventType as EventType, url, timestamp: ts, itemType, itemId, label: cleanLabel } };
}

/** The whole request body: `{ data: { events: [...], session } }`. */
export function parseBatch(body: unknown, now = Date.now()): Result<CleanBatch> {
  if (!isPlainObject(body) || !isPlainObject(body.data)) return fail('Body must be { data: { events: [...], session } }');
  const { data } = body;
  for (const key of Object.keys(data))
    if (key !== 'events' && key !== 'session') return fail(`data has an unknown field: ${key.slice(0, 40)}`, `data.${key.slice(0, 40)}`);
  const session = parseSession(data.session);
  if (session.ok === false) return session as Failure;
  if (!Array.isArray(data.events)) return fail('data.events must be an array', 'events');
  if (data.events.length === 0) return fail('data.events must not be empty', 'events');
  if (data.events.length > MAX_EVENTS_PER_BATCH) return fail(`data.events may hold at most ${MAX_EVENTS_PER_BATCH} events`, 'events');
  const events: CleanEvent[] = [];
  for (let i = 0; i < data.events.length; i++) {
    const parsed = parseEvent(data.events[i], i, now);
    if (parsed.ok === false) return parsed as Failure;
    events.push((parsed as { value: CleanEvent }).value);
  }
  return { ok: true, value: { sessionId: (session as { value: string }).value, events } };
}
