import { describe, expect, it } from 'vitest';
import { pageClaim } from './analytics-pages';
import { EVENT_TYPES } from './analytics';
import { EVENT_LABELS, eventLabel } from './analytics-labels';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const OTHER = 'z9y8x7w6v5u4t3s2r1q0p9o8';

describe('pageClaim: which addresses may rank as pages (issue 35)', () => {
  it.each([
    ['/', []],
    ['/jobs', []],
    ['/jobs?bron=email', []],
    ['/jobs/zoeken?q=kok', []],
    ['/nieuws/pagina/2', []],
    ['/agenda/geweest/pagina/12', []],
    ['/jobs/uren/32-40/opleiding/hbo', []],
    ['/over-ons', [{ kind: 'page', by: 'slug', value: 'over-ons' }]],
    [`/jobs/cat/${ID}/pagina/3`, [{ kind: 'vacancy-category', by: 'documentId', value: ID }]],
    [
      `/jobs/vakgebied/${ID}/plaats/${OTHER}/pagina/2`,
      [
        { kind: 'vacancy-category', by: 'documentId', value: ID },
        { kind: 'place', by: 'documentId', value: OTHER },
      ],
    ],
    [`/werkgevers/${ID}/bakkerij-de-korst`, [{ kind: 'partner', by: 'documentId', value: ID }]],
  ])('%s is a page of the site', (url, documents) => {
    expect(pageClaim(url)).toEqual({ documents });
  });

  it.each([
    '/nieuws/gekocht-bericht',
    `/nieuws/${ID}/een-bericht`,
    `/agenda/${ID}/een-evenement`,
    `/jobs/vacature/${ID}/een-vacature`,
    '/nieuws/pagina/1',
    '/nieuws/pagina/abc',
    '/jobs/plaats/nergens',
    `/jobs/plaats/${ID}/vakgebied/${OTHER}`,
    '/jobs/mijn/x',
    '/jobs/rss.xml',
    '/Over-Ons',
    '/een/twee/drie',
    '/%E0%A4%A',
    '//dubbel',
    'geen-pad',
  ])('%s is not', (url) => {
    expect(pageClaim(url)).toBeNull();
  });
});

describe('event labels', () => {
  it('names every event type in Dutch, and an unknown name as it is', () => {
    expect(Object.keys(EVENT_LABELS).sort()).toEqual([...EVENT_TYPES].sort());
    expect(eventLabel('Pageview')).toBe('Pagina bekeken');
    expect(eventLabel('Apply click')).toBe('Klik op solliciteren');
    expect(eventLabel('iets anders')).toBe('iets anders');
    expect(eventLabel('toString')).toBe('toString');
  });
});
