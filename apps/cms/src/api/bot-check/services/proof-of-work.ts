import { createHmac } from 'node:crypto';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sharedRedis } from '../../../lib/redis';
import { wholeNumberSetting } from '@vacaturesite/shared';

/**
 * Bot protection without third parties (spec §7, docs/decisions/016): a proof-of-work challenge
 * (ALTCHA, deterministic mode) the visitor's browser solves in the background. A form post to a
 * protected route carries the solution in the `X-Bot-Check` header; it counts once and expires.
 *
 * The work is PBKDF2 rounds: the browser tries counters 0, 1, 2, … until one derives the signed key
 * prefix, about `counter` tries of ALGORITHM_COST rounds each (≈1 s on a phone for the default),
 * while checking it costs the server one derivation.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const ALGORITHM_COST = 1000;
/** Upper end of the tries a solution needs; BOT_CHECK_MAX_TRIES lowers it where a test must be quick. */
const DEFAULT_MAX_TRIES = 4000;
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** Used challenges are remembered until they expire; this caps the memory for it (≈ 100 bytes each). */
const MAX_REMEMBERED = 200_000;

export type BotCheckResult = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'used' };

function maxTries(): number {
  return wholeNumberSetting(process.env.BOT_CHECK_MAX_TRIES, DEFAULT_MAX_TRIES, 2);
}

/**
 * Two HMAC secrets (challenge and derived key) from the CMS's own generated APP_KEYS, so an install
 * needs no new secret and every CMS instance of one site agrees on them.
 */
function secrets(): { challenge: string; key: string } {
  const master = String(process.env.APP_KEYS ?? '').split(',')[0];
  if (!master) throw new Error('APP_KEYS is not set: the bot check cannot sign challenges');
  const derive = (label: string) => createHmac('sha256', master).update(`bot-check:${label}`).digest('hex');
  return { challenge: derive('challenge'), key: derive('key') };
}

// Used challenge ids (their nonce): in Redis with REDIS_URL, so a solution spent on one CMS instance is
// spent on all (decision 038); in this process's memory without it, or while Redis cannot be reached.
const used = new CappedMap<string, number>({ maxSize: MAX_REMEMBERED });

/** True the first time a nonce is spent, on any instance; the key lives as long as the challenge could. */
async function spend(nonce: string): Promise<boolean> {
  const redis = sharedRedis();
  if (redis?.isReady) {
    try {
      const set = await redis.set(`botcheck:used:${nonce}`, '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: CHALLENGE_LIFETIME_MS },
      });
      return set !== null;
    } catch {
      // Redis went away between the check and the command: this process's memory decides.
    }
  }
  return used.setIfAbsent(nonce, Date.now());
}

export async function newChallenge(now = Date.now()): Promise<Challenge> {
  const { challenge, key } = secrets();
  const top = maxTries();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ALGORITHM_COST,
    counter: randomInt(Math.floor(top / 2), top),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  });
}

type Payload = { challenge?: Challenge; solution?: Solution };

function parse(header: string): Payload | null {
  if (!header || header.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
    return value && typeof value === 'object' && value.challenge?.parameters && value.solution ? value : null;
  } catch {
    return null;
  }
}

/** Checks a solution (the `X-Bot-Check` header: base64 JSON `{ challenge, solution }`) and spends it. */
export async function checkSolution(header: string | undefined): Promise<BotCheckResult> {
  if (!header) return { ok: false, reason: 'missing' };
  const payload = parse(header);
  if (!payload) return { ok: false, reason: 'invalid' };
  const { challenge, key } = secrets();
  let verified: Awaited<ReturnType<typeof verifySolution>>;
  try {
    verified = await verifySolution({
      challenge: payload.challenge!,
      solution: payload.solution!,
      deriveKey,
      hmacSignatureSecret: challenge,
      hmacKeySignatureSecret: key,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (verified.expired) return { ok: false, reason: 'expired' };
  if (!verified.verified) return { ok: false, reason: 'invalid' };
  // Only a verified solution gets here, so nobody can fill the memory with made-up ids.
  if (!(await spend(payload.challenge!.parameters.nonce))) return { ok: false, reason: 'used' };
  return { ok: true };
}

export default () => ({ newChallenge, checkSolution });
