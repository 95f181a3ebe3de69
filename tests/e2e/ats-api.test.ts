import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asEditor, cmsAs, type Actor, signedInActor } from '../support/actors';
import {
  atsBaseUrl,
  atsCall,
  checkAtsCallsAgainstOpenApi,
  createApiKey as createKey,
  organisationOwnedBy as ownedBy,
} from '../support/ats';
import { botCheckHeaders } from '../support/bot-check';
import { applicationForm, cmsSearch, dateInAmsterdam, pdfCv } from '../support/jobs';
import { startOpenApiCheck, type OpenApiCheck } from '../support/openapi-check';

/**
 * The ATS API (issue 39, decision 057) with a plain HTTP client: an organisation's owner makes an API
 * key, an "ATS" (fetch) creates, updates and closes a vacancy by its own reference, and receives the
 * signed webhook of an application on a small local server (ATS_WEBHOOK_ALLOW_LOOPBACK in global-setup). In
 * the cluster pass the ATS goes through nginx's public CMS host, as the shipped configuration serves it (issue 46).
 */
const { cmsUrl, webUrl } = inject('stack');
const run = Date.now().toString(36);

let owner: Actor;
let otherOwner: Actor;
let applicant: Actor;
let organisation = '';
let otherOrganisation = '';
let key = '';
let otherKey = '';
let webhookSecret = '';

type Received = { headers: IncomingHttpHeaders; body: string; status: number };
const received: Received[] = [];
/** What the receiver answers next; then 200. */
const answers: number[] = [];
let receiver: Server;
let receiverUrl = '';
let openApi: OpenApiCheck;

const ats = (method: string, path: string, body?: unknown, apiKey = key) => atsCall(apiKey, method, path, body);

const vacancy = (reference: string, extra: Record<string, unknown> = {}) => ({
  data: {
    reference,
    title: `Servicemonteur ${run}`,
    summary: 'Je onderhoudt installaties bij klanten in de regio Utrecht.',
    employerName: 'ATS Testbedrijf BV',
    employmentType: 'FULL_TIME',
    validThrough: dateInAmsterdam(30),
    ...extra,
  },
});

const organisationOwnedBy = (who: Actor, name: string) => ownedBy(who, `${name} ${run}`);

beforeAll(async () => {
  openApi = await checkAtsCallsAgainstOpenApi();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Only applications meet the planned failures: vacancy events arrive beside them in their own order.
      const status = request.headers['x-vacaturesite-event'] === 'application.created' ? (answers.shift() ?? 200) : 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;

  [owner, otherOwner, applicant] = await Promise.all(['ats-eigenaar', 'ats-ander', 'ats-sollicitant'].map((label) => signedInActor(label)));
  organisation = await organisationOwnedBy(owner, 'ATS Organisatie');
  otherOrganisation = await organisationOwnedBy(otherOwner, 'Andere Organisatie');
  key = (await createKey(owner, organisation)).key;
  otherKey = (await createKey(otherOwner, otherOrganisation)).key;
}, 120_000);

