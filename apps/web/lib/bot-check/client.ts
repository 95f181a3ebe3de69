/**
 * The browser half of the bot check (docs/decisions/016): fetch a challenge, solve it in the
 * background with WebCrypto (PBKDF2 runs off the main thread), hand the solution to one form post.
 * Nothing to see or click: no puzzle, no third party, no cookie.
 */
import type { Challenge } from 'altcha-lib';

/** Challenges live 10 minutes on the CMS; a prepared solution older than this is solved again. */
const MAX_AGE_MS = 8 * 60 * 1000;
const SOLVE_TIMEOUT_MS = 60_000;

type Prepared = { startedAt: number; solution: Promise<string | null> };
let prepared: Prepared | null = null;

async function solveFresh(): Promise<string | null> {
  try {
    const response = await fetch('/api/bot-check', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const challenge = (await response.json()) as Challenge;
    // Loaded with the first challenge, not with every page: every page's header (logout) and every
    // form import this module, and the solver is most of its weight (first-load JavaScript, issue 14).
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    // Offline or a browser without WebCrypto: the post goes without one and the CMS explains in Dutch.
    return null;
  }
}

/** Starts solving before the visitor submits (a form calls it on its first focus). */
export function prepareBotCheck(): void {
  if (prepared && Date.now() - prepared.startedAt < MAX_AGE_MS) return;
  prepared = { startedAt: Date.now(), solution: solveFresh() };
}

/** A solution for one post (each counts once), and the next one already under way. */
export async function takeBotCheck(): Promise<string | null> {
  prepareBotCheck();
  const current = prepared!;
  prepared = null;
  const solution = await current.solution;
  prepareBotCheck();
  return solution;
}
