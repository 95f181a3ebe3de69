import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cmsFetch } from './client';
import type { CmsVersion } from './config';
import { toPage, toVacancy } from './mappers';
import { normalizeEntry, normalizeResponse } from './normalize';
import { markdownToBlocks } from './normalize-markdown';
import { startFakeCms, useCmsEnv, type FakeCms } from './__fixtures__/server';
import v3Page from './__fixtures__/v3/page.json';
import v3Vacancies from './__fixtures__/v3/vacancies.json';
import v4Page from './__fixtures__/v4/page.json';
import v4Vacancies from './__fixtures__/v4/vacancies.json';
import v5Page from './__fixtures__/v5/page.json';
import v5Vacancies from './__fixtures__/v5/vacancies.json';

// The normalised entries are the CMS's JSON as it comes; the assertions below read them field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
type Any = any;

const FIXTURES: Record<CmsVersion, { vacancies: unknown; page: unknown }> = {
  '3': { vacancies: v3Vacancies, page: v3Page },
  '4': { vacancies: v4Vacancies, page: v4Page },
  '5': { vacancies: v5Vacancies, page: v5Page },
};
const VERSIONS: CmsVersion[] = ['3', '4', '5'];
const V3_PAGINATION = { page: 1, pageSize: 20, total: 2 };

/**
 * What only some versions have: Strapi 5's documentId, and the sizeInBytes Strapi 4 and 5 record on
 * image formats (Strapi 3's upload plugin never did). Everything else must come out the same.
 */
function withoutVersionOnlyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVersionOnlyFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'documentId' && key !== 'sizeInBytes')
      .map(([key, v]) => [key, withoutVersionOnlyFields(v)]),
  );
}

/** Strapi 3 and 4 send rich text as Markdown: the fixtures hold the Markdown of v5's blocks. */
const MARKDOWN = { description: 'Je bezoekt cliënten thuis.\n\n- **Eigen auto van de zaak**', body: 'Welkom!\n\n## Onze waarden' };

let cms: FakeCms;
let restoreEnv = () => {};
beforeAll(async () => {
  cms = await startFakeCms();
});
afterAll(() => cms.close());
afterEach(() => restoreEnv());

/** Each version's fixture goes over real HTTP through cmsFetch, as in production. */
async function fetchNormalized(version: CmsVersion, kind: 'vacancies' | 'page') {
  restoreEnv = useCmsEnv(cms.url, version);
  cms.setRoute(() => ({ json: FIXTURES[version][kind] }));
  const json = await cmsFetch(kind === 'page' ? '/pages/5' : '/vacancies');
  return normalizeResponse(json, version, kind === 'vacancies' ? V3_PAGINATION : undefined);
}

/** One after the other: the versions share the fake server and process.env. */
async function fetchEveryVersion(kind: 'vacancies' | 'page') {
  const results = [];
  for (const version of VERSIONS) results.push(await fetchNormalized(version, kind));
  return results;
}

