import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { uniqueSlug } from './slugs';

// The Content Manager's real uid service (its slugify and numbering), which uniqueSlug borrows from.
const require = createRequire(import.meta.url);
const contentManager = path.dirname(require.resolve('@strapi/content-manager/package.json'));
const uidServiceFactory = require(path.join(contentManager, 'dist/server/services/uid.js'));

const VACANCY = 'api::vacancy.vacancy';

function fakeStrapi(slugsInUse: string[]) {
  const asked: unknown[] = [];
  const strapi = {
    contentTypes: { [VACANCY]: { modelName: 'vacancy', attributes: { slug: { type: 'uid', targetField: 'title' } } } },
    db: {
      query: () => ({
        findMany: async ({ where }: { where: { slug: { $in: string[] } } }) => {
          asked.push(where);
          return slugsInUse.filter((slug) => where.slug.$in.includes(slug)).map((slug) => ({ slug }));
        },
      }),
    },
    // The fallback (every numbered variant taken) is the uid service's own prefix search.
    documents: () => ({ findMany: async () => slugsInUse.map((slug) => ({ slug })) }),
  } as unknown as Core.Strapi & { plugin: unknown };
  const uidService = uidServiceFactory({ strapi });
  (strapi as { plugin: unknown }).plugin = () => ({ service: () => uidService });
  return { strapi, asked };
}

describe('uniqueSlug', () => {
  it('slugifies as Strapi does, Dutch and diacritics included', async () => {
    const { strapi } = fakeStrapi([]);
    expect(await uniqueSlug(strapi, VACANCY, 'slug', { title: 'Verpleegkundige Één & Twee (m/v)' })).toBe(
      'verpleegkundige-een-and-twee-m-v',
    );
  });

  it('numbers a taken slug like the Content Manager, asking exact values only', async () => {
    const { strapi, asked } = fakeStrapi(['kok', 'kok-1', 'kok-2']);
    expect(await uniqueSlug(strapi, VACANCY, 'slug', { title: 'Kok' })).toBe('kok-3');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ publishedAt: null });
  });

  it('falls back to the uid service when all numbered variants are taken', async () => {
    const taken = ['kok', ...Array.from({ length: 20 }, (_, i) => `kok-${i + 1}`)];
    const { strapi } = fakeStrapi(taken);
    expect(await uniqueSlug(strapi, VACANCY, 'slug', { title: 'Kok' })).toBe('kok-21');
  });
});
