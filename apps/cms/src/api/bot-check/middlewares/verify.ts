import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { checkSolution } from '../services/proof-of-work';
import { BOT_CHECK_HEADER } from '@vacaturesite/shared';
import { botCheckFailures } from '../../../lib/metrics';

/**
 * Route middleware for the forms bots love (register, forgot password, newsletter, job alert, apply,
 * post a vacancy, event registration): no valid, unused solution → 403 `bot-check-failed`, before
 * the handler reads anything else.
 */
export default () => async (ctx: Context, next: Next) => {
  const result = await checkSolution(ctx.get(BOT_CHECK_HEADER) || undefined);
  // A PolicyError: Strapi's authorize step turns any other 403 thrown after it into a bare "Forbidden".
  if (result.ok === false) {
    botCheckFailures.inc({ reason: result.reason });
    throw new errors.PolicyError('bot-check-failed', { reason: result.reason });
  }
  await next();
};
