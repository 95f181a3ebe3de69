import { apiPrefix, cmsBaseUrl, cmsVersion, type CmsVersion } from './config';
import { clientAddressHeaders } from './client-address';
import { CmsError, errorBodyMessage, fallbackErrorBody } from './errors';
import { stringifyQuery } from './query-string';
import { cmsRequestHeaders } from '../operations/request-context.mjs';
import { translateParams } from './version-query';

export type CmsFetchOptions = {
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
  token?: string | null;
  revalidate?: number | false;
  tags?: string[];
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `x-forwarded-for` so Strapi's rate limiter sees the visitor. */
  headers?: Record<string, string>;
  /**
   * 'manual' for calls whose success is a redirect (Strapi's e-mail confirmation): a 3xx answer then
   * counts as success and resolves to null instead of being followed.
   */
  redirect?: RequestRedirect;
  /** false for server routes outside the content API, such as `/_health`. Default true. */
  apiPrefix?: boolean;
};

// Next augments RequestInit with `next` only when its types are loaded; tests run without them.
type NextRequestInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

export function cmsUrl(path: string, params?: Record<string, unknown>, options: { apiPrefix?: boolean } = {}): string {
  const version = cmsVersion();
  const prefix = options.apiPrefix === false ? '' : apiPrefix(version);
  // Asked in Strapi 5 notation everywhere; said the way the configured major understands it.
  const query = params ? stringifyQuery(translateParams(params, version)) : '';
  const base = `${cmsBaseUrl()}${prefix}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

function requestInit(options: CmsFetchOptions): NextRequestInit {
  // A visitor's address goes out signed, or the CMS counts the call as the site's own (client-address.ts).
  const headers: Record<string, string> = {
    ...options.headers,
    ...clientAddressHeaders(options.headers?.['x-forwarded-for']),
    // The visitor request's id, as a traceparent, which Next's data cache leaves out of its keys (decision 051).
    ...cmsRequestHeaders(),
    accept: 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  const init: NextRequestInit = { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), headers };
  if (options.body instanceof FormData) {
    // Multipart (file uploads): fetch sets the content type with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  if (options.redirect) init.redirect = options.redirect;

  if (options.revalidate !== undefined || options.tags) {
    init.next = {};
    if (options.revalidate !== undefined) init.next.revalidate = options.revalidate;
    if (options.tags) init.next.tags = options.tags;
  }
  if (options.cache) init.cache = options.cache;
  // A visitor's answer must never land in the shared data cache unless the caller asked for it.
  else if (options.token && options.revalidate === undefined) init.cache = 'no-store';
  return init;
}

const NOT_JSON = Symbol('not json');

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function underlyingMessage(error: unknown): string {
  // undici reports every network failure as "fetch failed"; the cause says what actually happened.
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause;
  if (cause && typeof cause.message === 'string' && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function fallbackError(version: CmsVersion, status: number, message: string, cause?: unknown): CmsError {
  return new CmsError(status, fallbackErrorBody(version, message), message, { cause });
}

/**
 * The one way the site talks to the CMS. No retries: a failing CMS should surface at once rather
 * than multiply its load. Non-2xx answers throw a CmsError carrying the server's own error body.
 */
export async function cmsFetch<T = unknown>(path: string, options: CmsFetchOptions = {}): Promise<T> {
  const version = cmsVersion();
  const url = cmsUrl(path, options.params, { apiPrefix: options.apiPrefix });

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, requestInit(options));
    text = await response.text();
  } catch (error) {
    throw fallbackError(version, 500, underlyingMessage(error), error);
  }

  if (options.redirect === 'manual' && response.status >= 300 && response.status < 400) return null as T;
  const body = text.trim() === '' ? undefined : parseBody(text);
  if (!response.ok) {
    const statusText = response.statusText || `HTTP ${response.status}`;
    if (body === undefined || body === NOT_JSON) throw fallbackError(version, response.status, statusText);
    throw new CmsError(response.status, body, errorBodyMessage(body) ?? statusText);
  }
  if (body === undefined) return null as T;
  if (body === NOT_JSON) throw fallbackError(version, 500, `Unreadable answer from ${path}: not JSON`);
  return body as T;
}
