import type { Context } from 'koa';
import { newChallenge } from '../services/proof-of-work';

export default {
  /** GET /api/bot-check/challenge: a fresh challenge, never cached (each counts once). */
  async challenge(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await newChallenge();
  },
};
