import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What the site and the CMS agree on for an operator's view of them (issue 38, decision 051): the
 * request id both log, the health answer's shape and its signature, and the log line. Server-only
 * (node:crypto): the site imports it as `@vacaturesite/shared/operations` from server code alone.
 */

/** The header with which a proxy (nginx's `$request_id`) names a request to the site, and anyone to the CMS. */
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * The header with which the site names its request to the CMS: W3C Trace Context, its trace id the
 * request id. Not `x-request-id`: Next's data cache keys a fetch by its headers except `traceparent`
 * and `tracestate`, so any other per-request header would make every cached CMS read a miss.
 */
export const TRACEPARENT_HEADER = 'traceparent';

const HEX_32 = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/**
 * A request id is 32 hex digits, so it is a valid trace id too. An incoming one is kept only in that
 * shape or as a UUID (its dashes dropped); anything else (quotes, line breaks, 2 kB, an e-mail address)
 * could forge or break log lines, so a fresh id is made instead.
 */
export function acceptableRequestId(value: unknown): string | null {
  const given = Array.isArray(value) ? value[0] : value;
  if (typeof given !== 'string') return null;
  const id = given.toLowerCase();
  const hex = UUID.test(id) ? id.replace(/-/g, '') : id;
  // All zeros is W3C's invalid trace id.
  return HEX_32.test(hex) && /[1-9a-f]/.test(hex) ? hex : null;
}

export const newRequestId = (): string => randomBytes(16).toString('hex');

/** The site's request id as the trace id of a `traceparent` for its call to the CMS (version 00, not sampled). */
export const traceparentFor = (requestId: string): string => `00-${requestId}-${randomBytes(8).toString('hex')}-00`;

/** The request id in a `traceparent`, when it is one of ours in shape. */
export function requestIdOfTraceparent(value: unknown): string | null {
  const match = typeof value === 'string' ? TRACEPARENT.exec(value) : null;
  return match ? acceptableRequestId(match[1]) : null;
}

/** `down` makes the site unusable (503 to load balancers); `degraded` is a part to look at while the site works. */
export type HealthStatus = 'ok' | 'degraded' | 'down';
const RANK: Record<HealthStatus, number> = { ok: 0, degraded: 1, down: 2 };

export function worstStatus(statuses: Iterable<HealthStatus>): HealthStatus {
  let worst: HealthStatus = 'ok';
  for (const status of statuses) if (RANK[status] > RANK[worst]) worst = status;
  return worst;
}

/** One part's verdict; the other fields are numbers an operator reads (ms, counts, ages in seconds). */
export type HealthCheck = { status: HealthStatus; error?: string } & Record<string, number | string | boolean | undefined>;

/** The answer of the CMS's `GET /api/operations/health` and, with `cms` added, of the site's `GET /api/health`. */
export type HealthReport = { status: HealthStatus; checkedAt: string; checks: Record<string, HealthCheck> };

/** A report of these checks, its status the worst of theirs. */
export function healthReport(checks: Record<string, HealthCheck>, now = new Date()): HealthReport {
  return { status: worstStatus(Object.values(checks).map((check) => check.status)), checkedAt: now.toISOString(), checks };
}

/** The header with which the site proves to the CMS that it asks for the health report (decision 051). */
export const OPERATIONS_SIGNATURE_HEADER = 'x-operations-signature';
/** A signature is good this long either side of its time: clocks of two machines differ a little. */
const SIGNATURE_WINDOW_S = 60;

const operationsMac = (secret: string, seconds: number) => createHmac('sha256', secret).update(`operations:${seconds}`).digest('base64url');

/** `<unix seconds>.<HMAC-SHA256 under SITE_CMS_SECRET>`: a copied header is of no use a minute later. */
export function signOperationsRequest(secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `${seconds}.${operationsMac(secret, seconds)}`;
}

export function verifyOperationsSignature(header: unknown, secret: string, now = Date.now()): boolean {
  if (!secret || typeof header !== 'string') return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(header);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(now / 1000 - seconds) > SIGNATURE_WINDOW_S) return false;
  const expected = Buffer.from(operationsMac(secret, seconds));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A visitor's address in a log line: a keyed hash, so one visitor's requests can be followed across the
 * site and the CMS (both hold SITE_CMS_SECRET) while the address itself is not in the log. Its own
 * domain ("log:"), so it is never the client-address signature the CMS checks. None without a secret:
 * an unkeyed hash of an IPv4 address is undone by trying all 2³² of them.
 */
export function hashClientAddress(address: string | null | undefined, secret: string | null | undefined): string | undefined {
  if (!address || !secret) return undefined;
  return createHmac('sha256', secret).update(`log:${address}`).digest('hex').slice(0, 16);
}

/** What a request's log line holds: no query string, no body, no header values, no address. */
export type RequestLogFields = {
  app: 'site' | 'cms';
  requestId: string;
  method: string;
  /** The route pattern (`/api/jobs/vacancies/[id]`, `/api/vacancy-search`), never the address with its ids. */
  route: string;
  /** The request's address; its query string is dropped here. */
  url: string;
  status: number;
  ms: number;
  client?: string;
  /** The site: Next's `x-nextjs-cache` (HIT, MISS, STALE). */
  cache?: string;
};

export const pathWithoutQuery = (url: string): string => {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
};

/**
 * Paths whose segment after the prefix is a secret (issue 48, decision 051): an invitation's token, on the
 * site's link and on the CMS's routes. Every other link that carries a secret (reset, confirmation,
 * activation, unsubscribe) carries it in the query string, which no log line holds. deploy/nginx keeps
 * the same list for its access log.
 */
const SECRET_PATH_PREFIXES = ['/uitnodiging/', '/api/organisation-invites/'];
export const HIDDEN_PATH_SEGMENT = '[token]';

/** The path as a log line may hold it: no query string, and a secret segment replaced by `[token]`. */
export function loggablePath(url: string): string {
  const path = pathWithoutQuery(url);
  const prefix = SECRET_PATH_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf('/');
  return `${prefix}${HIDDEN_PATH_SEGMENT}${slash === -1 ? '' : rest.slice(slash)}`;
}

/** One JSON line per request, the same fields on the site and the CMS, so one request can be followed across both. */
export function requestLogLine(fields: RequestLogFields, now = new Date()): string {
  const line = {
    time: now.toISOString(),
    level: fields.status >= 500 ? 'error' : 'info',
    msg: 'request',
    app: fields.app,
    requestId: fields.requestId,
    method: fields.method,
    route: fields.route,
    path: loggablePath(fields.url).slice(0, 300),
    status: fields.status,
    ms: Math.round(fields.ms * 10) / 10,
    ...(fields.client ? { client: fields.client } : {}),
    ...(fields.cache ? { cache: fields.cache } : {}),
  };
  return JSON.stringify(line);
}

/** An HTTP status as a metric label: the code itself (a bounded set), anything odd as `other`. */
export const statusLabel = (status: number): string =>
  Number.isInteger(status) && status >= 100 && status < 600 ? String(status) : 'other';

/** Request latency buckets in seconds, the same on both processes so their histograms compare. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
