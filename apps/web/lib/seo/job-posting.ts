import { TIME_ZONE } from '@vacaturesite/shared/dates';
import type { EmploymentType } from '@vacaturesite/shared/vacancies';
import type { Vacancy } from '@/lib/cms';
import { webHref } from '@/lib/external-links';
import { mediaUrl, vacancyPath } from '@/lib/urls';
import { blocksToHtml, escapeHtml } from './blocks-html';
import { SITE_NAME } from './metadata';
import { absoluteUrl } from './site-url';

/** CBS counts 35 hours a week and more as full-time work. */
export const FULL_TIME_HOURS = 35;

/**
 * Google's employmentType values. Ours are the same words; a temporary, freelance or intern job
 * also says whether it is full- or part-time when its hours are known.
 */
export function jobEmploymentTypes(employmentType: EmploymentType, hoursPerWeek: number | null): string[] {
  const types: string[] = [employmentType];
  if (hoursPerWeek && (employmentType === 'TEMPORARY' || employmentType === 'CONTRACTOR' || employmentType === 'INTERN')) {
    types.push(hoursPerWeek >= FULL_TIME_HOURS ? 'FULL_TIME' : 'PART_TIME');
  }
  return types;
}

/** The last moment of a date in the Netherlands (a vacancy is open through its last day there, decision 005). */
export function endOfDayInAmsterdam(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return `${date}T23:59:59${offset || '+00:00'}`;
}

function baseSalary(vacancy: Vacancy) {
  const { salaryMin: min, salaryMax: max, salaryPeriod } = vacancy;
  if (min == null && max == null) return undefined;
  const value =
    min != null && max != null && max !== min
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: salaryPeriod ?? 'MONTH' }
      : { '@type': 'QuantitativeValue', value: min ?? max, unitText: salaryPeriod ?? 'MONTH' };
  return { '@type': 'MonetaryAmount', currency: 'EUR', value };
}

function jobLocation(vacancy: Vacancy) {
  const place = vacancy.place;
  const address = {
    '@type': 'PostalAddress',
    addressCountry: 'NL',
    ...(place ? { addressLocality: place.name, addressRegion: place.province } : {}),
  };
  const geo =
    place && Number.isFinite(place.latitude) && Number.isFinite(place.longitude)
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
      : {};
  return { '@type': 'Place', address, ...geo };
}

/**
 * A vacancy done at home (issue 16): Google's remote-job properties, open to applicants in the
 * Netherlands. Hybrid work is not TELECOMMUTE in Google's sense ("100 % of the time"), so it keeps
 * only its place.
 */
function remoteWork(vacancy: Vacancy) {
  if (vacancy.workplace !== 'thuiswerk') return {};
  return { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Netherlands' } };
}

/** schema.org JobPosting for an open vacancy (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
export function jobPostingJsonLd(vacancy: Vacancy, base?: string) {
  const url = (path: string) => absoluteUrl(path, base);
  const employer = vacancy.employer;
  const description = `<p>${escapeHtml(vacancy.summary)}</p>${blocksToHtml(vacancy.description)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description,
    url: url(vacancyPath(vacancy)),
    datePosted: vacancy.datePosted,
    ...(vacancy.validThrough ? { validThrough: endOfDayInAmsterdam(vacancy.validThrough) } : {}),
    employmentType: jobEmploymentTypes(vacancy.employmentType, vacancy.hoursPerWeek),
    hiringOrganization: {
      '@type': 'Organization',
      name: employer?.name ?? vacancy.employerName ?? SITE_NAME,
      ...(webHref(employer?.website) ? { sameAs: webHref(employer?.website) } : {}),
      ...(employer?.logo ? { logo: url(mediaUrl(employer.logo)) } : {}),
    },
    jobLocation: jobLocation(vacancy),
    ...remoteWork(vacancy),
    ...(baseSalary(vacancy) ? { baseSalary: baseSalary(vacancy) } : {}),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: vacancy.documentId },
    directApply: vacancy.applyOnSite,
    ...(vacancy.hoursPerWeek ? { workHours: `${vacancy.hoursPerWeek} uur per week` } : {}),
    ...(vacancy.category ? { occupationalCategory: vacancy.category.name } : {}),
    ...(vacancy.images[0] ? { image: url(mediaUrl(vacancy.images[0])) } : {}),
  };
}
