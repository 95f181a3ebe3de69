import { createHmac } from 'node:crypto';
import { inject } from 'vitest';
import { visitorAddress } from './browser';

/**
 * Headers that make the CMS count a direct call as coming from `address`, signed as the site signs its
 * visitors' addresses (SITE_CMS_SECRET, apps/cms/src/middlewares/client-address.ts). Without them every
 * direct call of the suite comes from 127.0.0.1 and shares one budget of each per-address limit.
 */
export function signedAddress(address = visitorAddress()): Record<string, string> {
  const { siteCmsSecret } = inject('stack');
  return {
    'x-forwarded-for': address,
    'x-client-address-signature': createHmac('sha256', siteCmsSecret).update(address).digest('base64url'),
  };
}
