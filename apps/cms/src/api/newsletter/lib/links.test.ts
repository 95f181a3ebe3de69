import { describe, expect, it } from 'vitest';
import { confirmUrl, listUnsubscribeHeaders, oneClickUnsubscribeUrl, unsubscribePageUrl, vacancyPath } from './links';

describe('newsletter links and headers', () => {
  const site = 'https://www.vacaturesite.nl';

  it('builds RFC 8058 one-click headers around the POST target', () => {
    const url = oneClickUnsubscribeUrl(site, 'abc123', 'tok-en_1');
    expect(url).toBe('https://www.vacaturesite.nl/api/nieuwsbrief/afmelden?s=abc123&t=tok-en_1');
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': '<https://www.vacaturesite.nl/api/nieuwsbrief/afmelden?s=abc123&t=tok-en_1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('points people at the site pages', () => {
    expect(unsubscribePageUrl(site, 'abc123', 'tok')).toBe('https://www.vacaturesite.nl/nieuwsbrief/afmelden?s=abc123&t=tok');
    expect(confirmUrl(site, 'a+b')).toBe('https://www.vacaturesite.nl/nieuwsbrief/bevestigen?token=a%2Bb&bron=email');
    expect(vacancyPath({ documentId: 'x1', slug: 'kok-in-zwolle' })).toBe('/jobs/vacature/x1/kok-in-zwolle');
    expect(vacancyPath({ documentId: 'x1', slug: null })).toBe('/jobs/vacature/x1/-');
  });
});
