import type { Context } from 'koa';
import { consumeOrRefuse, createRateLimiter } from '../../../lib/rate-limits';
import { newChallenge } from '../services/proof-of-work';
import { wholeNumberSetting } from '@vacaturesite/shared';

/**
 * Challenges per client address (ctx.request.ip, the visitor's when the site asks on their behalf) in a
 * minute: a page asks for one when a form is first used and one after each post, so a visitor needs a
 * few; a client that collects challenges by the thousand to solve them elsewhere (issue 34) is stopped.
 */
const DEFAULT_CHALLENGES_PER_MINUTE = 30;

export default () => {
  const limiter = createRateLimiter({
    name: 'bot-check:challenge',
    points: wholeNumberSetting(process.env.BOT_CHECK_CHALLENGE_RATE_MAX, DEFAULT_CHALLENGES_PER_MINUTE),
    windowMs: 60_000,
  });
  return {
    /** GET /api/bot-check/challenge: a fresh challenge, never cached (each counts once); 429 past the address's limit. */
    async challenge(ctx: Context) {
      ctx.set('cache-control', 'no-store');
      await consumeOrRefuse(ctx, limiter, String(ctx.request.ip ?? ''), 'Too many bot-check challenges from this client; try again later');
      ctx.body = await newChallenge();
    },
  };
};
