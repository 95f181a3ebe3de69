import type { Core } from '@strapi/strapi';
import webpush from 'web-push';
import { parseMailbox } from '../mail';

/**
 * The VAPID key pair that signs every push message (decision 009). Generated once, on the first
 * start, and kept in Strapi's own store in the database, so it survives restarts and moves with a
 * backup of the database: a new pair would silently orphan every browser's subscription. Operators
 * who prefer to manage it themselves set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 */

export type VapidKeys = { publicKey: string; privateKey: string };

const store = (strapi: Core.Strapi) => strapi.store({ type: 'api', name: 'push' });

export function keysFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  return publicKey && privateKey ? { publicKey, privateKey } : null;
}

let cached: VapidKeys | null = null;

export async function ensureVapidKeys(strapi: Core.Strapi): Promise<VapidKeys> {
  const fromEnv = keysFromEnv();
  if (fromEnv) return (cached = fromEnv);
  const stored = (await store(strapi).get({ key: 'vapid' })) as VapidKeys | null;
  if (stored?.publicKey && stored?.privateKey) return (cached = stored);
  const generated = webpush.generateVAPIDKeys();
  await store(strapi).set({ key: 'vapid', value: generated });
  strapi.log.info('Web Push: generated a new VAPID key pair (kept in the database).');
  return (cached = generated);
}

export async function vapidKeys(strapi: Core.Strapi): Promise<VapidKeys> {
  return cached ?? ensureVapidKeys(strapi);
}

/** Who the push services may contact about our messages: VAPID_SUBJECT, else the mail sender. */
export function vapidSubject(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const from = parseMailbox(String(strapi.config.get('plugin::email.settings.defaultFrom', '')));
  return `mailto:${from.email || 'noreply@vacaturesite.local'}`;
}
