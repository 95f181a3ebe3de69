import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/actors';
import { cmsOpenVacancies, dateInAmsterdam, resultCount, shownVacancies, vacancyHref } from '../support/jobs';
import { createVacancy, deleteCreatedVacancies, documentIdByName, publishVacancy } from '../support/vacancies';
import { settledPage } from '../support/cache';

/**
 * What /jobs and /jobs/plaatsen list, compared with what the CMS's REST API holds at the moment of
 * the check: other files publish, close and expire vacancies, so no count is fixed here. Vacancies
 * made here carry a word made for this run.
 */
const { webUrl } = inject('stack');
const TOKEN = `lijst${Date.now().toString(36)}`;
/** The site's page size for /jobs. */
const PAGE_SIZE = 20;
/** The CMS tells the site about a publish through its webhook (decision 010); that takes a moment. */
const REVALIDATION = { timeout: 5_000 };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, webUrl));
});
afterAll(async () => {
  await browser?.close();
  await deleteCreatedVacancies();
});

const inPlace = (documentId: string) => `&filters[place][documentId][$eq]=${documentId}`;

async function visit(path: string): Promise<void> {
  await settledPage(path);
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response!.status()).toBe(200);
}

describe('/jobs filtered by place', () => {
  it('shows exactly the open vacancies of that place, in the CMS’s order', async () => {
    const [zwolle, assen] = await Promise.all([documentIdByName('places', 'Zwolle'), documentIdByName('places', 'Assen')]);
    const open = [
      await createVacancy({ title: `Monteur ${TOKEN}`, place: zwolle }),
      await createVacancy({ title: `Planner ${TOKEN}`, place: zwolle }),
    ];
    const expired = await createVacancy({ title: `Verlopen ${TOKEN}`, place: zwolle });
    const closed = await createVacancy({ title: `Gesloten ${TOKEN}`, place: zwolle });
    const elsewhere = await createVacancy({ title: `Elders ${TOKEN}`, place: assen });
    for (const vacancy of [...open, elsewhere]) await publishVacancy(vacancy);
    await publishVacancy(expired, { validThrough: dateInAmsterdam(-1) });
    await publishVacancy(closed, { closed: true });

    const expected = await cmsOpenVacancies({ filters: inPlace(zwolle) });
    // Newest first; the later of two posted on one day comes first.
    expect(expected.vacancies.filter((v) => v.title.includes(TOKEN)).map((v) => v.href)).toEqual([
      vacancyHref(open[1]),
      vacancyHref(open[0]),
    ]);
    await expect.poll(async () => (await visit(`/jobs/plaats/${zwolle}`), shownVacancies(page)), REVALIDATION).toEqual(expected.vacancies);
    expect(await page.getByTestId('result-count').innerText()).toBe(resultCount(expected.total));
    const places = await page
      .getByTestId('vacancy-card')
      .evaluateAll((cards) => cards.map((card) => [...card.querySelectorAll('.meta li')].map((li) => li.textContent)));
    for (const meta of places) expect(meta).toContain('Zwolle');

    // The rest of the place's list, page by page, when it has more than one.
    for (let p = 2; p <= Math.ceil(expected.total / PAGE_SIZE); p += 1) {
      await visit(`/jobs/plaats/${zwolle}/pagina/${p}`);
      expect(await shownVacancies(page)).toEqual((await cmsOpenVacancies({ filters: inPlace(zwolle), page: p })).vacancies);
    }

    // The same list through the form's place filter.
    await visit('/jobs');
    await page.getByLabel('Plaats', { exact: true }).selectOption(zwolle);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(new RegExp(`/jobs/plaats/${zwolle}$`));
    expect(await shownVacancies(page)).toEqual(expected.vacancies);
  });
});