afterAll(async () => {
  await openApi?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('API keys', () => {
  it('are made by the owner, shown once, listed without the secret, and not reachable from another organisation', async () => {
    expect(key).toMatch(/^vs_live_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/);
    const list = await cmsAs(cmsUrl, owner, 'GET', `/organisations/${organisation}/api-keys`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json)).not.toContain(key.slice(-43));
    expect(list.json.data[0]).toMatchObject({ name: 'Test-ATS', revokedAt: null });
    // Another organisation's owner, and nobody at all.
    expect((await cmsAs(cmsUrl, otherOwner, 'GET', `/organisations/${organisation}/api-keys`)).status).toBe(404);
    expect((await cmsAs(cmsUrl, otherOwner, 'POST', `/organisations/${organisation}/api-keys`, { data: { name: 'x' } })).status).toBe(404);
    expect((await cmsAs(cmsUrl, otherOwner, 'DELETE', `/organisations/${organisation}/api-keys/${list.json.data[0].id}`)).status).toBe(404);
    expect((await cmsAs(cmsUrl, null, 'GET', `/organisations/${organisation}/api-keys`)).status).toBe(403);
  });

  it('refuses a revoked key, a made-up key and no key with 401', async () => {
    const spare = await createKey(owner, organisation, 'Wordt ingetrokken');
    expect((await ats('GET', '/vacancies', undefined, spare.key)).status).toBe(200);
    const revoked = await cmsAs(cmsUrl, owner, 'DELETE', `/organisations/${organisation}/api-keys/${spare.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.revokedAt).not.toBeNull();
    const refused = await ats('GET', '/vacancies', undefined, spare.key);
    expect(refused.status).toBe(401);
    expect(refused.json.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    expect((await ats('GET', '/vacancies', undefined, `${spare.key.slice(0, -1)}x`)).status).toBe(401);
    expect((await ats('GET', '/vacancies', undefined, 'vs_live_onzin')).status).toBe(401);
    expect((await fetch(`${atsBaseUrl()}/vacancies`)).status).toBe(401);
  });
});

describe('vacancies through /api/v1', () => {
  it('creates → visible on the site → updates → closes → gone', async () => {
    const reference = `REQ-${run}-1`;
    const created = await ats('POST', '/vacancies', vacancy(reference, { title: `Monteur api${run}` }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    // A verified organisation's vacancy is online at once.
    expect(created.json.data).toMatchObject({ reference, status: 'published', live: true, closed: false, title: `Monteur api${run}` });
    const { id, url } = created.json.data;
    const path = new URL(url).pathname;

    const page = await fetch(`${webUrl}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Monteur api${run}`);
    await expect.poll(async () => (await cmsSearch({ q: `api${run}` })).total, { timeout: 15_000 }).toBe(1);

    const updated = await ats('PUT', `/vacancies/${reference}`, vacancy(reference, { title: `Monteur api${run} gewijzigd` }));
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json.data).toMatchObject({ id, title: `Monteur api${run} gewijzigd`, live: true });
    expect((await ats('GET', `/vacancies/${reference}`)).json.data.title).toBe(`Monteur api${run} gewijzigd`);

    const closed = await ats('POST', `/vacancies/${reference}/close`);
    expect(closed.status).toBe(200);
    expect(closed.json.data).toMatchObject({ id, status: 'closed', closed: true });
    await expect.poll(async () => (await cmsSearch({ q: `api${run}` })).total, { timeout: 15_000 }).toBe(0);
    await expect
      .poll(async () => (await (await fetch(`${webUrl}${path}`)).text()).includes('data-testid="vacancy-closed"'), { timeout: 20_000 })
      .toBe(true);

    const listed = await ats('GET', '/vacancies?pageSize=100');
    expect(listed.status).toBe(200);
    expect(listed.json.data.find((row: { reference: string }) => row.reference === reference)).toMatchObject({ id, closed: true });
  });

  it('makes one vacancy of one reference: sent twice, and sent twice at the same moment', async () => {
    const reference = `REQ-${run}-2`;
    const first = await ats('POST', '/vacancies', vacancy(reference));
    const second = await ats('POST', '/vacancies', vacancy(reference, { summary: 'Dezelfde vacature, een tweede keer gestuurd.' }));
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.data.id).toBe(first.json.data.id);
    expect(second.json.data.summary).toBe('Dezelfde vacature, een tweede keer gestuurd.');

    const racing = `REQ-${run}-race`;
    const answers = await Promise.all([ats('POST', '/vacancies', vacancy(racing)), ats('POST', '/vacancies', vacancy(racing))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0].json.data.id).toBe(answers[1].json.data.id);
    const all = (await ats('GET', '/vacancies?pageSize=100')).json.data as Array<{ reference: string }>;
    expect(all.filter((row) => row.reference === racing)).toHaveLength(1);
    expect(all.filter((row) => row.reference === reference)).toHaveLength(1);
  });

  it("never reads, updates or closes another organisation's vacancy (404), and lists only its own", async () => {
    const reference = `REQ-${run}-eigen`;
    expect((await ats('POST', '/vacancies', vacancy(reference))).status).toBe(201);
    expect((await ats('GET', `/vacancies/${reference}`, undefined, otherKey)).status).toBe(404);
    expect((await ats('PUT', `/vacancies/${reference}`, vacancy(reference), otherKey)).status).toBe(404);
    expect((await ats('POST', `/vacancies/${reference}/close`, undefined, otherKey)).status).toBe(404);
    const theirs = (await ats('GET', '/vacancies', undefined, otherKey)).json.data as Array<{ reference: string }>;
    expect(theirs.some((row) => row.reference === reference)).toBe(false);
    // The same reference is the other organisation's own: a vacancy of its own, not ours.
    const own = await ats('POST', '/vacancies', vacancy(reference), otherKey);
    expect(own.status).toBe(201);
    expect(own.json.data.id).not.toBe((await ats('GET', `/vacancies/${reference}`)).json.data.id);
    expect((await ats('GET', `/vacancies/${reference}`)).json.data.closed).toBe(false);
  });

  it('answers a bad body with 400 and the form’s Dutch text, and a huge body with 413', async () => {
    const empty = await ats('POST', '/vacancies', vacancy(`REQ-${run}-fout`, { title: '' }));
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Vul een functietitel in.' });
    expect(empty.json.error.details.errors[0].path).toEqual(['title']);
    const salary = await ats('POST', '/vacancies', vacancy(`REQ-${run}-fout`, { salaryMin: 4000, salaryMax: 3000 }));
    expect(salary.json.error.message).toBe('Het maximum mag niet lager zijn dan het minimum.');
    expect((await ats('POST', '/vacancies', { data: { title: 'Zonder referentie' } })).status).toBe(400);
    // Not JSON: the client's fault, a 400 with a name, not a server error with a stack in the log (issue 47).
    const notJson = await ats('POST', '/vacancies', '{"data":');
    expect(notJson.status).toBe(400);
    expect(notJson.json.error).toMatchObject({ name: 'ValidationError', message: 'The request body is not valid JSON' });
    const huge = await ats('POST', '/vacancies', vacancy(`REQ-${run}-groot`, { description: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect((await ats('GET', `/vacancies/REQ-${run}-fout`)).status).toBe(404);
  });
});

describe('the webhook', () => {
  it('delivers one signed message per application, retried with the same id after a 500', async () => {
    // Only https, except the loopback this test run allows.
    const refused = await cmsAs(cmsUrl, owner, 'PUT', `/organisations/${organisation}/webhook`, {
      data: { url: 'http://example.com/hook' },
    });
    expect(refused.status).toBe(400);
    expect(
      (await cmsAs(cmsUrl, owner, 'PUT', `/organisations/${organisation}/webhook`, { data: { url: 'https://10.0.0.1/hook' } })).status,
    ).toBe(400);
    expect((await cmsAs(cmsUrl, otherOwner, 'PUT', `/organisations/${organisation}/webhook`, { data: { url: receiverUrl } })).status).toBe(
      404,
    );
    const set = await cmsAs(cmsUrl, owner, 'PUT', `/organisations/${organisation}/webhook`, { data: { url: receiverUrl } });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    webhookSecret = set.json.data.secret;
    expect(webhookSecret).toMatch(/^whsec_/);
    expect(JSON.stringify((await cmsAs(cmsUrl, owner, 'GET', `/organisations/${organisation}/webhook`)).json)).not.toContain(webhookSecret);

    const reference = `REQ-${run}-sollicitatie`;
    const created = await ats('POST', '/vacancies', vacancy(reference));
    expect(created.status).toBe(201);
    answers.push(500);
    const form = applicationForm(created.json.data.id, pdfCv(`Cv ${run}`), {
      motivation: 'Ik heb tien jaar ervaring als servicemonteur en wil graag bij jullie werken.',
    });
    const applied = await cmsAs(
      cmsUrl,
      applicant,
      'POST',
      '/my-jobs/applications',
      form,
      await botCheckHeaders('POST', '/my-jobs/applications', { site: false }),
    );
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);

    const applications = () => received.filter((r) => r.headers['x-vacaturesite-event'] === 'application.created');
    await expect.poll(() => applications().filter((r) => r.status === 200).length, { timeout: 20_000 }).toBe(1);
    // A moment more: nothing else arrives once it was delivered.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(applications().map((r) => r.status)).toEqual([500, 200]);
    const [failed, delivered] = applications();
    expect(delivered.headers['x-vacaturesite-delivery']).toBe(failed.headers['x-vacaturesite-delivery']);
    expect(delivered.headers['x-vacaturesite-event']).toBe('application.created');

    const [, timestamp, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivered.headers['x-vacaturesite-signature']))!;
    expect(createHmac('sha256', webhookSecret).update(`${timestamp}.${delivered.body}`).digest('hex')).toBe(mac);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
    const payload = JSON.parse(delivered.body);
    expect(payload).toMatchObject({
      id: delivered.headers['x-vacaturesite-delivery'],
      event: 'application.created',
      data: {
        application: { id: applied.json.data.documentId },
        vacancy: { id: created.json.data.id, reference },
        applicant: { email: applicant.email },
      },
    });
    expect(delivered.body).not.toContain('tien jaar ervaring');
    expect(delivered.body).not.toContain('%PDF');

    const deliveries = await cmsAs(cmsUrl, owner, 'GET', `/organisations/${organisation}/webhook/deliveries`);
    expect(deliveries.json.data.find((row: { deliveryId: string }) => row.deliveryId === payload.id)).toMatchObject({
      state: 'delivered',
      attempts: 2,
    });
  });

  it("tells the ATS of its vacancy's life, whichever door: online, turned down by an editor with the reason, closed, reopened", async () => {
    const reference = `REQ-${run}-leven`;
    const events = (id: string) =>
      received
        .map((r) => JSON.parse(r.body))
        .filter((body) => body.data?.vacancy?.id === id && String(body.event).startsWith('vacancy.'))
        .map((body) => body.event);
    const created = await ats('POST', '/vacancies', vacancy(reference));
    const id = created.json.data.id;
    await expect.poll(() => events(id), { timeout: 20_000 }).toEqual(['vacancy.published']);
    const published = received.map((r) => JSON.parse(r.body)).find((body) => body.data?.vacancy?.id === id);
    expect(published.data.vacancy).toEqual({ id, reference, url: created.json.data.url });

    expect((await asEditor('POST', `/organisation-queue/vacancies/${id}/reject`, { reason: 'Salaris ontbreekt.' })).status).toBe(200);
    await expect.poll(() => events(id), { timeout: 20_000 }).toEqual(['vacancy.published', 'vacancy.rejected']);
    const rejected = received
      .map((r) => JSON.parse(r.body))
      .find((body) => body.data?.vacancy?.id === id && body.event === 'vacancy.rejected');
    expect(rejected.data).toMatchObject({ reason: 'Salaris ontbreekt.', vacancy: { reference, url: null } });

    // The ATS corrects it; it waits for the editors (no event), who approve it.
    expect((await ats('PUT', `/vacancies/${reference}`, vacancy(reference, { salaryMin: '2.900' }))).json.data.live).toBe(false);
    expect((await asEditor('POST', `/organisation-queue/vacancies/${id}/approve`, {})).status).toBe(200);
    expect((await ats('POST', `/vacancies/${reference}/close`)).status).toBe(200);
    // Reopened through the form's door, by the owner: the ATS hears of it all the same.
    expect((await cmsAs(cmsUrl, owner, 'PUT', `/my-jobs/vacancies/${id}/closed`, { data: { closed: false } })).status).toBe(200);
    await expect
      .poll(() => events(id), { timeout: 20_000 })
      .toEqual(['vacancy.published', 'vacancy.rejected', 'vacancy.published', 'vacancy.closed', 'vacancy.reopened']);
  });
});

describe('the documentation', () => {
  it('serves the OpenAPI 3.1 document and the page made from it', async () => {
    const document = await (await fetch(`${atsBaseUrl()}/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v1/vacancies/{reference}/close');
    const page = await fetch(`${webUrl}/api-documentatie`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('API voor ATS-koppelingen');
    expect(html).toContain('POST /api/v1/vacancies');
    // The page's link to the document answers where the page says (the CMS's public host, issue 46).
    const link = /href="([^"]+\/api\/v1\/openapi\.json)"/.exec(html)?.[1];
    expect(link).toBeDefined();
    expect((await fetch(link!)).status).toBe(200);
  });

  it('every request and answer of this file held to that document, checked by express-openapi-validator', () => {
    expect(openApi.violations).toEqual([]);
    expect(openApi.checkedAnswers).toBeGreaterThan(20);
    // The bad bodies above: refused by the document and by the API alike.
    expect(openApi.refusedRequests.length).toBeGreaterThanOrEqual(3);
    expect(openApi.refusedRequests.filter((request) => request.status < 400)).toEqual([]);
  });

  it('the checker catches a contract the API does not keep (a stricter salary, a required reference, an answer field)', async () => {
    const stricter = await startOpenApiCheck(atsBaseUrl(), {
      alter: (document) => {
        const { VacancyInput, VacancyUpdate } = document.components.schemas;
        VacancyInput.properties.salaryMin.type = ['number', 'null'];
        VacancyUpdate.required = ['reference', ...VacancyUpdate.required];
        document.components.schemas.Vacancy.required = ['bestaatNiet'];
      },
    });
    try {
      const call = (method: string, path: string, body: unknown) =>
        fetch(`${stricter.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const reference = `STRIKT-${run}`;
      expect((await call('POST', '/vacancies', vacancy(reference, { salaryMin: '3.200' }))).status).toBe(201);
      const { reference: _, ...withoutReference } = vacancy(reference).data;
      expect((await call('PUT', `/vacancies/${reference}`, { data: withoutReference })).status).toBe(200);
      expect((await call('GET', `/vacancies/${reference}`, undefined)).status).toBe(200);
      expect(stricter.violations.map((violation) => [violation.method, violation.kind])).toEqual([
        ['POST', 'request'],
        ['PUT', 'request'],
        ['GET', 'response'],
      ]);
    } finally {
      await stricter.close();
    }
  });
});
