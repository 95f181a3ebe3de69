import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_LIFETIME_MS, checkSolution, newChallenge } from './proof-of-work';

const solve = async (now = Date.now()) => {
  const challenge = await newChallenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

beforeEach(() => {
  vi.stubEnv('APP_KEYS', 'eerste-sleutel,tweede-sleutel');
  vi.stubEnv('BOT_CHECK_MAX_TRIES', '20');
});
afterEach(() => vi.unstubAllEnvs());

describe('proof-of-work bot check', () => {
  it('accepts a solved challenge once', async () => {
    const header = await solve();
    expect(await checkSolution(header)).toEqual({ ok: true });
    expect(await checkSolution(header)).toEqual({ ok: false, reason: 'used' });
  });

  it('refuses an expired challenge, even solved', async () => {
    const header = await solve(Date.now() - CHALLENGE_LIFETIME_MS - 1000);
    expect(await checkSolution(header)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a challenge signed with other keys (another site, or keys changed)', async () => {
    const header = await solve();
    vi.stubEnv('APP_KEYS', 'andere-sleutel');
    expect(await checkSolution(header)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong solution, a missing one and junk without throwing', async () => {
    const challenge = await newChallenge();
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } })).toString('base64');
    expect(await checkSolution(wrong)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkSolution(undefined)).toEqual({ ok: false, reason: 'missing' });
    for (const junk of ['', '{', 'bnVsbA==', Buffer.from('[]').toString('base64'), 'x'.repeat(10_000)]) {
      expect((await checkSolution(junk)).ok).toBe(false);
    }
  });

  it('asks for BOT_CHECK_MAX_TRIES tries at most', async () => {
    vi.stubEnv('BOT_CHECK_MAX_TRIES', '8');
    for (let i = 0; i < 5; i += 1) {
      const challenge = await newChallenge();
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution!.counter).toBeLessThanOrEqual(8);
      expect(solution!.counter).toBeGreaterThanOrEqual(4);
    }
  });
});
