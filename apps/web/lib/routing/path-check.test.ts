import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
vi.mock('@/lib/cms/client', () => ({
  cmsFetch: async (path: string) => {
    asked.push(path.split('/')[1]);
    return { data: { documentId: 'x', slug: 'iets' } };
  },
}));
vi.mock('@/lib/cms/config', () => ({ cmsVersion: () => '5' }));

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
