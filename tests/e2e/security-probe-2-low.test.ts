import { afterAll, describe, expect, inject, it } from 'vitest';
import { siteApi } from '../support/accounts';
import { solvedBotCheck } from '../support/bot-check';
import { PERSON_UA, visitorAddress } from '../support/browser';
import { signedAddress } from '../support/client-address';
import { runSql } from '../support/database';
import { waitForMail } from '../support/mail';

/**
 * Issue 34, the second security probe's low findings, each answered where the CMS (or the site) answers:
 * - the analytics limit was keyed on address + user agent: a new user agent per batch gave a fresh budget;
 * - a guest alert's search words (a stranger's text, URLs included) went into its confirmation mail;
 * - /uploads/ with a %-escape that is not UTF-8 answered 500;
 * - bot-check challenges had no limit at all.
 * Every test is a visitor of its own address (support/client-address.ts signs it for direct calls to
 * the CMS, as the site signs its visitors'), so the budgets it spends are its own.
 */
const { webUrl, cmsUrl, mailApi } = inject('stack');
const run = Date.now().toString(36);

/** The CMS's defaults, which the suite keeps (ANALYTICS_ADDRESS_EVENTS_MAX, MAX_EVENTS_PER_BATCH). */
const ADDRESS_EVENTS_MAX = 6000;
const EVENTS_PER_BATCH = 200;
/** Far past any limit the suite may set: a loop that reaches it found no limit. */
const CHALLENGES_TRIED_AT_MOST = 1000;

/** Every analytics session this file makes starts so; its rows go again after the file. */
const SESSION_PREFIX = `p2low${run}`;

afterAll(async () => {
  await runSql('DELETE FROM analytics_events WHERE session_id LIKE ?', [`${SESSION_PREFIX}%`]);
});

/** A full batch for a new session, as the probe sent it, of a page nobody else views. */
function batch(sessionId: string) {
  const now = Date.now();
  const events = Array.from({ length: EVENTS_PER_BATCH }, () => ({ eventType: 'Pageview', url: `/${SESSION_PREFIX}`, timestamp: now }));
  return JSON.stringify({ data: { events, session: { id: sessionId, iat: now, exp: now + 60_000 } } });
}

/** A desktop Chrome of another build per try: to the old limit, a new client each time. */
const userAgent = (n: number) => PERSON_UA.replace('Chrome/156.0.0.0', `Chrome/156.0.${n}.0`);

/**
 * Sends full batches, each with a new session id and user agent, until one is refused (or one more than
 * the address's budget could take); answers the statuses, the refusal's Retry-After and the rows stored.
 */
async function batchesUntilRefused(prefix: string, send: (body: string, n: number) => Promise<Response>) {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let n = 0; n <= ADDRESS_EVENTS_MAX / EVENTS_PER_BATCH; n += 1) {
    const response = await send(batch(`${prefix}${n}`), n);
    await response.arrayBuffer();
    statuses.push(response.status);
    if (response.status !== 204) {
      retryAfter = response.headers.get('retry-after');
      break;
    }
  }
  const { rows } = await runSql('SELECT COUNT(*) AS n FROM analytics_events WHERE session_id LIKE ?', [`${prefix}%`]);
  return { statuses, retryAfter, stored: Number(rows[0].n) };
}

/** Asks for challenges until one is refused; the statuses and the last answer. */
async function challengesUntilRefused(ask: () => Promise<Response>) {
  const statuses: number[] = [];
  let last: Response | null = null;
  while (statuses.length < CHALLENGES_TRIED_AT_MOST) {
    last = await ask();
    statuses.push(last.status);
    if (last.status !== 200) break;
    await last.arrayBuffer();
  }
  return { statuses, last: last! };
}

