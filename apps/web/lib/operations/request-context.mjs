/**
 * Which visitor request the code is working for, so every CMS call can name it (decision 051): server.mjs
 * runs each request inside `runWithRequestId`, and lib/cms adds `cmsRequestHeaders()` to its fetches.
 * The store lives on globalThis: server.mjs loads this file as it is, Next's server bundles load their
 * own copy, and both must see the one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { acceptableRequestId, newRequestId, TRACEPARENT_HEADER, traceparentFor, REQUEST_ID_HEADER } from '@vacaturesite/shared/operations';

const KEY = Symbol.for('vacaturesite.request-context');
/** @type {AsyncLocalStorage<{ requestId: string }>} */
const store = (globalThis[KEY] ??= new AsyncLocalStorage());

/**
 * The id of an incoming request: a trusted proxy's `X-Request-Id` (nginx's `$request_id`) in the strict
 * shape, so its log and ours share it; from anyone else a fresh one, or a visitor could choose it.
 */
export function requestIdOf(req, trust) {
  const peer = req.socket?.remoteAddress;
  const given = peer && trust(peer, 0) ? acceptableRequestId(req.headers[REQUEST_ID_HEADER]) : null;
  return given ?? newRequestId();
}

export const runWithRequestId = (requestId, work) => store.run({ requestId }, work);

export const currentRequestId = () => store.getStore()?.requestId ?? null;

/**
 * The header that carries the current request's id to the CMS; none outside a request (build, timers).
 * @returns {Record<string, string>}
 */
export function cmsRequestHeaders() {
  const requestId = currentRequestId();
  return requestId ? { [TRACEPARENT_HEADER]: traceparentFor(requestId) } : {};
}
