import { isIP } from 'node:net';

/**
 * The visitor's address, to pass on to the CMS (signed, lib/cms/client-address.ts): every visitor
 * reaches the CMS through this one server, so without it the CMS's rate limiters would count them all
 * as one.
 *
 * apps/web/server.mjs has already resolved it: it replaces `X-Forwarded-For` with the one address it
 * trusts (the socket's, or what TRUSTED_PROXIES forwarded). Anything else (several entries, a name)
 * did not come through that server and is not used.
 */
export function visitorIp(headers: Headers): string | null {
  const address = (headers.get('x-forwarded-for') ?? '').trim().replace(/^\[(.*)\]$/, '$1');
  return isIP(address) ? address : null;
}
