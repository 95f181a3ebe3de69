import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminApi, moveCmsClock, adminSession, cmsAs, signedInActor } from '../support/actors';
import { control } from '../support/cms';
import { runSql } from '../support/database';
import { postVacancy } from '../support/jobs';
import { createVacancy, deleteCreatedVacancies, publishVacancy, today, VACANCY_UID } from '../support/vacancies';

/**
 * Issue 17, Google Indexing API (decision 034): the CMS tells Google of a vacancy's publish, unpublish,
 * close, reopen and expiry, with a JWT signed by the service account (the stand-in in
 * support/indexing-server.ts checks the signature, the token and the body), exactly once each, also
 * when the API refuses for a while and the CMS restarts with notifications still queued.
 */
const { webUrl, cmsUrl, indexingUrl } = inject('stack');
const run = Date.now().toString(36);

type Received = { url: string; type: string; status: number };
const received = async (): Promise<Received[]> => (await fetch(`${indexingUrl}/_received`)).json();
const answerWith = (status: number | null) =>
  fetch(`${indexingUrl}/_answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
const urlOf = (vacancy: { documentId: string; slug: string }) => `${webUrl}/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
const accepted = async (url: string) => (await received()).filter((notice) => notice.url === url && notice.status === 200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` was accepted `count` times, then a little longer to see that no further one comes. */
async function acceptedTypes(url: string, count: number, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  while ((await accepted(url)).length < count) {
    if (Date.now() > deadline)
      throw new Error(`${url}: ${JSON.stringify(await received().then((all) => all.filter((n) => n.url === url)))}`);
    await sleep(200);
  }
  await sleep(1500);
  return (await accepted(url)).map((notice) => notice.type);
}

afterAll(async () => {
  await answerWith(null);
  await moveCmsClock(0).catch(() => undefined);
  await deleteCreatedVacancies();
});

describe('Google Indexing API', () => {
  it('a publish is URL_UPDATED and an unpublish URL_DELETED, each once', async () => {
    const vacancy = await createVacancy({ title: `Indexering ${run}` });
    await publishVacancy(vacancy);
    expect(await acceptedTypes(urlOf(vacancy), 1)).toEqual(['URL_UPDATED']);
    const admin = await adminSession();
    expect(
      (await admin.call('POST', `/content-manager/collection-types/${VACANCY_UID}/${vacancy.documentId}/actions/unpublish`, {})).status,
    ).toBe(200);
    expect(await acceptedTypes(urlOf(vacancy), 2)).toEqual(['URL_UPDATED', 'URL_DELETED']);
  });

  it("a poster's close is URL_DELETED and the reopen URL_UPDATED", async () => {
    const poster = await signedInActor('indexering');
    const vacancy = await postVacancy(poster.jwt, { title: `Gesloten indexering ${run}` });
    expect((await (await adminSession()).publish(VACANCY_UID, vacancy.documentId)).status).toBe(200);
    await acceptedTypes(urlOf(vacancy), 1);
    const setClosed = (closed: boolean) =>
      cmsAs(cmsUrl, poster, 'PUT', `/my-jobs/vacancies/${vacancy.documentId}/closed`, { data: { closed } });
    expect((await setClosed(true)).status).toBe(200);
    expect(await acceptedTypes(urlOf(vacancy), 2)).toEqual(['URL_UPDATED', 'URL_DELETED']);
    expect((await setClosed(false)).status).toBe(200);
    expect(await acceptedTypes(urlOf(vacancy), 3)).toEqual(['URL_UPDATED', 'URL_DELETED', 'URL_UPDATED']);
  });

  it('the day after its last day, an expired vacancy is URL_DELETED once, however often the round runs', async () => {
    const vacancy = await createVacancy({ title: `Verlopen indexering ${run}` });
    await publishVacancy(vacancy, { validThrough: today() });
    await acceptedTypes(urlOf(vacancy), 1);
    expect((await adminApi('/indexing/expired', { method: 'POST' })).data.queued).toBeGreaterThanOrEqual(0);
    await sleep(1000);
    expect(await accepted(urlOf(vacancy))).toHaveLength(1);

    await moveCmsClock(1);
    await Promise.all([adminApi('/indexing/expired', { method: 'POST' }), adminApi('/indexing/expired', { method: 'POST' })]);
    await adminApi('/indexing/expired', { method: 'POST' });
    expect(await acceptedTypes(urlOf(vacancy), 2)).toEqual(['URL_UPDATED', 'URL_DELETED']);
    await moveCmsClock(0);
  });

  it('forgets, in the daily round, what was sent or given up more than 90 days ago, and keeps what still waits', async () => {
    const [sent, refused, waiting] = await Promise.all(
      ['verzonden', 'geweigerd', 'wachtend'].map((word) => createVacancy({ title: `Opruimen ${word} ${run}` })),
    );
    await publishVacancy(sent);
    await acceptedTypes(urlOf(sent), 1);
    // 400: Google will never take it, so the queue gives up at once; 503: it waits for a retry.
    for (const [vacancy, status] of [
      [refused, 400],
      [waiting, 503],
    ] as const) {
      await answerWith(status);
      await publishVacancy(vacancy);
      await expect
        .poll(async () => (await received()).some((notice) => notice.url === urlOf(vacancy) && notice.status === status))
        .toBe(true);
    }
    const names = new Map([
      [urlOf(sent), 'sent'],
      [urlOf(refused), 'refused'],
      [urlOf(waiting), 'waiting'],
    ]);
    const statesOf = async () => {
      const { rows } = await runSql('SELECT url, state FROM indexing_notifications WHERE url IN (?, ?, ?)', [...names.keys()]);
      return Object.fromEntries(rows.map((row) => [names.get(String(row.url)), row.state]));
    };
    await expect.poll(statesOf).toEqual({ sent: 'sent', refused: 'failed', waiting: expect.stringMatching(/^(pending|claimed)$/) });

    await moveCmsClock(89);
    await adminApi('/indexing/expired', { method: 'POST' });
    expect(Object.keys(await statesOf()).sort()).toEqual(['refused', 'sent', 'waiting']);
    await moveCmsClock(91);
    expect((await adminApi('/indexing/expired', { method: 'POST' })).data.removed).toBeGreaterThanOrEqual(2);
    expect(Object.keys(await statesOf())).toEqual(['waiting']);

    await moveCmsClock(0);
    await answerWith(null);
    expect(await acceptedTypes(urlOf(waiting), 1, 60_000)).toEqual(['URL_UPDATED']);
  });

  it('keeps what Google refused in the queue across a CMS restart, then sends each exactly once', async () => {
    await answerWith(503);
    const vacancies = await Promise.all([1, 2, 3].map((n) => createVacancy({ title: `Wachtrij ${n} ${run}` })));
    for (const vacancy of vacancies) await publishVacancy(vacancy);
    const urls = vacancies.map(urlOf);
    // Each was tried and refused at least once: they wait in the queue with a retry time.
    for (let tries = 0; ; tries++) {
      const refused = (await received()).filter((notice) => urls.includes(notice.url) && notice.status === 503);
      if (urls.every((url) => refused.some((notice) => notice.url === url))) break;
      if (tries > 100) throw new Error(`not all tried: ${JSON.stringify(refused)}`);
      await sleep(200);
    }
    await control('cms/stop');
    await answerWith(null);
    await control('cms/start');
    for (const url of urls) expect(await acceptedTypes(url, 1, 60_000)).toEqual(['URL_UPDATED']);
  }, 240_000);
});
