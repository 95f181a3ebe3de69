import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Who the client is, for every rate limiter (users-permissions' and the admin's koa2-ratelimit key on
 * ctx.request.ip, so does api/statistics). Koa's own proxy trust would take the last X-Forwarded-For
 * entry from anyone, so a client calling the CMS directly could pick a new address per request and
 * never reach a limit (issue 15). Here the forwarded address counts only from:
 * - the site: it signs the visitor's address with SITE_CMS_SECRET (apps/web/lib/cms/client-address.ts);
 * - a proxy in TRUSTED_PROXIES (same meaning as on the site).
 * Anyone else is their socket address, and their X-Forwarded-* headers are dropped so nothing later
 * (koa's ips, protocol, host) reads them.
 */
export const SIGNATURE_HEADER = 'x-client-address-signature';
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', SIGNATURE_HEADER];

export type ClientAddressConfig = { secret?: string; trustedProxies?: string };
type Trust = (address: string, hop: number) => boolean;

export function compileTrust(value = ''): Trust {
  return proxyaddr.compile(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The address the site signed: the first X-Forwarded-For entry (proxies between site and CMS append theirs after it). */
function signedAddress(req: IncomingMessage, secret: string): string | null {
  const signature = header(req, SIGNATURE_HEADER);
  const address = header(req, 'x-forwarded-for').split(',')[0].trim();
  if (!secret || !signature || !address) return null;
  const expected = createHmac('sha256', secret).update(address).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** The client's address; strips the forwarded headers of a peer we do not trust. */
export function resolveClientAddress(req: IncomingMessage, secret: string, trust: Trust): string {
  const socketAddress = req.socket?.remoteAddress ?? '';
  const signed = signedAddress(req, secret);
  if (signed) return signed;
  if (socketAddress && trust(socketAddress, 0)) return proxyaddr(req, trust);
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  return socketAddress;
}

export default (config: ClientAddressConfig) => {
  const secret = config.secret ?? '';
  const trust = compileTrust(config.trustedProxies);
  return async function clientAddress(ctx: { req: IncomingMessage; request: { ip: string } }, next: () => Promise<unknown>) {
    ctx.request.ip = resolveClientAddress(ctx.req, secret, trust);
    return next();
  };
};
