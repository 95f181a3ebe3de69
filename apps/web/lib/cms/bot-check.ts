import { cmsFetch } from './client';

/** A fresh proof-of-work challenge from the CMS (api/bot-check there); never cached, each counts once. */
export function cmsBotCheckChallenge(): Promise<unknown> {
  return cmsFetch<unknown>('/bot-check/challenge', { cache: 'no-store' });
}
