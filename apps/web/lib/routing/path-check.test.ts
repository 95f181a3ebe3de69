import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
/** What the fake CMS answers for a vacancy: its slug, or null when it has none published. */
const vacancySlug = { current: 'iets' as string | null };
vi.mock('@/lib/cms/client', () => ({
  cmsFetch: async (path: string) => {
    asked.push(path.split('/')[1]);
    if (path.startsWith('/vacancies/'))
      return { data: vacancySlug.current === null ? null : { documentId: 'x', slug: vacancySlug.current } };
    return { data: { documentId: 'x', slug: 'iets' } };
  },
}));
vi.mock('@/lib/cms/config', () => ({ cmsVersion: () => '5', hasProjectApis: () => true, cmsV3OnMongo: () => false }));

const { checkPath, forgetCheckedPaths } = await import('./path-check');

const CATEGORY = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const PLACE = 'p1b2c3d4e5f6g7h8i9j0k1l2';
const FILTER_PATH = `/jobs/vakgebied/${CATEGORY}/plaats/${PLACE}`;
const check = (path: string) => checkPath(path, { lookUpDocuments: true });

describe('what the proxy remembers of the documents a path names', () => {
  beforeEach(() => {
    forgetCheckedPaths();
    asked.length = 0;
  });

  it('asks the CMS once for a filter path’s field of work and place', async () => {
    expect(await check(FILTER_PATH)).toBeNull();
    expect(await check(FILTER_PATH)).toBeNull();
    expect(asked).toEqual(['vacancy-categories', 'places']);
  });

  it('forgets only the changed model’s documents: a vacancy publish does not make filter paths ask again', async () => {
    await check(FILTER_PATH);
    asked.length = 0;
    forgetCheckedPaths('vacancy');
    forgetCheckedPaths('newsletter-subscriber');
    await check(FILTER_PATH);
    expect(asked).toEqual([]);
    forgetCheckedPaths('place');
    await check(FILTER_PATH);
    expect(asked).toEqual(['places']);
    forgetCheckedPaths();
    await check(FILTER_PATH);
    expect(asked).toEqual(['places', 'vacancy-categories', 'places']);
  });
});

describe('after a publish: the answer known so far, at once, while the CMS is asked again', () => {
  const VACANCY = 'v1b2c3d4e5f6g7h8i9j0k1l2';
  beforeEach(() => {
    forgetCheckedPaths();
    asked.length = 0;
    vacancySlug.current = 'kok';
  });

  it('redirects by the known slug once more after a rename, then by the new one', async () => {
    expect(await check(`/jobs/vacature/${VACANCY}/kok`)).toBeNull();
    vacancySlug.current = 'chef-kok';
    forgetCheckedPaths('vacancy');
    // No wait for the CMS: the old answer, and the question goes out in the background.
    expect(await check(`/jobs/vacature/${VACANCY}/kok`)).toBeNull();
    await vi.waitFor(() => expect(asked).toEqual(['vacancies', 'vacancies']));
    await vi.waitFor(async () =>
      expect(await check(`/jobs/vacature/${VACANCY}/kok`)).toEqual({ redirectTo: `/jobs/vacature/${VACANCY}/chef-kok` }),
    );
    expect(asked).toHaveLength(2);
  });

  it('learns that an unpublished vacancy is gone on the next request, and asks only once meanwhile', async () => {
    await check(`/jobs/vacature/${VACANCY}/kok`);
    vacancySlug.current = null;
    forgetCheckedPaths('vacancy');
    const [first, second] = await Promise.all([check(`/jobs/vacature/${VACANCY}/kok`), check(`/jobs/vacature/${VACANCY}/kok`)]);
    expect([first, second]).toEqual([null, null]);
    await vi.waitFor(async () => expect(await check(`/jobs/vacature/${VACANCY}/kok`)).toEqual({ missing: true }));
    expect(asked).toEqual(['vacancies', 'vacancies']);
  });

  it('does not keep what a look-up read before a change of its model, and keeps it after another model’s', async () => {
    const path = `/jobs/vacature/${VACANCY}/kok`;
    const before = check(path); // asked, not answered yet
    forgetCheckedPaths('vacancy');
    expect(await before).toBeNull();
    await check(path);
    expect(asked).toEqual(['vacancies', 'vacancies']);

    forgetCheckedPaths();
    asked.length = 0;
    const unrelated = check(path);
    forgetCheckedPaths('place');
    await unrelated;
    await check(path);
    expect(asked).toEqual(['vacancies']);
  });
});
