import { afterAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, siteApi, uniqueEmail } from '../support/accounts';
import { adminSession, editorToken } from '../support/actors';
import { BOT_CHECK_HEADER, solvedBotCheck } from '../support/bot-check';
import { visitorAddress } from '../support/browser';
import { control } from '../support/cms';
import { runSql } from '../support/database';
import { allMails, type CaughtMail } from '../support/mail';
import { NEWSLETTER_UID, confirmedSubscriber } from '../support/newsletter';
import { createVacancy, deleteCreatedVacancies, publishVacancy, VACANCY_UID } from '../support/vacancies';

/**
 * More than one machine (issue 18, decision 038): what only shows with two CMS and two site instances
 * behind nginx, on PostgreSQL and Redis (the cluster pass, `npm test -- --cluster`). Every other
 * database-bound file runs through the same nginx in that pass. With one instance of each (the
 * SQLite pass) these are skipped: there is no second instance to disagree with.
 */
const { cmsInstanceUrls, siteInstanceUrls, mailApi } = inject('stack');
const cluster = cmsInstanceUrls.length > 1 && siteInstanceUrls.length > 1;

/** The editor's admin API on one CMS instance, past nginx. */
async function onCms(instance: number, method: string, path: string, body?: unknown) {
  const response = await fetch(`${cmsInstanceUrls[instance]}${path}`, {
    method,
    headers: { authorization: `Bearer ${await editorToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
}

/** A page from one site instance, past nginx, as a visitor of its own. */
async function fromSite(instance: number, path: string) {
  const response = await fetch(`${siteInstanceUrls[instance]}${path}`, { headers: { 'x-forwarded-for': visitorAddress() } });
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

afterAll(deleteCreatedVacancies);

describe.skipIf(!cluster)('two CMS and two site instances (cluster pass)', () => {
  it('a publish through CMS instance 1 shows on every site instance within 5 s, and a page one site rendered is served cached by the other', async () => {
    // Both sites have the list cached before the publish.
    for (const site of [0, 1]) await expect.poll(async () => (await fromSite(site, '/jobs')).cache, { timeout: 10_000 }).toBe('HIT');

    const vacancy = await createVacancy({ title: `Clustertest ${Date.now()}` });
    const published = await onCms(0, 'POST', `/content-manager/collection-types/${VACANCY_UID}/${vacancy.documentId}/actions/publish`, {});
    expect(published.status).toBe(200);
    const publishedAt = Date.now();
    const shownAt = await Promise.all(
      [0, 1].map(async (site) => {
        await expect
          .poll(async () => (await fromSite(site, '/jobs')).html.includes(vacancy.title), { timeout: 5000, interval: 100 })
          .toBe(true);
        return Date.now() - publishedAt;
      }),
    );
    for (const ms of shownAt) expect(ms).toBeLessThan(5000);

    // The vacancy's own page, rendered by site 1, is a cache hit on site 2 at its first request there.
    const path = `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
    const first = await fromSite(0, path);
    expect(first.status).toBe(200);
    expect(first.html).toContain(vacancy.title);
    await expect.poll(async () => (await fromSite(1, path)).cache, { timeout: 5000 }).toBe('HIT');
  });

  it('a search through CMS instance 2 finds what was just published through instance 1, within 2 s', async () => {
    const word = `clusterwoord${Date.now().toString(36)}`;
    const search = async (instance: number) => {
      const response = await fetch(`${cmsInstanceUrls[instance]}/api/vacancy-search?q=${word}`);
      return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
    };
    expect(await search(1)).toBe(0);
    const vacancy = await createVacancy({ title: `Vacature ${word}` });
    const published = await onCms(0, 'POST', `/content-manager/collection-types/${VACANCY_UID}/${vacancy.documentId}/actions/publish`, {});
    expect(published.status).toBe(200);
    const started = Date.now();
    await expect.poll(() => search(1), { timeout: 2000, interval: 50 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    // And gone again from instance 2 after an unpublish through instance 1.
    await publishVacancy(vacancy);
    const unpublished = await onCms(
      0,
      'POST',
      `/content-manager/collection-types/${VACANCY_UID}/${vacancy.documentId}/actions/unpublish`,
      {},
    );
    expect(unpublished.status).toBe(200);
    await expect.poll(() => search(1), { timeout: 2000, interval: 50 }).toBe(0);
  });

  it('failed logins spread over both site instances reach the limit at the same count as on one', async () => {
    const account = await createConfirmedAccount('clusterlogin');
    const address = visitorAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // Every other try through the other site instance (and so, behind nginx, often the other CMS).
      const response = await fetch(`${siteInstanceUrls[attempt % 2]}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteInstanceUrls[attempt % 2], 'x-forwarded-for': address },
        body: JSON.stringify({ email: account.email, password: `fout-${attempt}-wachtwoord` }),
      });
      statuses.push(response.status);
    }
    // users-permissions' limit in the suite: 10 a minute (config/plugins.ts RATE_LIMIT_MAX).
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Another address is not locked out.
    expect((await siteApi('/api/auth/login', { body: { email: account.email, password: account.password } })).status).toBe(200);
  });

  it('a bot-check solution spent on one CMS instance is refused by the other, also when both get it at once', async () => {
    const register = (instance: number, solution: string) => {
      const email = uniqueEmail('clusterbot');
      return fetch(`${cmsInstanceUrls[instance]}/api/auth/local/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [BOT_CHECK_HEADER]: solution },
        body: JSON.stringify({ username: email, email, password: 'Geheim-wachtwoord-1' }),
      }).then(async (response) => ({
        status: response.status,
        reason: ((await response.json()) as { error?: { details?: { reason?: string } } }).error?.details?.reason,
      }));
    };
    const solution = await solvedBotCheck();
    expect((await register(0, solution)).status).toBe(200);
    expect(await register(1, solution)).toEqual({ status: 403, reason: 'used' });
    const raced = await solvedBotCheck();
    const answers = await Promise.all([0, 1, 0, 1].map((instance) => register(instance, raced)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403]);
  });

  it('a newsletter to 50 new subscribers with one CMS instance killed halfway: one mail each, nobody skipped', async () => {
    const readers = Array.from({ length: 50 }, () => uniqueEmail('clusterlezer'));
    for (let start = 0; start < readers.length; start += 10)
      await Promise.all(readers.slice(start, start + 10).map((email) => confirmedSubscriber(email)));
    const admin = await adminSession();
    const subject = `Clusternieuwsbrief ${Date.now()}`;
    const created = await admin.call('POST', `/content-manager/collection-types/${NEWSLETTER_UID}`, {
      subject,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Twee afzenders, één mail per lezer.' }] }],
    });
    expect(created.status).toBe(201);
    const documentId = created.json.data.documentId as string;
    const sent = async () => (await allMails(mailApi)).filter((mail) => mail.subject === subject);
    const status = async () =>
      (await onCms(1, 'GET', `/newsletter-sending/${documentId}`)).json.data as { sendState: string; recipientCount: number };

    // Sent from instance 1; instance 2 joins on its next look (decision 037) and is left alone.
    expect((await onCms(0, 'POST', `/newsletter-sending/${documentId}/send`)).status).toBe(202);
    const { recipientCount } = await status();
    expect(recipientCount).toBeGreaterThanOrEqual(readers.length);
    await expect.poll(async () => (await sent()).length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(recipientCount / 3);
    try {
      // A crash, not a stop: the instance cannot finish or release the mail it holds.
      await control('cms/kill');
      // The other instance sends the rest; the killed one's claim is taken back when its lease has
      // ended, which the surviving instance's test clock brings forward.
      await expect.poll(async () => (await sent()).length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(recipientCount - 1);
      expect((await onCms(1, 'PUT', '/test-clock', { days: 1 })).status).toBeLessThan(300);
      await expect.poll(async () => (await status()).sendState, { timeout: 90_000, interval: 500 }).toBe('sent');
    } finally {
      await onCms(1, 'PUT', '/test-clock', { days: 0 });
      await control('cms/start');
    }
    expect(await status()).toMatchObject({ sendState: 'sent', recipientCount });
    const perReader = new Map<string, CaughtMail[]>();
    for (const mail of await sent())
      for (const to of mail.to) perReader.set(to.address.toLowerCase(), [...(perReader.get(to.address.toLowerCase()) ?? []), mail]);
    for (const email of readers) expect(perReader.get(email)?.length, email).toBe(1);
    expect((await sent()).length).toBe(recipientCount);
    // Fifty readers less for the newsletters of later files, which go to every confirmed subscriber.
    const { changed } = await runSql("UPDATE newsletter_subscribers SET state = 'unsubscribed' WHERE email LIKE ?", ['clusterlezer-%']);
    expect(changed).toBe(readers.length);
  }, 180_000);
});
