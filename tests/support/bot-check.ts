import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { inject } from 'vitest';
import { signedAddress } from './client-address';

/**
 * The bot check (docs/decisions/016) the way a browser passes it: a challenge from the CMS, solved
 * with altcha-lib, as the `X-Bot-Check` header. The suite's CMS asks for little work
 * (BOT_CHECK_MAX_TRIES in global-setup), so solving takes milliseconds.
 */
export const BOT_CHECK_HEADER = 'x-bot-check';

/** Mirrors the product's lists: the site's BOT_CHECKED_ROUTES and the CMS routes behind them. */
const SITE_ROUTES = new Set([
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/nieuwsbrief',
  '/api/job-alerts',
  '/api/jobs/applications',
  '/api/jobs/vacancies',
  '/api/registrations',
]);
const CMS_ROUTES = new Set([
  '/auth/local/register',
  '/auth/forgot-password',
  '/newsletter/subscribe',
  '/job-alerts',
  '/my-jobs/applications',
  '/my-jobs/vacancies',
  '/registrations',
]);

/**
 * A fresh solution for one post. Each challenge is asked as a visitor of its own: the CMS limits
 * challenges per address (BOT_CHECK_CHALLENGE_RATE_MAX), and a file that registers many accounts in a
 * minute would otherwise run 127.0.0.1 into it.
 */
export async function solvedBotCheck(): Promise<string> {
  const { cmsUrl } = inject('stack');
  const response = await fetch(`${cmsUrl}/api/bot-check/challenge`, { headers: signedAddress() });
  if (!response.ok) throw new Error(`bot-check challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot-check challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `{ 'x-bot-check': … }` when a POST to `path` (site `/api/…` or CMS path without `/api`) needs one, else `{}`. */
export async function botCheckHeaders(method: string, path: string, { site }: { site: boolean }): Promise<Record<string, string>> {
  if (method.toUpperCase() !== 'POST') return {};
  const pathname = new URL(path, 'http://x').pathname;
  const needed = site ? SITE_ROUTES.has(pathname) : CMS_ROUTES.has(pathname.replace(/^\/api(?=\/)/, ''));
  return needed ? { [BOT_CHECK_HEADER]: await solvedBotCheck() } : {};
}
