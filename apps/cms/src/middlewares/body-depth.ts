import { errors } from '@strapi/utils';

/**
 * Refuses request bodies nested deeper than any form or API call of ours needs (issue 15): JSON.parse
 * takes thousands of levels, but the recursive code after it (validation, sanitising, rate-limit keys)
 * overflowed the stack and answered 500. Runs right after strapi::body, so no handler sees such a body;
 * the walk itself keeps its own stack instead of recursing.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` has objects or arrays nested more than `max` levels deep. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

type Ctx = { request: { body?: unknown } };

export default () =>
  async function bodyDepth(ctx: Ctx, next: () => Promise<unknown>) {
    if (nestedDeeperThan(ctx.request.body, MAX_BODY_DEPTH)) {
      throw new errors.ValidationError(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
    }
    return next();
  };
