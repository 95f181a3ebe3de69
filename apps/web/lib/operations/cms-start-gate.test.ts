import { describe, expect, it } from 'vitest';
import { cmsStartGate } from './cms-start-gate.mjs';

describe('cmsStartGate', () => {
  it('holds pages until the CMS answers once, asking at most once a second, then never again', async () => {
    let clock = 0;
    const answers = [false, false, true];
    let asked = 0;
    const gate = cmsStartGate(async () => answers[asked++] ?? true, { now: () => clock });
    expect(await gate.holds('/jobs')).toBe(true);
    expect(await gate.holds('/')).toBe(true); // within the second: not asked again
    expect(asked).toBe(1);
    clock = 1000;
    expect(await gate.holds('/')).toBe(true);
    clock = 2000;
    expect(await gate.holds('/')).toBe(false);
    clock = 99_000;
    expect(await gate.holds('/nieuws')).toBe(false);
    expect(asked).toBe(3);
  });

  it('lets route handlers and static files through at once, and counts a failing probe as not answered', async () => {
    const gate = cmsStartGate(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:1337');
    });
    expect(await gate.holds('/api/health')).toBe(false);
    expect(await gate.holds('/_next/static/chunks/main.js')).toBe(false);
    expect(await gate.holds('/jobs')).toBe(true);
  });
});