describe('/jobs/plaatsen', () => {
  type Row = { name: string; href: string; count: number };
  const byHref = (a: Row, b: Row) => a.href.localeCompare(b.href);

  async function shownPlaces(): Promise<Row[]> {
    await visit('/jobs/plaatsen');
    const rows = await page
      .getByTestId('place-list')
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector('a')!.textContent!,
          href: item.querySelector('a')!.getAttribute('href')!,
          count: item.querySelector('[data-testid="place-count"]')!.textContent!,
        })),
      );
    // "(1.234 vacatures)"
    return rows.map((row) => ({ ...row, count: Number(row.count.replace(/\D/g, '')) })).sort(byHref);
  }

  const openCount = async (place: string) => (await cmsOpenVacancies({ filters: inPlace(place), pageSize: 1 })).total;

  it('shows every place with open vacancies and how many the CMS has there, no place without; a publish adds one', async () => {
    const places: Array<{ documentId: string; name: string }> = (await cmsGet('/places?fields[0]=name&pagination[pageSize]=100')).data;
    const counted = await Promise.all(
      places.map(async (place) => ({
        name: place.name,
        href: `/jobs/plaats/${place.documentId}`,
        count: await openCount(place.documentId),
      })),
    );
    // Issue 35: a place without open vacancies is not offered.
    const expected = counted.filter((row) => row.count > 0).sort(byHref);
    expect(expected.length).toBeLessThan(places.length);
    // Other files publish too: the page may be one publish behind for a moment (decision 018).
    await expect.poll(shownPlaces, REVALIDATION).toEqual(expected);
    const shown = await shownPlaces();
    // Not a page of one place: the seeded vacancies are spread over the places.
    expect(shown.length).toBeGreaterThanOrEqual(5);

    const leeuwarden = places.find((place) => place.name === 'Leeuwarden')!;
    const countShown = async () => (await shownPlaces()).find((row) => row.name === 'Leeuwarden')?.count ?? 0;
    const before = await openCount(leeuwarden.documentId);
    const vacancy = await createVacancy({ title: `Nieuw in Leeuwarden ${TOKEN}`, place: leeuwarden.documentId });
    // A draft is nobody's vacancy yet.
    expect(await countShown()).toBe(before);
    await publishVacancy(vacancy);
    expect(await openCount(leeuwarden.documentId)).toBe(before + 1);
    await expect.poll(countShown, REVALIDATION).toBe(before + 1);
  });

  it('draws the Netherlands with a dot per place that has vacancies, each leading to that place’s list', async () => {
    await expect.poll(async () => (await shownPlaces()).length, REVALIDATION).toBeGreaterThan(0);
    const listed = (await shownPlaces()).filter((row) => row.count > 0);
    const map = page.getByTestId('places-map');
    // The country's outline, not a grey square: a path of many points, from a file of its own that the
    // page's HTML does not repeat (it used to carry it twice, in the markup and the RSC payload).
    const href = (await map.locator('use.places-map__land').getAttribute('href'))!;
    const [file, id] = href.split('#');
    const svg = await fetch(new URL(file, webUrl));
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const outline = /<path id="([^"]+)" d="([^"]+)"/.exec(await svg.text())!;
    expect(outline[1]).toBe(id);
    expect(outline[2].split('L').length).toBeGreaterThan(100);
    const html = await (await fetch(new URL('/jobs/plaatsen', webUrl))).text();
    expect(html).not.toContain(outline[2].slice(0, 40));
    // And the browser drew it: the outline has the country's size on the map (0 if the file did not load).
    await expect
      .poll(() => map.locator('use.places-map__land').evaluate((use) => (use as SVGUseElement).getBBox().width))
      .toBeGreaterThan(200);
    const dots = await map
      .locator('a')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href')!, radius: Number(link.querySelector('circle')!.getAttribute('r')) })),
      );
    expect(dots.map((dot) => dot.href).sort()).toEqual(listed.map((row) => row.href).sort());
    // The place with the most vacancies has the largest dot.
    const busiest = listed.reduce((a, b) => (b.count > a.count ? b : a));
    expect(dots.find((dot) => dot.href === busiest.href)!.radius).toBe(Math.max(...dots.map((dot) => dot.radius)));

    // A visitor clicks the dot itself.
    const dot = map.locator(`a[href="${busiest.href}"] circle`);
    const box = (await dot.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(new RegExp(`${busiest.href}$`));
  });
});

