import { createHmac } from 'node:crypto';

/** Header the CMS checks (apps/cms/src/middlewares/client-address.ts) before it believes our X-Forwarded-For. */
export const CLIENT_ADDRESS_SIGNATURE = 'x-client-address-signature';

/**
 * The visitor's address for the CMS's rate limiters. The CMS trusts `X-Forwarded-For` only when it
 * comes with an HMAC of that address under SITE_CMS_SECRET, which only this site knows: a client that
 * calls the CMS directly cannot pick its own address. An HMAC rather than the secret itself, so a
 * logged request does not give the secret away.
 */
export function clientAddressHeaders(ip: string | null | undefined, secret = process.env.SITE_CMS_SECRET): Record<string, string> {
  if (!ip) return {};
  if (!secret) return { 'x-forwarded-for': ip };
  return { 'x-forwarded-for': ip, [CLIENT_ADDRESS_SIGNATURE]: signClientAddress(ip, secret) };
}

export function signClientAddress(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(ip).digest('base64url');
}
