import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { adminSession, cmsGet } from '../support/actors';
import { settledPage } from '../support/cache';
import { serverHtml } from '../support/html';
import { cmsOpenVacancies, dutchOrder, shownVacancies } from '../support/jobs';
import { createVacancy, deleteCreatedVacancies, publishVacancy } from '../support/vacancies';

/**
 * Employer profiles (issue 16): /werkgevers and /werkgevers/{id}/{slug}, compared with what the CMS
 * holds at the moment of the check (other files publish and close vacancies, so no count is fixed).
 */
const { webUrl } = inject('stack');
const PARTNER_UID = 'api::partner.partner';
const RUN = Date.now().toString(36);
const REVALIDATION = { timeout: 5_000 };
let browser: Browser;
let page: Page;
const madePartners: string[] = [];

type Partner = {
  documentId: string;
  name: string;
  slug: string;
  website: string | null;
  description: string | null;
  place: { name: string } | null;
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, webUrl));
});
afterAll(async () => {
  await browser?.close();
  await deleteCreatedVacancies();
  const admin = await adminSession();
  for (const documentId of madePartners) await admin.call('DELETE', `/content-manager/collection-types/${PARTNER_UID}/${documentId}`);
});

const employerPath = (partner: { documentId: string; slug: string }) => `/werkgevers/${partner.documentId}/${partner.slug}`;
const ofEmployer = (documentId: string) => `&filters[employer][documentId][$eq]=${documentId}`;

async function partners(): Promise<Partner[]> {
  return (await cmsGet(`/partners?populate[place]=true&pagination[pageSize]=100`)).data;
}

/** Open vacancies per partner, from the plain REST API (not the search index the site reads). */
async function openCounts(all: Partner[]): Promise<Map<string, number>> {
  const counts = await Promise.all(
    all.map(async (p) => [p.documentId, (await cmsOpenVacancies({ filters: ofEmployer(p.documentId), pageSize: 1 })).total] as const),
  );
  return new Map(counts);
}

