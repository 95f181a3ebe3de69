import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCmsEnv } from './__fixtures__/server';
import {
  getCategories,
  getEvents,
  getGlobal,
  getNewsItems,
  getPageBySlug,
  getPartners,
  getPlaces,
  getProducts,
  getRedirects,
  getVacancies,
  getVacancy,
  searchVacancies,
} from './queries';
import { getSitemapCounts, getSitemapRows } from './sitemap';
import { cmsChangePassword, cmsConfirmEmail, cmsForgotPassword, cmsLogin, cmsMe, cmsRegister, cmsResetPassword } from './auth';
import { isCmsError } from './errors';
import { checkPath } from '../routing/path-check';
import { documentSlug } from './slugs';

/**
 * The site's questions against a real, running Strapi 4 or 3 with content (compat/strapi-4, compat/strapi-3,
 * decision 053):
 *   STRAPI4_URL=http://127.0.0.1:1437 npx vitest run lib/cms/compat-strapi.integration.test.ts
 *   STRAPI3_URL=http://127.0.0.1:1537 npx vitest run lib/cms/compat-strapi.integration.test.ts
 * Each major is skipped without its URL. It assumes content, not which: it compares the answers with each
 * other. With STRAPI4_MAIL_API / STRAPI3_MAIL_API (maildev's web address, where that Strapi sends its mail)
 * an account goes through users-permissions from registration to a changed (v4) and a reset password.
 */
const MAJORS = [
  { version: '4', url: process.env.STRAPI4_URL, mailApi: process.env.STRAPI4_MAIL_API },
  { version: '3', url: process.env.STRAPI3_URL, mailApi: process.env.STRAPI3_MAIL_API },
] as const;

