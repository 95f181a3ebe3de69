import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { distanceKm } from '../../packages/shared/src/distance';
import { interactive, launchBrowser, newPage } from '../support/browser';
import { adminApi, cmsGet } from '../support/actors';

/**
 * Distance search (issue 16, decision 031) through the real site and CMS: a radius around a place,
 * nearest first, the distance on every card, facet counts within the radius, and "In de buurt" with
 * the browser's location. Vacancies carry a word made for this run in seeded places with real
 * coordinates; what the site shows is checked against distances worked out here from the CMS's places.
 */
const { webUrl } = inject('stack');
const VACANCIES = '/content-manager/collection-types/api::vacancy.vacancy';
const marker = `afstand${process.pid}${Date.now().toString(36).replace(/[a-z]/g, '')}`.slice(0, 20);
type Place = { documentId: string; name: string; latitude: number; longitude: number };
const places: Record<string, Place> = {};
const created: string[] = [];
let browser: Browser;
let page: Page;

const title = (place: string) => `Monteur ${place} ${marker}`;
const cards = () => page.getByTestId('vacancy-card');
const cardTitles = () => cards().getByRole('heading').allInnerTexts();
/** The cards' distances as they read, without the brackets around them: "< 1 km", "20 km". */
const distances = async () =>
  (await page.getByTestId('vacancy-distance').allInnerTexts()).map((text) =>
    text
      .trim()
      .replace(/\u00a0/g, ' ')
      .replace(/^\((.*)\)$/, '$1'),
  );
const km = (from: string, to: string) =>
  distanceKm(
    { lat: Number(places[from].latitude), lon: Number(places[from].longitude) },
    { lat: Number(places[to].latitude), lon: Number(places[to].longitude) },
  );

async function searchApi(query: string) {
  const json = await cmsGet(`/vacancy-search?${query}`);
  return {
    titles: json.data.map((vacancy: { title: string }) => vacancy.title) as string[],
    facets: json.meta.facets as Record<string, Record<string, number>>,
    distances: json.meta.distances as Record<string, number> | undefined,
    ids: json.data.map((vacancy: { documentId: string }) => vacancy.documentId) as string[],
  };
}

beforeAll(async () => {
  const json = await cmsGet('/places?pagination[pageSize]=100&fields[0]=name&fields[1]=latitude&fields[2]=longitude');
  for (const place of json.data as Place[]) places[place.name] = place;
  // Utrecht's neighbours: Hilversum 17 km, Amersfoort 20 km, Amsterdam 34 km; Zwolle 77 km.
  for (const [index, name] of ['Zwolle', 'Amsterdam', 'Amersfoort', 'Hilversum', 'Utrecht', null].entries()) {
    const body = {
      title: title(name ?? 'zonder plaats'),
      slug: `afstandtest-${marker}-${index}`,
      summary: 'Vacature voor de afstandtest.',
      employmentType: 'FULL_TIME',
      datePosted: new Date(Date.now() - (10 - index) * 86_400_000).toISOString().slice(0, 10),
      workplace: name ? 'locatie' : 'thuiswerk',
      ...(name && { place: places[name].documentId }),
    };
    const { data } = await adminApi<{ data: { documentId: string } }>(VACANCIES, { method: 'POST', body });
    created.push(data.documentId);
    await adminApi(`${VACANCIES}/${data.documentId}/actions/publish`, { method: 'POST', body: {} });
  }
  browser = await launchBrowser();
  ({ page } = await newPage(browser, webUrl));
});
afterAll(async () => {
  await browser?.close();
  for (const documentId of created) await adminApi(`${VACANCIES}/${documentId}`, { method: 'DELETE' });
});

