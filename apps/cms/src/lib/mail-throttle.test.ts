import { describe, expect, it } from 'vitest';
import { createMailThrottle } from './mail-throttle';

describe('createMailThrottle', () => {
  it('allows one mail per address per window, whatever its case', async () => {
    const throttle = createMailThrottle('test-case', 1000);
    expect(await throttle.allow('Anna@Example.test')).toBe(true);
    expect(await throttle.allow('anna@example.test ')).toBe(false);
    expect(await throttle.allow('bram@example.test')).toBe(true);
  });

  it('counts each kind of mail on its own, and allows again after the window', async () => {
    const reset = createMailThrottle('test-reset', 1000);
    const confirm = createMailThrottle('test-confirm', 1000);
    expect(await reset.allow('anna@example.test')).toBe(true);
    expect(await confirm.allow('anna@example.test')).toBe(true);
    expect(await reset.allow('anna@example.test')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await reset.allow('anna@example.test')).toBe(true);
  });
});
