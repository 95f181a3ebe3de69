import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, siteApi, uniqueEmail } from '../support/accounts';
import { botCheckHeaders } from '../support/bot-check';
import { visitorAddress } from '../support/browser';

/**
 * Issue 15, medium 6: response times must not tell whether an address has an account. Each case
 * times a known and an unknown address in turns (so load from elsewhere hits both alike) and
 * compares the medians, directly on the CMS and through the site. Before the fix the gaps were
 * 59 ms (login) and 157 ms (forgot password, mail sent inside the request); register's 10–25 ms
 * (a taken address writes nothing) is closed by a fixed answer time, checked to a tighter tolerance.
 */

const { cmsUrl, siteCmsSecret } = inject('stack');
const TRIES = 7;

let known: string;

beforeAll(async () => {
  known = (await createConfirmedAccount('timing')).email;
}, 60_000);

/** A visitor address of its own, signed the way the site signs it, so the CMS's rate limits count per try. */
function visitorHeaders(): Record<string, string> {
  const address = visitorAddress();
  return {
    'x-forwarded-for': address,
    'x-client-address-signature': createHmac('sha256', siteCmsSecret).update(address).digest('base64url'),
  };
}

type Call = (email: string, isKnown: boolean) => Promise<void>;
/** Work done before the clock starts (a solved bot check, a signed address), then the timed call. */
type Timed = () => Promise<Call>;

/** A POST straight to the CMS as the site would send it, with the expected status checked. */
const cmsPost =
  (path: string, body: (email: string) => unknown, status: (isKnown: boolean) => number): Timed =>
  async () => {
    const headers = { 'content-type': 'application/json', ...visitorHeaders(), ...(await botCheckHeaders('POST', path, { site: false })) };
    return async (email, isKnown) => {
      const response = await fetch(`${cmsUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body(email)) });
      await response.arrayBuffer();
      expect(response.status).toBe(status(isKnown));
    };
  };

/** A POST to the site's own route, like its forms send it. */
const sitePost =
  (path: string, body: (email: string) => unknown, status: number): Timed =>
  async () => {
    const [check] = Object.values(await botCheckHeaders('POST', path, { site: true }));
    return async (email) => expect((await siteApi(path, { body: body(email), botCheck: check ?? null })).status).toBe(status);
  };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median duration for a known and an unknown address, measured in turns after one warm-up call, and the median
 * of each turn's difference: a pair is measured within a second, so a busy moment of the machine (the other e2e
 * pass runs beside this one, decision 060) slows both of it, where it could move one median alone (issue 47:
 * a 20 ms gap between medians under load, 1 ms on the CMS directly in the same run).
 */
async function medians(timed: Timed, tries = TRIES): Promise<{ known: number; unknown: number; pairedGap: number }> {
  await (
    await timed()
  )(uniqueEmail('opwarmen'), false);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < tries; i += 1) {
    for (const isKnown of i % 2 ? [true, false] : [false, true]) {
      const call = await timed();
      const started = performance.now();
      await call(isKnown ? known : uniqueEmail('onbekend'), isKnown);
      times[isKnown ? 'known' : 'unknown'].push(performance.now() - started);
    }
  }
  const pairedGap = Math.abs(median(times.known.map((ms, i) => ms - times.unknown[i])));
  return { known: median(times.known), unknown: median(times.unknown), pairedGap };
}

/** The gap may be noise (a few ms, or a sliver of the slower answer on a busy machine), never a signal. */
function expectSameTime(
  label: string,
  result: { known: number; unknown: number; pairedGap: number },
  tolerance = Math.max(20, 0.15 * Math.max(result.known, result.unknown)),
) {
  const gap = result.pairedGap;
  console.log(
    `${label}: known ${result.known.toFixed(0)} ms, unknown ${result.unknown.toFixed(0)} ms, gap per pair ${gap.toFixed(0)} ms, between medians ${Math.abs(result.known - result.unknown).toFixed(0)} ms (tolerance ${tolerance.toFixed(0)} ms)`,
  );
  expect(gap, `${label}: known ${result.known.toFixed(0)} ms vs unknown ${result.unknown.toFixed(0)} ms`).toBeLessThan(tolerance);
}

describe('account existence does not show in response times', () => {
  const wrongPassword = 'Fout-wachtwoord-9';

  it('login with a wrong password takes as long for a known address as for an unknown one', async () => {
    expectSameTime(
      'CMS login',
      await medians(
        cmsPost(
          '/auth/local',
          (email) => ({ identifier: email, password: wrongPassword }),
          () => 400,
        ),
      ),
    );
    expectSameTime('site login', await medians(sitePost('/api/auth/login', (email) => ({ email, password: wrongPassword }), 401)));
  });

  it('forgot password answers as fast for a known address: the mail goes out after the answer', async () => {
    expectSameTime(
      'CMS forgot password',
      await medians(
        cmsPost(
          '/auth/forgot-password',
          (email) => ({ email }),
          () => 200,
        ),
      ),
    );
    expectSameTime('site forgot password', await medians(sitePost('/api/auth/forgot-password', (email) => ({ email }), 200)));
  });

  it('register answers a taken address as late as a new one, directly on the CMS and through the site', async () => {
    const password = 'Geheim-wachtwoord-1';
    const register = (email: string) => ({ username: email, email, password });
    // Seven tries each: every answer takes 400 ms, and the test must stay within its time budget; five let one
    // busy moment of a shared machine decide the median (CI run of 2026-11-28: an 8 ms gap, tolerance 8).
    const cms = await medians(
      cmsPost('/auth/local/register', register, (isKnown) => (isKnown ? 400 : 200)),
      7,
    );
    // A fixed answer time leaves only scheduling noise; the old 10–25 ms gap must not fit in it.
    expectSameTime('CMS register', cms, 8);
    const viaSite = { firstName: 'Test', lastName: 'Tijd', password, passwordConfirmation: password };
    expectSameTime(
      'site register',
      await medians(
        sitePost('/api/auth/register', (email) => ({ ...viaSite, email }), 200),
        7,
      ),
      8,
    );
  });
});