/** The newest mail to `to`, and the first link in it. */
async function mailedLink(mailApi: string | undefined, to: string, subject: string): Promise<URL> {
  for (let tries = 0; tries < 40; tries += 1) {
    const mails = (await (await fetch(`${mailApi}/api/email`)).json()) as { to: { address: string }[]; subject: string; html: string }[];
    const mail = mails.filter((item) => item.to.some(({ address }) => address === to) && item.subject.includes(subject)).at(-1);
    const href = mail?.html.match(/href="([^"]+)"/)?.[1];
    if (href) return new URL(href.replace(/&amp;/g, '&'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

describe.each(MAJORS)('Strapi $version', ({ version, url, mailApi }) => {
  describe.skipIf(!url)(`CMS_VERSION=${version} against a real Strapi ${version}`, () => {
    let restore = () => {};
    beforeAll(() => {
      restore = useCmsEnv(url!, version);
    });
    afterAll(() => restore());

    it('lists vacancies with their relations and finds each by its numeric id', async () => {
      const { items, pagination } = await getVacancies({ pageSize: 2 });
      expect(items.length).toBeGreaterThan(0);
      expect(pagination.total).toBeGreaterThanOrEqual(items.length);
      const [first] = items;
      expect(first.documentId).toMatch(/^[0-9]+$/);
      expect((await getVacancy(first.documentId))?.title).toBe(first.title);
      expect(await getVacancy('987654321')).toBeNull();
      expect(await getVacancy('abcdefghijklmnopqrstuvwx')).toBeNull();
    });

    it('searches over REST with text, field of work and place', async () => {
      const [first] = (await getVacancies({ pageSize: 1 })).items;
      const word = first.title.split(/\s+/)[0].toUpperCase();
      const found = await searchVacancies({ q: word, category: first.category?.documentId, place: first.place?.documentId });
      expect(found.items.map((vacancy) => vacancy.documentId)).toContain(first.documentId);
      expect((await searchVacancies({ q: `geen-vacature-${Date.now()}` })).items).toEqual([]);
      // Every filter plain REST can serve, at once: the Strapi must understand each.
      const filtered = await searchVacancies({
        hours: '32-40',
        education: 'mbo',
        workplace: 'locatie',
        employer: first.employer?.documentId,
      });
      expect(filtered.facets).toBeNull();
    });

    it('counts open vacancies per field of work and place as the lists do', async () => {
      const total = (await getVacancies({ pageSize: 1 })).pagination.total;
      const categories = await getCategories();
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.reduce((sum, category) => sum + (category.vacancyCount ?? 0), 0)).toBeLessThanOrEqual(total);
      expect((await getPlaces()).length).toBeGreaterThan(0);
    });

    it('reads pages by slug with their blocks, the global settings, partners, products, events, news and redirects', async () => {
      const [row] = await getSitemapRows('pages', 0, 1);
      const slug = decodeURIComponent(row.path.slice(1));
      const page = await getPageBySlug(slug);
      expect(page?.slug).toBe(slug);
      expect(Array.isArray(page?.blocks)).toBe(true);
      expect(await getPageBySlug(`bestaat-niet-${Date.now()}`)).toBeNull();
      expect((await getGlobal())?.siteName).toBeTruthy();
      await Promise.all([getPartners(), getProducts(), getEvents(), getNewsItems(), getRedirects()]);
    });

    it('gives sitemap counts that match the lists and checks slugs by id', async () => {
      const counts = Object.fromEntries((await getSitemapCounts()).map(({ source, count }) => [source, count]));
      expect(counts.vacancies).toBe((await getVacancies({ pageSize: 1 })).pagination.total);
      for (const source of ['categories', 'pages', 'news', 'events', 'employers', 'vacancies'] as const)
        expect((await getSitemapRows(source, 0, 500)).length).toBe(counts[source]);
      const [first] = (await getVacancies({ pageSize: 1 })).items;
      expect(await documentSlug('vacancies', 'documentId', first.documentId, {})).toBe(first.slug);
    });
  });

  describe.skipIf(!url)(`the front door on a real Strapi ${version}`, () => {
    let restore = () => {};
    beforeAll(() => {
      restore = useCmsEnv(url!, version);
    });
    afterAll(() => restore());

    it('sends wrong slugs to the canonical address and gives unknown ids and own-CMS pages the 404 page', async () => {
      const [first] = (await getVacancies({ pageSize: 1 })).items;
      const check = (path: string) => checkPath(path, { lookUpDocuments: true });
      expect(await check(`/jobs/vacature/${first.documentId}/verkeerd`)).toEqual({
        redirectTo: `/jobs/vacature/${first.documentId}/${first.slug}`,
      });
      expect(await check(`/jobs/vacature/${first.documentId}/${first.slug}`)).toBeNull();
      for (const path of ['/jobs/vacature/987654321/iets', '/jobs/cat/987654321', `/bestaat-niet-${Date.now()}`, '/jobs/mijn'])
        expect(await check(path), path).toEqual({ missing: true });
      const [category] = await getCategories();
      expect(await check(`/jobs/vakgebied/${category.documentId}`)).toBeNull();
    });
  });

  describe.skipIf(!url || !mailApi)(`visitor accounts on a real Strapi ${version}`, () => {
    let restore = () => {};
    beforeAll(() => {
      restore = useCmsEnv(url!, version);
    });
    afterAll(() => restore());

    it('registers, confirms by the mailed link, signs in, reads /users/me, changes and resets the password', async () => {
      const email = `anna-${Date.now()}@example.nl`;
      const registered = await cmsRegister({ username: email, email, password: 'Geheim-12345', firstName: 'Anna', lastName: 'Jansen' });
      expect(registered.jwt).toBeUndefined();
      const unconfirmed = await cmsLogin({ identifier: email, password: 'Geheim-12345' }).catch((error: unknown) => error);
      expect(isCmsError(unconfirmed) && unconfirmed.status).toBe(400);

      const confirmation = (await mailedLink(mailApi, email, 'Bevestig')).searchParams.get('confirmation');
      await cmsConfirmEmail(confirmation!);
      const { jwt } = await cmsLogin({ identifier: email, password: 'Geheim-12345' });
      expect(await cmsMe(jwt!)).toMatchObject({ email, firstName: 'Anna', lastName: 'Jansen', confirmed: true });

      // Strapi 3 has no change-password route: the reset below works on both.
      if (version === '4')
        await cmsChangePassword(
          { currentPassword: 'Geheim-12345', password: 'Nieuw-12345', passwordConfirmation: 'Nieuw-12345' },
          { token: jwt },
        );
      await cmsForgotPassword({ email });
      const link = await mailedLink(mailApi, email, 'wachtwoord');
      expect(link.pathname).toBe('/wachtwoord-reset');
      const reset = await cmsResetPassword({
        code: link.searchParams.get('code')!,
        password: 'Derde-12345',
        passwordConfirmation: 'Derde-12345',
      });
      expect(reset.jwt).toBeTruthy();
      expect((await cmsLogin({ identifier: email, password: 'Derde-12345' })).user?.email).toBe(email);
    });
  });
});
