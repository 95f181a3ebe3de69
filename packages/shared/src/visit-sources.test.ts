import { describe, expect, it } from 'vitest';
import { classifyVisitSource, isVacancySearchPath, isVisitSource } from './visit-sources';

const host = 'www.example.nl';
const arrive = (referrer: string, search = '', previousPath: string | null = null) =>
  classifyVisitSource({ search, referrer, host, previousPath });

describe('visit sources', () => {
  it('tells a job-alert link by the mail marker, whatever the referrer (webmail)', () => {
    expect(arrive('', '?bron=email')).toBe('alert');
    expect(arrive('https://mail.google.com/', '?bron=email')).toBe('alert');
  });

  it('takes the page before inside the site over the first page’s referrer', () => {
    expect(arrive('https://www.google.com/', '', '/jobs?category=abc')).toBe('search');
    expect(arrive('', '', '/jobs/zoeken?place=x')).toBe('search');
    expect(arrive('', '', '/jobs/vakgebied/abc/pagina/2')).toBe('search');
    expect(arrive('', '', '/c/abc')).toBe('search');
    expect(arrive('', '', '/')).toBe('site');
    expect(arrive('', '', '/jobs/vacature/abc/kok')).toBe('site');
  });

  it('classifies the referrer: the site itself, a search engine, another site, none', () => {
    expect(arrive(`https://${host}/jobs/zoeken?q=kok`)).toBe('search');
    expect(arrive(`https://${host}/werkgevers`)).toBe('site');
    expect(arrive('https://www.google.nl/')).toBe('search-engine');
    expect(arrive('https://duckduckgo.com/')).toBe('search-engine');
    expect(arrive('https://www.bing.com/search?q=kok')).toBe('search-engine');
    expect(arrive('https://www.linkedin.com/')).toBe('other-site');
    expect(arrive('https://googleclone.example/')).toBe('other-site');
    expect(arrive('')).toBe('direct');
    expect(arrive('not a url')).toBe('direct');
  });

  it('counts a campaign link without a referrer as another site, not as direct', () => {
    expect(arrive('', '?utm_source=nieuwsbrief')).toBe('other-site');
  });

  it('knows the lists of vacancies and the fixed set of sources', () => {
    expect(isVacancySearchPath('/jobs')).toBe(true);
    expect(isVacancySearchPath('/jobs/mijn')).toBe(false);
    expect(isVacancySearchPath('/jobs/rss.xml')).toBe(false);
    expect(isVacancySearchPath('/jobsite')).toBe(false);
    expect(isVisitSource('alert')).toBe(true);
    expect(isVisitSource('unknown')).toBe(false);
    expect(isVisitSource('https://www.google.nl/')).toBe(false);
  });
});