describe('/jobs on a phone', () => {
  it('folds the filters behind "Filters (n)" so results come first, and shows each active filter as a chip that removes it', async () => {
    const { documentId: assen } = (await cmsGet('/places?filters[name][$eq]=Assen&fields[0]=name')).data[0];
    const path = `/jobs/plaats/${assen}/uren/32-40`;
    // At least one result there, whatever other files did to the seeded vacancies.
    await publishVacancy(await createVacancy({ title: `Op de telefoon ${TOKEN}`, place: assen, hoursPerWeek: 36 }));
    const { context, page: phone } = await newPage(browser, webUrl, { viewport: { width: 390, height: 844 } });
    try {
      await expect
        .poll(
          async () => (
            await settledPage(path),
            await phone.goto(path, { waitUntil: 'domcontentloaded' }),
            phone
              .getByTestId('vacancy-card')
              .filter({ hasText: `Op de telefoon ${TOKEN}` })
              .count()
          ),
          REVALIDATION,
        )
        .toBe(1);
      const place = phone.getByLabel('Plaats', { exact: true });
      expect(await place.isVisible()).toBe(false);
      const toggle = phone.locator('summary', { hasText: 'Filters' });
      expect(await toggle.innerText()).toBe('Filters (2)');
      // The first result starts on the first screen.
      const firstCard = (await phone.getByTestId('vacancy-card').first().boundingBox())!;
      expect(firstCard.y).toBeLessThan(844);

      await toggle.click();
      expect(await place.isVisible()).toBe(true);
      expect(await place.inputValue()).toBe(assen);

      const chips = phone.getByTestId('active-filters');
      const names = await chips
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent));
      expect(names).toEqual(['Plaats: Assen verwijderen', 'Uren: 32 tot 40 uur verwijderen', 'Wis alle filters']);
      await chips.getByRole('link', { name: 'Plaats: Assen verwijderen' }).click();
      await phone.waitForURL(/\/jobs\/uren\/32-40$/);
      expect(await phone.locator('summary', { hasText: 'Filters' }).innerText()).toBe('Filters (1)');
      // One filter left: no "Wis alle filters".
      expect(await phone.getByTestId('active-filters').getByRole('link').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows the filters without a toggle on a wide screen', async () => {
    await visit('/jobs');
    expect(await page.getByLabel('Plaats', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('summary', { hasText: 'Filters' }).isVisible()).toBe(false);
    expect(await page.getByTestId('active-filters').count()).toBe(0);
  });
});

describe('/jobs pagination', () => {
  it('page 2 continues page 1 without overlap, both in the CMS’s order', async () => {
    const [first, second] = await Promise.all([cmsOpenVacancies({ page: 1 }), cmsOpenVacancies({ page: 2 })]);
    expect(second.vacancies.length).toBeGreaterThan(0);

    // Page 1 prefetches page 2 and the click shows what it fetched: page 2 must be up to date first. The
    // previous file's last changes reach the site through the CMS's webhook a moment later (decision
    // 018), so both pages are asked until they show what the CMS holds.
    await expect.poll(async () => (await visit('/jobs/pagina/2'), shownVacancies(page)), REVALIDATION).toEqual(second.vacancies);
    await expect.poll(async () => (await visit('/jobs'), shownVacancies(page)), REVALIDATION).toEqual(first.vacancies);
    const pageOne = await shownVacancies(page);
    expect(await page.getByTestId('result-count').innerText()).toBe(resultCount(first.total));

    await page.getByRole('link', { name: 'Volgende' }).first().click();
    await page.waitForURL(/\/jobs\/pagina\/2$/);
    await page.locator('nav[aria-label="Paginering"] [aria-current="page"]', { hasText: /^2$/ }).waitFor();
    const pageTwo = await shownVacancies(page);
    expect(pageTwo).toEqual(second.vacancies);
    const onBoth = pageTwo.filter((vacancy) => pageOne.some((other) => other.href === vacancy.href));
    expect(onBoth).toEqual([]);
  });

  it('answers 404 past the last page of every list, and 200 on the last one (issue 35)', async () => {
    // The open ones only: the REST count also holds closed and expired vacancies the site does not list.
    const pageCount = Math.ceil((await cmsOpenVacancies({ pageSize: PAGE_SIZE })).total / PAGE_SIZE);
    const category = (await cmsGet('/vacancy-categories?pagination[pageSize]=1')).data[0];
    const employer = (await cmsGet('/partners?pagination[pageSize]=1&fields[0]=slug')).data[0];
    const pastTheEnd = [
      '/jobs/pagina/999',
      '/jobs/zoeken?q=zorg&page=999',
      `/jobs/cat/${category.documentId}/pagina/999`,
      '/nieuws/pagina/999',
      '/agenda/pagina/999',
      '/agenda/geweest/pagina/999',
      `/werkgevers/${employer.documentId}/${employer.slug}/pagina/999`,
    ];
    for (const path of pastTheEnd) {
      const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toMatch(/vacatures? gevonden/);
    }
    expect(pageCount).toBeGreaterThan(1);
    await visit(`/jobs/pagina/${pageCount}`);
    expect(await page.getByTestId('vacancy-card').count()).toBeGreaterThan(0);
  });
});

describe('a vacancy card', () => {
  /** "€ 3.000 – € 3.500 per maand", as a Dutch reader writes it (whitespace normalised). */
  const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('shows salary or "Salaris niet vermeld", its age and "Nieuw", and opens the vacancy from anywhere on the card', async () => {
    const word = `kaart${Date.now().toString(36)}`;
    const fresh = await createVacancy({ title: `Nieuw ${word}` });
    const older = await createVacancy({ title: `Ouder ${word}` });
    await publishVacancy(fresh, { salaryMin: 3000, salaryMax: 3500, salaryPeriod: 'MONTH' });
    await publishVacancy(older, { datePosted: dateInAmsterdam(-10), salaryMin: null, salaryMax: null });

    // Free text renders per request: the card shows what the CMS holds now.
    const cardOf = (vacancy: { documentId: string; slug: string }) =>
      page.locator('[data-testid="vacancy-card"]', { has: page.locator(`a[href="${vacancyHref(vacancy)}"]`) });
    await expect.poll(async () => (await visit(`/jobs/zoeken?q=${word}`), page.getByTestId('vacancy-card').count()), REVALIDATION).toBe(2);

    const freshCard = cardOf(fresh);
    expect(words(await freshCard.getByTestId('vacancy-salary').innerText())).toBe(
      words(`${euros.format(3000)} – ${euros.format(3500)} per maand`),
    );
    expect(await freshCard.locator('.tag--new').innerText()).toBe('Nieuw');
    expect(await freshCard.locator('time').innerText()).toBe('vandaag');

    const olderCard = cardOf(older);
    expect(await olderCard.getByTestId('vacancy-salary').innerText()).toBe('Salaris niet vermeld');
    expect(await olderCard.locator('.tag--new').count()).toBe(0);
    expect(await olderCard.locator('time').innerText()).toBe('10 dagen geleden');
    // One link per card for screen readers, yet a click on its summary opens the vacancy.
    expect(await olderCard.getByRole('link').count()).toBe(1);
    // Where a visitor clicks: the middle of the summary, which the link's overlay covers.
    const summaryText = olderCard.locator('p', { hasText: 'Een vacature voor een end-to-end-test' });
    await summaryText.scrollIntoViewIfNeeded();
    const summary = (await summaryText.boundingBox())!;
    await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
    await page.waitForURL(new RegExp(`${vacancyHref(older)}$`));
  });
});
