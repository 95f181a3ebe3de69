import { cmsFetch } from './client';

/**
 * A fresh proof-of-work challenge from the CMS (api/bot-check there); never cached, each counts once.
 * Asked with the visitor's address (signed by cmsFetch): the CMS limits challenges per address, and
 * without it every visitor would share the site's one budget.
 */
export function cmsBotCheckChallenge(ip: string | null): Promise<unknown> {
  return cmsFetch<unknown>('/bot-check/challenge', { cache: 'no-store', headers: ip ? { 'x-forwarded-for': ip } : {} });
}