describe('distance search', () => {
  it('keeps the vacancies within the radius of a place, as the places’ coordinates say, with their distance', async () => {
    const utrecht = places.Utrecht.documentId;
    const within = (radius: number) =>
      ['Zwolle', 'Amsterdam', 'Amersfoort', 'Hilversum', 'Utrecht'].filter((name) => km('Utrecht', name) <= radius).map(title);
    for (const radius of [5, 25, 50]) {
      const found = await searchApi(`q=${marker}&place=${utrecht}&radius=${radius}`);
      expect(found.titles.sort(), `${radius} km`).toEqual(within(radius).sort());
    }
    const nearest = await searchApi(`q=${marker}&place=${utrecht}&radius=50&sort=afstand`);
    expect(nearest.titles).toEqual(['Utrecht', 'Hilversum', 'Amersfoort', 'Amsterdam'].map(title));
    expect(nearest.distances![nearest.ids[2]]).toBeCloseTo(km('Utrecht', 'Amersfoort'), 1);
    // The facet counts apply the radius; the place counts, like any facet's, not their own filter.
    expect(nearest.facets.workplace).toEqual(expect.objectContaining({ locatie: expect.any(Number) }));
    const counted = await searchApi(`q=${marker}&place=${utrecht}&radius=25`);
    expect(counted.facets.workplace).toEqual({ locatie: 3 });
    expect(counted.facets.place[places.Zwolle.documentId]).toBe(1);
    // Without a radius, nearest first keeps everything; without a place or coordinates, last.
    const near = await searchApi(`q=${marker}&near=52.52,6.08&sort=afstand`);
    expect(near.titles).toEqual(['Zwolle', 'Amersfoort', 'Hilversum', 'Utrecht', 'Amsterdam', 'zonder plaats'].map(title));
  });

  it('refuses distance parameters it cannot use with a clear 400', async () => {
    for (const [query, message] of [
      ['radius=25', 'radius needs near or place'],
      [`place=${places.Utrecht.documentId}&radius=1000`, 'radius must be 5, 10, 25, 50 (km)'],
      ['near=91,5', 'near must be latitude,longitude'],
      ['sort=afstand', 'sort=afstand needs near, or place with radius'],
    ]) {
      const response = await fetch(`${inject('stack').cmsUrl}/api/vacancy-search?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.message, query).toContain(message);
    }
  });

  it('searches around a place from the filter form, nearest first, the distance on every card, as a chip', async () => {
    await page.goto(`/jobs/zoeken?q=${marker}`);
    await interactive(page);
    await page.getByLabel('Plaats').selectOption(places.Utrecht.documentId);
    await page.getByLabel('Afstand', { exact: true }).selectOption('25');
    await page.getByLabel('Sorteren op').selectOption('afstand');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/radius=25/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('afstand');
    expect(await cardTitles()).toEqual(['Utrecht', 'Hilversum', 'Amersfoort'].map(title));
    expect(await distances()).toEqual([
      '< 1 km',
      `${Math.round(km('Utrecht', 'Hilversum'))} km`,
      `${Math.round(km('Utrecht', 'Amersfoort'))} km`,
    ]);
    await page.getByTestId('active-filters').getByRole('link', { name: 'Afstand: binnen 25 km verwijderen' }).waitFor();
  });

  it("the home's search takes the words, a place and a distance (issue 20: search first)", async () => {
    await page.goto('/');
    const form = page.locator('form:has(#home-q)');
    await form.getByLabel('Zoek vacatures').fill(marker);
    await form.getByLabel('Plaats').selectOption(places.Utrecht.documentId);
    await form.getByLabel('Afstand').selectOption('25');
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/radius=25/);
    expect((await cardTitles()).sort()).toEqual(['Utrecht', 'Hilversum', 'Amersfoort'].map(title).sort());
    await page.getByTestId('active-filters').getByRole('link', { name: 'Afstand: binnen 25 km verwijderen' }).waitFor();
  });

  it('gives a radius around a place a cached path of its own; a radius without a place is no address', async () => {
    const path = `/jobs/plaats/${places.Utrecht.documentId}/straal/10/sortering/afstand`;
    const response = (await page.goto(path))!;
    expect(response.status()).toBe(200);
    // Every card within 10 km, nearest first (seeded vacancies included).
    const shown = (await distances()).map((text) => (text === '< 1 km' ? 0 : Number(text.replace(' km', '').replace(',', '.'))));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((distance) => distance <= 10)).toBe(true);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect((await page.goto(`/jobs/straal/10`))!.status()).toBe(404);
    expect((await page.goto(`/jobs/plaats/${places.Utrecht.documentId}/straal/7`))!.status()).toBe(404);
  });

  it('the embeddable /c and the feed understand the same parameters', async () => {
    const utrecht = places.Utrecht.documentId;
    const response = (await page.goto(`/c?q=${marker}&place=${utrecht}&radius=25&sort=afstand`))!;
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/c/zoeken');
    const listed = await page.getByTestId('compact-list').getByRole('link').allInnerTexts();
    expect(listed).toEqual(['Utrecht', 'Hilversum', 'Amersfoort'].map(title));
    expect(await page.getByTestId('compact-list').innerText()).toContain(`${Math.round(km('Utrecht', 'Amersfoort'))} km`);
    const xml = await (await fetch(`${webUrl}/jobs/rss.xml?q=${marker}&place=${utrecht}&radius=25`)).text();
    const items = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, text]) => text.replace(/ \([^)]*\)$/, ''));
    expect(items.sort()).toEqual(['Utrecht', 'Hilversum', 'Amersfoort'].map(title).sort());
  });

  it('"In de buurt" uses the browser’s location, rounded to 0.01° before it leaves the browser', async () => {
    // Half a kilometre from Amersfoort's centre, to six decimals.
    const { context, page: located } = await newPage(browser, webUrl, {
      geolocation: { latitude: 52.158731, longitude: 5.391942 },
      permissions: ['geolocation'],
    });
    const addresses: string[] = [];
    located.on('request', (request) => addresses.push(request.url()));
    await located.goto(`/jobs/zoeken?q=${marker}`);
    await interactive(located);
    await located.getByRole('button', { name: 'In de buurt' }).click();
    await located.waitForURL(/near=/);
    const params = new URL(located.url()).searchParams;
    expect(params.get('near')).toBe('52.16,5.39');
    expect(params.get('sort')).toBe('afstand');
    const titles = await located.getByTestId('vacancy-card').getByRole('heading').allInnerTexts();
    expect(titles.slice(0, 3)).toEqual(['Amersfoort', 'Hilversum', 'Utrecht'].map(title));
    await located.getByTestId('active-filters').getByRole('link', { name: 'Locatie: in de buurt verwijderen' }).waitFor();
    // The precise position never travelled: no request named more than the rounded one.
    expect(addresses.filter((url) => /52\.158|5\.391/.test(decodeURIComponent(url)))).toEqual([]);
    await context.close();
  });

  it('says in Dutch when the browser gives no location, and stays on the same search', async () => {
    const { context, page: refused } = await newPage(browser, webUrl, { permissions: [] });
    await refused.goto(`/jobs/zoeken?q=${marker}`);
    await interactive(refused);
    await refused.getByRole('button', { name: 'In de buurt' }).click();
    await expect
      .poll(() => refused.getByRole('status').filter({ hasText: 'locatie' }).innerText())
      .toBe('Je locatie is niet beschikbaar. Kies een plaats en een afstand.');
    expect(new URL(refused.url()).searchParams.has('near')).toBe(false);
    await context.close();
  });
});
