import { describe, expect, it } from 'vitest';
import { arrivedFromEmail, classifyRoute, marketingCampaign } from './routes';
import { mayTrack } from './privacy';

describe('classifyRoute', () => {
  it.each([
    ['/', { kind: 'pageview' }],
    ['/jobs', { kind: 'pageview' }],
    ['/nieuws', { kind: 'pageview' }],
    ['/over-ons', { kind: 'pageview' }],
    ['/jobs/vacature/abc123/kok', { kind: 'item', type: 'vacancy', id: 'abc123' }],
    ['/nieuws/n1/titel', { kind: 'item', type: 'news', id: 'n1' }],
    ['/agenda/e1/beurs', { kind: 'item', type: 'event', id: 'e1' }],
    ['/l/xyz', { kind: 'none' }],
    ['/c', { kind: 'none' }],
    ['/c/a1b2c3d4e5f6g7h8i9j0k1l2', { kind: 'none' }],
    ['/nieuws/pagina/2', { kind: 'pageview' }],
    ['/agenda/pagina/3', { kind: 'pageview' }],
    ['/agenda/geweest/pagina/2', { kind: 'pageview' }],
    ['/jobs/vakgebied/a1b2c3d4e5f6g7h8i9j0k1l2/pagina/2', { kind: 'pageview' }],
    ['/api/health', { kind: 'none' }],
  ])('%s', (path, expected) => {
    expect(classifyRoute(path)).toEqual(expected);
  });
});

describe('arrivedFromEmail', () => {
  it('sees the mail marker', () => {
    expect(arrivedFromEmail('?confirmation=x&bron=email')).toBe(true);
    expect(arrivedFromEmail('?bron=web')).toBe(false);
  });
});

describe('mayTrack', () => {
  const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  it('tracks people, not those who ask for DNT or GPC', () => {
    expect(mayTrack({ userAgent: person })).toBe(true);
    expect(mayTrack({ userAgent: person, doNotTrack: '1' })).toBe(false);
    expect(mayTrack({ userAgent: person, globalPrivacyControl: true })).toBe(false);
    expect(mayTrack(undefined)).toBe(false);
  });
});

describe('marketingCampaign', () => {
  it('names the campaign of a utm link, falling back to its source and medium', () => {
    expect(marketingCampaign('?utm_source=nieuwsbrief&utm_campaign=zorgweek')).toBe('zorgweek');
    expect(marketingCampaign('?utm_source=linkedin')).toBe('linkedin');
    expect(marketingCampaign('?utm_medium=banner')).toBe('banner');
  });

  it('is null for ordinary visits', () => {
    expect(marketingCampaign('')).toBeNull();
    expect(marketingCampaign('?q=chauffeur&bron=email')).toBeNull();
  });
});
