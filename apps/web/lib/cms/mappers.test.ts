import { describe, expect, it } from 'vitest';
import { toEvent, toGlobal, toNumber, toPage, toPlace, toProduct, toRedirect, toVacancy } from './mappers';
import { normalizeEntry } from './normalize';

describe('toNumber', () => {
  it('accepts numbers and numeric strings (PostgreSQL decimals) and nothing else', () => {
    expect([12, '12.50', ' 3 ', '-90', 0].map(toNumber)).toEqual([12, 12.5, 3, -90, 0]);
    expect([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}].map(toNumber)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('decimal fields', () => {
  it('coerces place coordinates and marks missing ones NaN instead of (0, 0)', () => {
    const place = toPlace({
      id: 1,
      documentId: 'p',
      name: 'Utrecht',
      slug: 'utrecht',
      province: 'Utrecht',
      latitude: '52.0907000',
      longitude: 5.1214,
    });
    expect([place.latitude, place.longitude]).toEqual([52.0907, 5.1214]);
    expect(toPlace({ id: 2, name: 'X', slug: 'x', province: 'Zeeland' }).latitude).toBeNaN();
  });

  it('coerces salaries, prices and integers; null stays null', () => {
    const vacancy = toVacancy({
      id: 1,
      title: 't',
      slug: 's',
      summary: 'x',
      salaryMin: '2500.00',
      salaryMax: null,
      hoursPerWeek: '32',
      datePosted: '2025-01-01',
    });
    expect([vacancy.salaryMin, vacancy.salaryMax, vacancy.hoursPerWeek]).toEqual([2500, null, 32]);
    expect(toProduct({ id: 1, name: 'p', slug: 'p', price: '12.50' }).price).toBe(12.5);
    expect(toProduct({ id: 1, name: 'p', slug: 'p', price: null }).price).toBeNull();
    expect(toEvent({ id: 1, title: 'e', slug: 'e', start: '2025-06-01T18:00:00.000Z', price: '0.00', capacity: 40 })).toMatchObject({
      price: 0,
      capacity: 40,
    });
  });
});

describe('tolerance for missing or odd values', () => {
  it('fills unpopulated relations and media with null / [] and keeps enum values honest', () => {
    const vacancy = toVacancy({
      id: 7,
      documentId: 'doc7',
      title: 't',
      slug: 's',
      summary: 'x',
      datePosted: '2025-01-01',
      employmentType: 'SOMETIMES',
      educationLevel: 'phd',
    });
    expect(vacancy).toMatchObject({
      category: null,
      place: null,
      employer: null,
      images: [],
      employmentType: 'FULL_TIME',
      educationLevel: null,
      description: null,
    });
    expect(vacancy).not.toHaveProperty('publishedAt');
  });

  it('reads a v4 multiple-media field answered as { data: null } as no images', () => {
    const raw = normalizeEntry<Record<string, unknown>>(
      { id: 3, attributes: { title: 'e', slug: 'e', start: '2025-01-01T10:00:00Z', images: { data: null } } },
      '4',
    );
    expect(toEvent(raw).images).toEqual([]);
  });

  it('drops dynamic-zone components the site does not know and keeps the rest in order', () => {
    const page = toPage({
      id: 1,
      documentId: 'd',
      title: 'P',
      slug: 'p',
      blocks: [
        { __component: 'page.hero', id: 1, heading: 'new in the CMS' },
        { __component: 'page.event-list', id: 2, heading: null },
        { __component: 'page.rich-text', id: 3, body: [{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }] },
      ],
      colorMode: 'sepia',
    });
    expect(page.blocks.map((block) => block.__component)).toEqual(['page.event-list', 'page.rich-text']);
    expect(page.blocks[0]).toEqual({ __component: 'page.event-list', id: 2, heading: null, limit: 4 });
    expect(page.colorMode).toBeNull();
    expect(page.seo).toBeNull();
  });

  it('reduces navigation components to label and href', () => {
    const global = toGlobal({
      id: 1,
      siteName: 'Site',
      navigation: [{ id: 4, label: 'Vacatures', href: '/jobs' }],
      contactEmail: 'info@example.nl',
    });
    expect(global).toEqual({
      siteName: 'Site',
      tagline: null,
      navigation: [{ label: 'Vacatures', href: '/jobs' }],
      footerLinks: [],
      contactEmail: 'info@example.nl',
    });
  });

  it('reads redirect status codes given as strings and defaults to 301', () => {
    expect(toRedirect({ from: '/a', to: '/b', statusCode: '302' })).toEqual({ from: '/a', to: '/b', statusCode: 302 });
    expect(toRedirect({ from: '/a', to: '/b' }).statusCode).toBe(301);
  });
});