describe('normalizeResponse: vacancy list with relations and media', () => {
  it('gives the same internal objects for Strapi 3, 4 and 5, rich text as each version sends it', async () => {
    const [v3, v4, v5] = await fetchEveryVersion('vacancies');
    expect(withoutVersionOnlyFields(v3)).toEqual(withoutVersionOnlyFields(v4));
    const [v4First, v5First] = [v4, v5].map(({ data }) => (data as Array<Record<string, unknown>>)[0]);
    expect(v4First.description).toBe(MARKDOWN.description);
    expect(markdownToBlocks(v4First.description as string)).toEqual(v5First.description);
    v4First.description = v5First.description;
    expect(withoutVersionOnlyFields(v4)).toEqual(withoutVersionOnlyFields(v5));
  });

  it('flattens relations, nested relations and media into plain objects', async () => {
    const { data, meta } = await fetchNormalized('4', 'vacancies');
    const [first, second] = data as Array<Record<string, Any>>;
    expect(first).toMatchObject({ id: 1, title: 'Verpleegkundige wijkzorg', category: { id: 3, name: 'Zorg', slug: 'zorg' } });
    expect(first.employer.logo).toMatchObject({ id: 11, url: '/uploads/logo-zorggroep_a1b2c3.jpg', width: 400 });
    expect(first.images.map((image: { id: number }) => image.id)).toEqual([12, 13]);
    expect(first).not.toHaveProperty('attributes');
    expect(first.category).not.toHaveProperty('data');
    expect(second).toMatchObject({ category: null, employer: null, place: { name: 'Amersfoort' } });
    expect(meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 2 });
  });

  it('keeps Strapi 5 documentIds on entries, relations and media', async () => {
    const { data } = await fetchNormalized('5', 'vacancies');
    const [first] = data as Array<Record<string, Any>>;
    expect(first.documentId).toBe('k3v9x2m1p8q7r6s5t4u3w2y1');
    expect(first.category.documentId).toBe('c4t3g0ryz0rgw3lz1jn0000a');
    expect(first.employer.logo.documentId).toBe('m3d1alog0zorggr03p00000e');
  });

  it('maps to identical Vacancy objects, with the id standing in for the missing documentId', async () => {
    const results = await fetchEveryVersion('vacancies');
    const [v3, v4, v5] = results.map(({ data }) => (data as Array<Record<string, unknown>>).map(toVacancy));
    expect(withoutVersionOnlyFields(v3)).toEqual(withoutVersionOnlyFields(v4));
    expect(withoutVersionOnlyFields(v4)).toEqual(withoutVersionOnlyFields(v5));
    expect(v4[0].documentId).toBe('1');
    expect(v4[0].category?.documentId).toBe('3');
    expect(v5[0].documentId).toBe('k3v9x2m1p8q7r6s5t4u3w2y1');
    expect(v5[0].salaryMin).toBe(2850.5);
  });
});

describe('normalizeResponse: page with a dynamic zone', () => {
  it('gives the same internal objects for Strapi 3, 4 and 5, rich text as each version sends it', async () => {
    const [v3, v4, v5] = await fetchEveryVersion('page');
    expect(withoutVersionOnlyFields(v3)).toEqual(withoutVersionOnlyFields(v4));
    const [v4Text, v5Text] = [v4, v5].map(({ data }) => (data as { blocks: Array<Record<string, unknown>> }).blocks[0]);
    expect(v4Text.body).toBe(MARKDOWN.body);
    expect(markdownToBlocks(v4Text.body as string)).toEqual(v5Text.body);
    v4Text.body = v5Text.body;
    expect(withoutVersionOnlyFields(v4)).toEqual(withoutVersionOnlyFields(v5));
    expect(v3.meta).toEqual({});
  });

  it('keeps __component on every zone entry and flattens what the components hold', async () => {
    const { data } = await fetchNormalized('4', 'page');
    const page = data as Record<string, Any>;
    expect(page.blocks.map((block: { __component: string }) => block.__component)).toEqual([
      'page.rich-text',
      'page.gallery',
      'page.call-to-action',
      'page.vacancy-list',
      'page.vacancy-list',
      'page.event-list',
    ]);
    expect(page.blocks[1].images.map((image: { url: string }) => image.url)).toEqual([
      '/uploads/kantoor_a1b2c3.jpg',
      '/uploads/kantine_a1b2c3.jpg',
    ]);
    expect(page.blocks[3].category).toMatchObject({ id: 3, name: 'Zorg' });
    expect(page.blocks[4].category).toBeNull();
    expect(page.seo.shareImage).toMatchObject({ id: 23, width: 1200, height: 630 });
  });

  it('maps to identical Page objects with typed blocks', async () => {
    const results = await fetchEveryVersion('page');
    const [v3, v4, v5] = results.map(({ data }) => toPage(data as Record<string, unknown>));
    expect(withoutVersionOnlyFields(v3)).toEqual(withoutVersionOnlyFields(v4));
    expect(withoutVersionOnlyFields(v4)).toEqual(withoutVersionOnlyFields(v5));
    expect(v5.colorMode).toBe('dark');
    expect(v5.blocks[2]).toEqual({
      __component: 'page.call-to-action',
      id: 1,
      heading: 'Kom bij ons werken',
      text: 'Bekijk de vacatures.',
      buttonLabel: 'Naar vacatures',
      buttonHref: '/jobs',
    });
    expect(v5.seo?.shareImage?.url).toBe('/uploads/share_a1b2c3.jpg');
  });
});

