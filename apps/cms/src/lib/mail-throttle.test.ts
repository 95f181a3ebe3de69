import { describe, expect, it } from 'vitest';
import { createMailThrottle } from './mail-throttle';

describe('createMailThrottle', () => {
  it('allows one mail per address per window, whatever its case', () => {
    const throttle = createMailThrottle(1000);
    expect(throttle.allow('Anna@Example.test', 0)).toBe(true);
    expect(throttle.allow('anna@example.test', 999)).toBe(false);
    expect(throttle.allow('bram@example.test', 999)).toBe(true);
    expect(throttle.allow('anna@example.test', 1000)).toBe(true);
  });

  it('stays bounded: the oldest addresses are forgotten first', () => {
    const throttle = createMailThrottle(60_000, 3);
    for (const name of ['a', 'b', 'c', 'd']) expect(throttle.allow(name, 0)).toBe(true);
    expect(throttle.allow('a', 1)).toBe(true);
    expect(throttle.allow('d', 1)).toBe(false);
  });
});
