import { describe, expect, it } from 'vitest';
import type { Vacancy } from '@/lib/cms';
import { endOfDayInAmsterdam, jobEmploymentTypes, jobPostingJsonLd } from './job-posting';

const vacancy: Vacancy = {
  id: 1,
  documentId: 'abcdefghijklmnopqrstuvwx',
  title: 'Kok',
  slug: 'kok',
  summary: 'Koken <voor> gasten',
  description: [
    { type: 'paragraph', children: [{ type: 'text', text: 'Jij kookt & serveert.' }] },
    { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Vers' }] }] },
  ],
  category: { id: 2, documentId: 'c'.repeat(24), name: 'Horeca', slug: 'horeca' },
  place: { id: 3, documentId: 'p'.repeat(24), name: 'Zwolle', slug: 'zwolle', province: 'Overijssel', latitude: 52.5, longitude: 6.1 },
  employer: {
    id: 4,
    documentId: 'e'.repeat(24),
    name: 'De Keuken',
    slug: 'de-keuken',
    website: 'https://keuken.nl',
    description: null,
    logo: { id: 5, url: '/uploads/logo.png', alternativeText: null, width: 10, height: 10, name: 'logo.png' },
    place: null,
  },
  hoursPerWeek: 24,
  employmentType: 'TEMPORARY',
  educationLevel: 'mbo',
  workplace: 'hybride',
  salaryMin: 2500,
  salaryMax: 3100,
  salaryPeriod: 'MONTH',
  datePosted: '2026-11-01',
  validThrough: '2026-07-31',
  howToApply: null,
  applyUrl: null,
  images: [],
  employerName: null,
  applyOnSite: true,
  closed: false,
};

describe('jobPostingJsonLd', () => {
  it('carries every field Google requires and recommends', () => {
    const json = jobPostingJsonLd(vacancy, 'https://www.example.nl');
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Kok',
      url: 'https://www.example.nl/jobs/vacature/abcdefghijklmnopqrstuvwx/kok',
      datePosted: '2026-11-01',
      validThrough: '2026-07-31T23:59:59+02:00',
      employmentType: ['TEMPORARY', 'PART_TIME'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'De Keuken',
        sameAs: 'https://keuken.nl',
        logo: 'https://www.example.nl/uploads/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Zwolle', addressRegion: 'Overijssel', addressCountry: 'NL' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 2500, maxValue: 3100, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Vacaturesite', value: 'abcdefghijklmnopqrstuvwx' },
      directApply: true,
    });
    expect(json.description).toBe('<p>Koken &lt;voor&gt; gasten</p><p>Jij kookt &amp; serveert.</p><ul><li>Vers</li></ul>');
  });

  it("leaves out salary and validThrough when unknown, names the poster's employer, and says NL without a place", () => {
    const json = jobPostingJsonLd(
      {
        ...vacancy,
        salaryMin: null,
        salaryMax: null,
        validThrough: null,
        employer: null,
        employerName: 'Bakkerij Jansen',
        place: null,
        applyOnSite: false,
      },
      'https://x.nl',
    );
    expect(json).not.toHaveProperty('baseSalary');
    expect(json).not.toHaveProperty('validThrough');
    expect(json.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Bakkerij Jansen' });
    expect(json.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NL' } });
    expect(json.directApply).toBe(false);
  });

  it('marks work at home as TELECOMMUTE for applicants in the Netherlands, and hybrid work not', () => {
    const remote = jobPostingJsonLd({ ...vacancy, workplace: 'thuiswerk' }, 'https://vacatures.example');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Netherlands' },
      jobLocation: { address: { addressLocality: 'Zwolle' } },
    });
    for (const workplace of ['hybride', 'locatie', null] as const) {
      const json = jobPostingJsonLd({ ...vacancy, workplace }, 'https://vacatures.example');
      expect(json).not.toHaveProperty('jobLocationType');
      expect(json).not.toHaveProperty('applicantLocationRequirements');
    }
  });

  it('uses a single value for a fixed salary', () => {
    expect(jobPostingJsonLd({ ...vacancy, salaryMax: null, salaryPeriod: 'HOUR', salaryMin: 15.5 }).baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 15.5,
      unitText: 'HOUR',
    });
  });
});

describe('jobEmploymentTypes', () => {
  it('maps contract and hours to Google values', () => {
    expect(jobEmploymentTypes('FULL_TIME', 40)).toEqual(['FULL_TIME']);
    expect(jobEmploymentTypes('PART_TIME', 20)).toEqual(['PART_TIME']);
    expect(jobEmploymentTypes('TEMPORARY', 38)).toEqual(['TEMPORARY', 'FULL_TIME']);
    expect(jobEmploymentTypes('CONTRACTOR', 16)).toEqual(['CONTRACTOR', 'PART_TIME']);
    expect(jobEmploymentTypes('INTERN', null)).toEqual(['INTERN']);
  });
});

describe('endOfDayInAmsterdam', () => {
  it('uses the Dutch offset of that day (summer and winter time)', () => {
    expect(endOfDayInAmsterdam('2026-01-15')).toBe('2026-01-15T23:59:59+01:00');
    expect(endOfDayInAmsterdam('2026-07-15')).toBe('2026-07-15T23:59:59+02:00');
  });
});
