import { describe, expect, it } from 'vitest';
import bodyDepth, { MAX_BODY_DEPTH, nestedDeeperThan } from './body-depth';

const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

describe('nestedDeeperThan', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(undefined, 0)).toBe(false);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(nestedDeeperThan(nested(100_000), MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
  });
});

describe('body-depth middleware', () => {
  it('refuses a deep body with a 400 validation error before the handler runs', async () => {
    let handled = false;
    const next = async () => {
      handled = true;
    };
    await expect(bodyDepth()({ request: { body: nested(5000) } }, next)).rejects.toMatchObject({ name: 'ValidationError' });
    expect(handled).toBe(false);
    await bodyDepth()({ request: { body: { identifier: 'a@b.nl', password: 'x' } } }, next);
    expect(handled).toBe(true);
  });
});
