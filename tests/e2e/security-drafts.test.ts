import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cmsAs, cmsGet } from '../support/actors';
import { createVacancy, deleteCreatedVacancies, type EditorVacancy } from '../support/vacancies';

/**
 * Issue 15, Medium 5: drafts reached through relations. Places and fields of work have no draft &
 * publish, so `?status=draft` on them used to reach the drafts among their vacancies (visitors'
 * vacancies awaiting review, decision 005), and `populate[vacancies]` gave every vacancy in one answer.
 * Every public content-API read now gets the published version only, and the back-relations to
 * vacancies are not public.
 */

const { cmsUrl } = inject('stack');
const run = Date.now().toString(36);
let draft: EditorVacancy;
let category: string;
let place: string;

beforeAll(async () => {
  const [categories, places] = await Promise.all([
    cmsGet('/vacancy-categories?pagination[pageSize]=1'),
    cmsGet('/places?pagination[pageSize]=1'),
  ]);
  category = categories.data[0].documentId;
  place = places.data[0].documentId;
  draft = await createVacancy({ title: `Conceptvacature ${run}`, category, place });
});
afterAll(async () => {
  await deleteCreatedVacancies();
});

/** The public answer to a content-API read: its status and body as text. */
async function publicRead(pathAndQuery: string) {
  const { status, text } = await cmsAs(cmsUrl, null, 'GET', pathAndQuery);
  return { status, text };
}

describe('drafts through relations', () => {
  it('no public read of places or fields of work shows a draft vacancy, however it asks', async () => {
    const title = encodeURIComponent(draft.title);
    const reads = [
      ['vacancy-categories', category],
      ['places', place],
    ].flatMap(([collection, documentId]) => [
      `/${collection}/${documentId}?populate[vacancies]=true&status=draft`,
      `/${collection}/${documentId}?populate[vacancies][fields][0]=title&publicationState=preview`,
      `/${collection}/${documentId}?populate=*&status=draft`,
      `/${collection}/${documentId}?populate[0]=vacancies&status=draft`,
      `/${collection}?populate[vacancies]=true&status=draft&filters[documentId][$eq]=${documentId}`,
      `/${collection}?filters[vacancies][title][$eq]=${title}&status=draft`,
      `/${collection}?filters[vacancies][title][$eq]=${title}`,
    ]);
    // Through a published vacancy's own relations, and the search (a custom route) too.
    reads.push(`/vacancies?populate[category][populate][vacancies]=true&status=draft&pagination[pageSize]=1`);
    reads.push(`/vacancy-search?q=${title}&status=draft`);

    for (const read of reads) {
      const { status, text } = await publicRead(read);
      expect([read, status < 500]).toEqual([read, true]);
      // A filter that matched would name the place or field: nothing may tell the draft exists.
      const leaked =
        text.includes(draft.title) || (read.includes('filters[vacancies]') && status === 200 && JSON.parse(text).data.length > 0);
      expect([read, leaked]).toEqual([read, false]);
    }
  });

  it('a public read of places with their vacancies answers without them, however many there are', async () => {
    const { status, text } = await publicRead('/places?populate[vacancies]=true&pagination[pageSize]=100');
    expect([200, 400]).toContain(status);
    if (status === 200) {
      const places = JSON.parse(text).data as Record<string, unknown>[];
      expect(places.length).toBeGreaterThan(0);
      expect(places.filter((entry) => 'vacancies' in entry)).toEqual([]);
    }
  });
});
