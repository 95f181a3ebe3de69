import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { adminSession } from '../support/actors';
import { adminPage } from '../support/analytics';
import { createVacancy, deleteCreatedVacancies, VACANCY_UID } from '../support/vacancies';

/**
 * Issue 35: the CMS admin speaks Dutch to editors. Its own texts from the first visit in a browser that
 * never chose a language, and every field of the content types labelled and explained in Dutch
 * (apps/cms/src/admin-labels/dutch-labels.ts, set at start-up by src/bootstrap/admin-labels.ts).
 */

const CMS_SRC = path.join(import.meta.dirname, '..', '..', 'apps', 'cms', 'src');

type Attribute = { type: string; visible?: boolean };

/** A content type's fields as its schema.json declares them. */
function schemaAttributes(apiName: string, typeName: string): Record<string, Attribute> {
  const file = path.join(CMS_SRC, 'api', apiName, 'content-types', typeName, 'schema.json');
  return JSON.parse(readFileSync(file, 'utf8')).attributes;
}

type Metadata = { edit: { label?: string; description?: string }; list: { label?: string } };
type Configuration = { layouts: { list: string[] }; metadatas: Record<string, Metadata>; settings: Record<string, unknown> };

async function configuration(uid: string): Promise<Configuration> {
  const { status, json } = await (await adminSession()).call('GET', `/content-manager/content-types/${uid}/configuration`);
  expect(status, `${uid} configuration`).toBe(200);
  return json.data.contentType as Configuration;
}

/** The columns the vacancy list shows editors (dutch-labels.ts), and their Dutch headers. */
const VACANCY_COLUMNS = ['title', 'employer', 'place', 'reviewStatus', 'closed', 'datePosted'];
const VACANCY_HEADERS = ['Titel', 'Werkgever', 'Plaats', 'Beoordeling', 'Gesloten', 'Plaatsingsdatum'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await deleteCreatedVacancies();
  await browser?.close();
});

describe("the Content Manager's configuration", () => {
  it.each([
    ['api::vacancy.vacancy', 'vacancy', 'vacancy'],
    ['api::application.application', 'application', 'application'],
    ['api::newsletter.newsletter', 'newsletter', 'newsletter'],
  ])('%s: every field has a Dutch label and description, in the edit view and the list', async (uid, apiName, typeName) => {
    const { metadatas } = await configuration(uid);
    const shown = Object.entries(schemaAttributes(apiName, typeName)).filter(([, attribute]) => attribute.visible !== false);
    for (const [name] of shown) {
      const metadata = metadatas[name];
      expect(metadata, `${uid}.${name}`).toBeDefined();
      expect.soft(metadata.edit.label, `${uid}.${name}: edit label`).not.toBe(name);
      expect.soft(metadata.edit.label?.trim(), `${uid}.${name}: edit label`).toBeTruthy();
      expect.soft(metadata.edit.description?.trim(), `${uid}.${name}: description`).toBeTruthy();
      expect.soft(metadata.list.label, `${uid}.${name}: list label`).toBe(metadata.edit.label);
    }
  });

  it('lists vacancies by the columns editors need, newest first, and explains the enumeration values', async () => {
    const { layouts, metadatas, settings } = await configuration(VACANCY_UID);
    expect(layouts.list).toEqual(VACANCY_COLUMNS);
    expect(VACANCY_COLUMNS.map((name) => metadatas[name].list.label)).toEqual(VACANCY_HEADERS);
    expect(settings).toMatchObject({ defaultSortBy: 'datePosted', defaultSortOrder: 'DESC' });
    expect(metadatas.employmentType.edit).toMatchObject({ label: 'Soort dienstverband' });
    expect(metadatas.employmentType.edit.description).toContain('PART_TIME = deeltijd');
    expect(metadatas.reviewStatus.edit.description).toContain('awaiting_review = wacht op beoordeling');
  });
});

/**
 * The list's column headers, as the DOM holds their text (`innerText` would give the upper case they are
 * styled in). Strapi's table gives its `th`s the role gridcell, so they are found by their place.
 */
const columnHeaders = (page: Page) => page.locator('thead th').allTextContents();

describe('the admin in Chromium', () => {
  it('speaks Dutch in a browser that never chose a language: list view, columns, edit view and enumeration names', async () => {
    const vacancy = await createVacancy({ title: `Beheerdertest ${Date.now().toString(36)}` });
    const { context, page } = await adminPage(browser, `/admin/content-manager/collection-types/${VACANCY_UID}`);
    try {
      // Strapi's own button, from its Dutch translations ("Create new entry" in English). The admin
      // bundle's first load on a busy machine took over 60 s (newsletter.test.ts).
      await page.getByText('Nieuwe invoer').first().waitFor({ timeout: 120_000 });
      expect(await page.evaluate(() => localStorage.getItem('strapi-admin-language'))).toBe('nl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
      await expect.poll(() => columnHeaders(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(VACANCY_HEADERS));
      const headers = await columnHeaders(page);
      expect(headers.some((header) => /^(title|reviewStatus|datePosted|documentId)$/.test(header.trim()))).toBe(false);

      await page.goto(`/admin/content-manager/collection-types/${VACANCY_UID}/${vacancy.documentId}`, { waitUntil: 'domcontentloaded' });
      await page.getByText('Soort dienstverband').first().waitFor({ timeout: 60_000 });
      await page
        .getByText(/PART_TIME = deeltijd/)
        .first()
        .waitFor();
      await page.getByText('Samenvatting').first().waitFor();
      // The select names the values in Dutch (src/admin/enum-labels.ts); the API keeps PART_TIME.
      const select = page.getByRole('combobox', { name: /Soort dienstverband/ });
      await expect.poll(() => select.textContent()).toContain('Deeltijd');
      await select.click();
      await page.getByRole('option', { name: 'Vrijwilligerswerk' }).waitFor();
      expect(await page.getByRole('option', { name: 'VOLUNTEER' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await page.getByText('employmentType', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