async function publishedPartner(name: string): Promise<Partner> {
  const admin = await adminSession();
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${RUN}`;
  const created = await admin.call('POST', `/content-manager/collection-types/${PARTNER_UID}`, { name: `${name} ${RUN}`, slug });
  expect(created.status).toBe(201);
  const documentId = created.json.data.documentId as string;
  madePartners.push(documentId);
  expect((await admin.publish(PARTNER_UID, documentId)).status).toBe(200);
  return { documentId, name: `${name} ${RUN}`, slug, website: null, description: null, place: null };
}

describe('employers', () => {
  it('/werkgevers lists exactly the employers with open vacancies, with the CMS’s counts, each linking to its profile', async () => {
    const all = await partners();
    const counts = await openCounts(all);
    const expected = all
      .filter((p) => (counts.get(p.documentId) ?? 0) > 0)
      .map((p) => ({ name: p.name, href: employerPath(p), count: counts.get(p.documentId)! }));
    expect(expected.length).toBeGreaterThan(1);

    await settledPage('/werkgevers');
    expect((await page.goto('/werkgevers'))!.status()).toBe(200);
    const shown = await page.locator('[data-testid="employer-card"]').evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h2 a')!.textContent!.trim(),
        href: card.querySelector('h2 a')!.getAttribute('href')!,
        count: Number(card.querySelector('[data-testid="employer-vacancy-count"]')!.textContent!.replace(/\D/g, '')),
      })),
    );
    expect(shown).toEqual([...expected].sort((a, b) => dutchOrder(a.name, b.name)));
    // The menu's "Werkgevers" leads here.
    expect(await page.locator('header nav a', { hasText: 'Werkgevers' }).first().getAttribute('href')).toBe('/werkgevers');
  });

  it('a profile shows who the employer is and its open vacancies newest first, as the CMS has them, paged', async () => {
    const all = await partners();
    const counts = await openCounts(all);
    const busiest = [...all].sort((a, b) => counts.get(b.documentId)! - counts.get(a.documentId)!)[0];
    const path = employerPath(busiest);
    await settledPage(path);
    expect((await page.goto(path))!.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(busiest.name);
    if (busiest.place) expect(await page.getByTestId('employer-place').textContent()).toBe(busiest.place.name);
    if (busiest.description) expect(await page.locator('[data-testid="employer-profile"] .prose').textContent()).toBe(busiest.description);
    if (busiest.website)
      expect(await page.getByRole('link', { name: `Website van ${busiest.name}` }).getAttribute('href')).toBe(busiest.website);

    const first = await cmsOpenVacancies({ filters: ofEmployer(busiest.documentId) });
    expect(await page.getByTestId('result-count').textContent()).toMatch(
      new RegExp(`^${first.total.toLocaleString('nl-NL')} open vacature`),
    );
    expect(await shownVacancies(page)).toEqual(first.vacancies);
    if (first.total > 20) {
      const second = await cmsOpenVacancies({ filters: ofEmployer(busiest.documentId), page: 2 });
      await settledPage(`${path}/pagina/2`);
      expect((await page.goto(`${path}/pagina/2`))!.status()).toBe(200);
      expect(await shownVacancies(page)).toEqual(second.vacancies);
    }

    // Every card names its employer as a link to the profile; so does the vacancy page.
    const [vacancy] = first.vacancies;
    expect(await page.locator('[data-testid="vacancy-card"] .vacancy-card__employer').first().getAttribute('href')).toBe(path);
    await settledPage(vacancy.href);
    await page.goto(vacancy.href);
    expect(await page.getByRole('link', { name: `Meer over ${busiest.name}` }).getAttribute('href')).toBe(path);
  });

  it('an employer without open vacancies is not listed but its profile answers; a new vacancy lists it within 5 s', async () => {
    const partner = await publishedPartner('Stille Werkgever');
    const path = employerPath(partner);
    const listed = async () => (await serverHtml(`${webUrl}/werkgevers`)).html.includes(`href="${path}"`);
    expect(await listed()).toBe(false);
    const profile = await serverHtml(`${webUrl}${path}`);
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('0 open vacatures');

    const vacancy = await createVacancy({ title: `Stille kracht ${RUN}` });
    await publishVacancy(vacancy, { employer: { connect: [{ documentId: partner.documentId }] } });
    await expect.poll(listed, REVALIDATION).toBe(true);
    await expect.poll(async () => (await serverHtml(`${webUrl}${path}`)).html.includes(`Stille kracht ${RUN}`), REVALIDATION).toBe(true);
  });

  it('sends a wrong slug to the profile’s address, and answers an unknown employer or page with the 404 page', async () => {
    const [partner] = await partners();
    const wrong = await fetch(`${webUrl}/werkgevers/${partner.documentId}/oude-naam`, { redirect: 'manual' });
    expect(wrong.status).toBe(308);
    expect(wrong.headers.get('location')).toBe(employerPath(partner));
    for (const path of [
      `/werkgevers/a1b2c3d4e5f6g7h8i9j0k1l2/niemand`,
      `${employerPath(partner)}/pagina/1`,
      `/werkgevers/${partner.documentId}/X`,
    ]) {
      const answer = await serverHtml(`${webUrl}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.html, path).toContain(`Page Not Found: ${path}`);
    }
  });

  it('lists every profile in the sitemap, and the CMS counts per employer for anyone, refusing a malformed employer', async () => {
    const all = await partners();
    // A partner published a moment ago (the test above) is in once the stale sitemap has been made again.
    const missing = async () => {
      const sitemap = await (await fetch(`${webUrl}/sitemap.xml`)).text();
      return [...all.map(employerPath), '/werkgevers'].filter((path) => !sitemap.includes(`${path}</loc>`));
    };
    await expect.poll(missing, REVALIDATION).toEqual([]);

    const { cmsUrl } = inject('stack');
    const counts = await fetch(`${cmsUrl}/api/vacancy-search/employers`);
    expect(counts.status).toBe(200);
    const data = (await counts.json()).data as Record<string, number>;
    expect(Object.values(data).every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    const bad = await fetch(`${cmsUrl}/api/vacancy-search?employer=${encodeURIComponent("x' OR 1=1")}`);
    expect(bad.status).toBe(400);
  });
});