describe('normalizeEntry: edge cases', () => {
  it('v4: an empty to-one relation is null, an empty to-many relation is []', () => {
    const entry = {
      id: 1,
      attributes: { category: { data: null }, images: { data: [] }, tags: { data: [{ id: 4, attributes: { name: 'x' } }], meta: {} } },
    };
    expect(normalizeEntry(entry, '4')).toEqual({ id: 1, category: null, images: [], tags: [{ id: 4, name: 'x' }] });
  });

  it('v4: blocks JSON, whose nodes are not entries, passes through untouched', () => {
    const body = [{ type: 'paragraph', children: [{ type: 'link', url: 'https://x.example', children: [{ type: 'text', text: 'x' }] }] }];
    expect(normalizeEntry({ id: 1, attributes: { body } }, '4')).toEqual({ id: 1, body });
  });

  it('v3: maps Mongo _id to id, drops __v and renames snake_case timestamps', () => {
    const entry = {
      _id: '5f1d7a',
      __v: 0,
      title: 'x',
      published_at: '2020-01-01',
      created_at: '2019-12-31',
      category: { _id: '5f1d7b', id: '5f1d7b', name: 'Zorg' },
    };
    expect(normalizeEntry(entry, '3')).toEqual({
      id: '5f1d7a',
      title: 'x',
      publishedAt: '2020-01-01',
      createdAt: '2019-12-31',
      category: { id: '5f1d7b', name: 'Zorg' },
    });
  });

  it('v3: builds meta.pagination only when the caller supplies the counts', () => {
    expect(normalizeResponse([], '3').meta).toEqual({});
    expect(normalizeResponse([], '3', { page: 2, pageSize: 20, total: 41 }).meta.pagination).toEqual({
      page: 2,
      pageSize: 20,
      pageCount: 3,
      total: 41,
    });
  });

  it('v4/v5: an answer without the data envelope (users-permissions) is kept as it is', () => {
    const user = { id: 9, username: 'anna', email: 'anna@example.nl' };
    expect(normalizeResponse(user, '5')).toEqual({ data: user, meta: {} });
    expect(normalizeResponse(user, '4')).toEqual({ data: user, meta: {} });
  });
});

describe('markdownToBlocks: Strapi 3/4 rich text as Strapi 5 blocks', () => {
  const text = (value: string, marks: Record<string, true> = {}) => ({ type: 'text', text: value, ...marks });

  it('headings, paragraphs (soft line breaks joined), ordered and unordered lists, quotes and code', () => {
    const markdown = '# Kop\n\nRegel een\nregel twee\n\n1. eerste\n2. tweede\n\n* los\n\n> geciteerd\n> verder\n\n```\nconst x = 1;\n```';
    expect(markdownToBlocks(markdown)).toEqual([
      { type: 'heading', level: 1, children: [text('Kop')] },
      { type: 'paragraph', children: [text('Regel een regel twee')] },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [text('eerste')] },
          { type: 'list-item', children: [text('tweede')] },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('los')] }] },
      { type: 'quote', children: [text('geciteerd verder')] },
      { type: 'code', children: [text('const x = 1;')] },
    ]);
  });

  it('inline marks, nested marks and links', () => {
    const [paragraph] = markdownToBlocks('Zie **vet _en schuin_**, ~~weg~~, <u>onder</u>, `code` en [de site](https://x.example/pad).');
    expect(paragraph.children).toEqual([
      text('Zie '),
      text('vet ', { bold: true }),
      text('en schuin', { bold: true, italic: true }),
      text(', '),
      text('weg', { strikethrough: true }),
      text(', '),
      text('onder', { underline: true }),
      text(', '),
      text('code', { code: true }),
      text(' en '),
      { type: 'link', url: 'https://x.example/pad', children: [text('de site')] },
      text('.'),
    ]);
  });

  it('an image on its own line becomes an image block; an empty string no blocks', () => {
    expect(markdownToBlocks('![Ons kantoor](/uploads/kantoor.jpg)')).toEqual([
      { type: 'image', image: { url: '/uploads/kantoor.jpg', alternativeText: 'Ons kantoor', name: 'Ons kantoor' }, children: [text('')] },
    ]);
    expect(markdownToBlocks('')).toEqual([]);
  });

  it('keeps raw HTML as text, decodes entities, and refuses javascript: links', () => {
    expect(markdownToBlocks('Tom &amp; Jerry <script>alert(1)</script> [klik](javascript:alert(1))')).toEqual([
      { type: 'paragraph', children: [text('Tom & Jerry <script>alert(1)</script> [klik](javascript:alert(1))')] },
    ]);
  });
});