describe('analytics: one address gets one budget, whatever user agent and session it sends', () => {
  it('straight at the CMS: new user agents and sessions reach 429, and what is stored stays within the address budget', async () => {
    const address = visitorAddress();
    const prefix = `${SESSION_PREFIX}cms`;
    const result = await batchesUntilRefused(prefix, (body, n) =>
      fetch(`${cmsUrl}/api/statistics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent(n), ...signedAddress(address) },
        body,
      }),
    );
    expect(result.statuses.at(-1)).toBe(429);
    expect(result.statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(Number(result.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(result.stored).toBeGreaterThan(0);
    expect(result.stored).toBeLessThanOrEqual(ADDRESS_EVENTS_MAX);

    // Another address (another visitor the site passes on) still has its budget.
    const other = await fetch(`${cmsUrl}/api/statistics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': PERSON_UA, ...signedAddress() },
      body: batch(`${SESSION_PREFIX}other`),
    });
    expect(other.status).toBe(204);
  });

  it('through the site: the same visitor address with new user agents and sessions reaches 429 as well', async () => {
    const address = visitorAddress();
    const prefix = `${SESSION_PREFIX}web`;
    const result = await batchesUntilRefused(prefix, (body, n) =>
      fetch(`${webUrl}/api/statistics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: webUrl, 'user-agent': userAgent(n), 'x-forwarded-for': address },
        body,
      }),
    );
    expect(result.statuses.at(-1)).toBe(429);
    expect(result.statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(result.stored).toBeGreaterThan(0);
    expect(result.stored).toBeLessThanOrEqual(ADDRESS_EVENTS_MAX);
  });
});

describe('guest alert mails: a stranger’s words stay out of a mail to an unconfirmed address', () => {
  it('the confirmation mail has neither the search words nor their URL, in the subject, the HTML or the text', async () => {
    const word = `probewoord${run}`;
    const url = `http://evil.example/x${run}`;
    const email = `probe-${run}@example.nl`;
    const since = new Date();
    const requested = await siteApi('/api/job-alerts/gast', {
      body: { email, query: `Klik ${url} ${word}`, category: '', place: '', hoursMin: '', hoursMax: '', frequency: 'instant' },
      botCheck: await solvedBotCheck(),
    });
    expect(requested.status).toBe(200);

    const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je vacature-alert', since });
    for (const [part, text] of Object.entries({ subject: mail.subject, html: mail.html ?? '', text: mail.text ?? '' })) {
      expect(text, part).not.toContain(word);
      expect(text, part).not.toContain('evil.example');
      expect(text, part).not.toContain('Klik');
    }
    // The only addresses in it are the site's own: nothing of the visitor's can be a link.
    const addresses = [...`${mail.html ?? ''}\n${mail.text ?? ''}`.matchAll(/(?:https?:\/\/|www\.)[^\s<>"']+/gi)].map(([found]) => found);
    expect(addresses.length).toBeGreaterThan(0);
    for (const found of addresses) expect(found.startsWith(`${webUrl}/`), found).toBe(true);
    expect(mail.text).toContain('je zoekwoorden');
  });
});

describe('uploads: an address whose %-escapes are not UTF-8', () => {
  it('answers 400 with a message, not a 500; a well-formed missing file is still a 404', async () => {
    for (const path of ['/uploads/%E0%A4%A.png', '/uploads/%ff.png']) {
      const response = await fetch(`${webUrl}${path}`);
      const text = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(text.length, path).toBeGreaterThan(0);
    }
    // Past nginx in the cluster pass too (it refuses the first form itself, with its own 400).
    expect(await (await fetch(`${webUrl}/uploads/%ff.png`)).text()).toContain('Ongeldig pad');
    expect((await fetch(`${webUrl}/uploads/bestaat-niet-${run}.png`)).status).toBe(404);
  });
});

describe('bot check: challenges are limited per client address', () => {
  it('straight at the CMS: one address past the limit gets 429 with Retry-After, another address still gets a challenge', async () => {
    const limited = signedAddress();
    const { statuses, last } = await challengesUntilRefused(() => fetch(`${cmsUrl}/api/bot-check/challenge`, { headers: limited }));
    expect(last.status).toBe(429);
    expect(statuses.length).toBeGreaterThan(1);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await last.json()) as { error: { message: string } }).error.message).toMatch(/too many/i);

    const other = await fetch(`${cmsUrl}/api/bot-check/challenge`, { headers: signedAddress() });
    expect(other.status).toBe(200);
    expect(await other.json()).toHaveProperty('parameters');
  });

  it('through the site: the visitor’s address reaches the CMS, so one visitor’s limit leaves the next visitor a challenge', async () => {
    const ask = (address: string) => fetch(`${webUrl}/api/bot-check`, { headers: { 'x-forwarded-for': address } });
    const limited = visitorAddress();
    const { last } = await challengesUntilRefused(() => ask(limited));
    expect(last.status).toBe(429);
    expect(((await last.json()) as { error: { message: string } }).error.message).toContain('Te veel beveiligingscontroles');

    const other = await ask(visitorAddress());
    expect(other.status).toBe(200);
    expect(await other.json()).toHaveProperty('parameters');
  });
});
