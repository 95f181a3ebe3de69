import {
  PROVINCES,
  type BlocksContent,
  type Category,
  type CmsId,
  type Event,
  type Global,
  type Link,
  type Media,
  type MediaFormat,
  type NewsItem,
  type Page,
  type PageBlock,
  type Partner,
  type Place,
  type Product,
  type Province,
  type Redirect,
  type Seo,
  type Vacancy,
} from './types';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, SALARY_PERIODS, WORKPLACES } from '@vacaturesite/shared/vacancies';
import { markdownToBlocks } from './normalize-markdown';

/**
 * From normalised (flat) CMS entries to the site's types. Tolerant by design: a field that was not
 * populated or is empty becomes null / [] instead of breaking the page.
 */
type Raw = Record<string, unknown>;

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Decimals arrive as numbers from SQLite but as strings from PostgreSQL. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const requiredText = (value: unknown): string => text(value) ?? '';
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null => (allowed.includes(value as T) ? (value as T) : null);
// Strapi 3 and 4 send rich text as Markdown (lib/cms/normalize-markdown.ts).
const blocks = (value: unknown): BlocksContent | null =>
  Array.isArray(value) ? value : typeof value === 'string' ? markdownToBlocks(value) : null;

function one<T>(value: unknown, map: (raw: Raw) => T): T | null {
  return isRaw(value) ? map(value) : null;
}

function many<T>(value: unknown, map: (raw: Raw) => T): T[] {
  return Array.isArray(value) ? value.filter(isRaw).map(map) : [];
}

function documentKeys(raw: Raw): { id: CmsId; documentId: string } {
  const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? raw.id : '';
  // Strapi 3/4 have no documentId; their numeric id plays that role in URLs and lookups.
  return { id, documentId: text(raw.documentId) ?? String(id) };
}

export function toMedia(raw: Raw): Media {
  const media: Media = {
    id: documentKeys(raw).id,
    url: requiredText(raw.url),
    alternativeText: text(raw.alternativeText),
    width: toNumber(raw.width),
    height: toNumber(raw.height),
    name: requiredText(raw.name),
  };
  if (typeof raw.caption === 'string' && raw.caption.trim()) media.caption = raw.caption.trim();
  if (typeof raw.mime === 'string') media.mime = raw.mime;
  if (isRaw(raw.formats)) media.formats = raw.formats as Record<string, MediaFormat>;
  return media;
}

export function toCategory(raw: Raw): Category {
  const category: Category = {
    ...documentKeys(raw),
    name: requiredText(raw.name),
    slug: requiredText(raw.slug),
    description: text(raw.description),
  };
  const count = toNumber(raw.vacancyCount);
  if (count !== null) category.vacancyCount = count;
  return category;
}

export function toPlace(raw: Raw): Place {
  const place: Place = {
    ...documentKeys(raw),
    name: requiredText(raw.name),
    slug: requiredText(raw.slug),
    province: (oneOf(PROVINCES, raw.province) ?? requiredText(raw.province)) as Province,
    latitude: toNumber(raw.latitude) ?? Number.NaN,
    longitude: toNumber(raw.longitude) ?? Number.NaN,
  };
  const count = toNumber(raw.vacancyCount);
  if (count !== null) place.vacancyCount = count;
  return place;
}

export function toPartner(raw: Raw): Partner {
  return {
    ...documentKeys(raw),
    name: requiredText(raw.name),
    slug: requiredText(raw.slug),
    website: text(raw.website),
    description: text(raw.description),
    logo: one(raw.logo, toMedia),
    place: one(raw.place, toPlace),
  };
}

export function toProduct(raw: Raw): Product {
  return {
    ...documentKeys(raw),
    name: requiredText(raw.name),
    slug: requiredText(raw.slug),
    summary: text(raw.summary),
    description: blocks(raw.description),
    price: toNumber(raw.price),
    image: one(raw.image, toMedia),
    partner: one(raw.partner, toPartner),
  };
}

export function toVacancy(raw: Raw): Vacancy {
  const vacancy: Vacancy = {
    ...documentKeys(raw),
    title: requiredText(raw.title),
    slug: requiredText(raw.slug),
    summary: requiredText(raw.summary),
    description: blocks(raw.description),
    category: one(raw.category, toCategory),
    place: one(raw.place, toPlace),
    employer: one(raw.employer, toPartner),
    hoursPerWeek: toNumber(raw.hoursPerWeek),
    // The schema's default, so a vacancy saved before the field existed still reads sensibly.
    employmentType: oneOf(EMPLOYMENT_TYPES, raw.employmentType) ?? 'FULL_TIME',
    educationLevel: oneOf(EDUCATION_LEVELS, raw.educationLevel),
    workplace: oneOf(WORKPLACES, raw.workplace),
    salaryMin: toNumber(raw.salaryMin),
    salaryMax: toNumber(raw.salaryMax),
    salaryPeriod: oneOf(SALARY_PERIODS, raw.salaryPeriod),
    datePosted: requiredText(raw.datePosted),
    validThrough: text(raw.validThrough),
    howToApply: text(raw.howToApply),
    applyUrl: text(raw.applyUrl),
    images: many(raw.images, toMedia),
    employerName: text(raw.employerName),
    applyOnSite: raw.applyOnSite === true,
    closed: raw.closed === true,
  };
  if ('publishedAt' in raw) vacancy.publishedAt = text(raw.publishedAt);
  if ('updatedAt' in raw) vacancy.updatedAt = text(raw.updatedAt);
  return vacancy;
}

export function toNewsItem(raw: Raw): NewsItem {
  return {
    ...documentKeys(raw),
    title: requiredText(raw.title),
    slug: requiredText(raw.slug),
    summary: text(raw.summary),
    body: blocks(raw.body),
    date: requiredText(raw.date),
    image: one(raw.image, toMedia),
    gallery: many(raw.gallery, toMedia),
  };
}

export function toEvent(raw: Raw): Event {
  return {
    ...documentKeys(raw),
    title: requiredText(raw.title),
    slug: requiredText(raw.slug),
    summary: text(raw.summary),
    description: blocks(raw.description),
    start: requiredText(raw.start),
    end: text(raw.end),
    location: text(raw.location),
    address: text(raw.address),
    place: one(raw.place, toPlace),
    capacity: toNumber(raw.capacity),
    price: toNumber(raw.price),
    images: many(raw.images, toMedia),
  };
}

function toPageBlock(raw: Raw): PageBlock | null {
  const id = documentKeys(raw).id;
  switch (raw.__component) {
    case 'page.rich-text':
      return { __component: 'page.rich-text', id, body: blocks(raw.body) ?? [] };
    case 'page.gallery':
      return { __component: 'page.gallery', id, title: text(raw.title), images: many(raw.images, toMedia) };
    case 'page.call-to-action':
      return {
        __component: 'page.call-to-action',
        id,
        heading: requiredText(raw.heading),
        text: text(raw.text),
        buttonLabel: requiredText(raw.buttonLabel),
        buttonHref: requiredText(raw.buttonHref),
      };
    case 'page.vacancy-list':
      return {
        __component: 'page.vacancy-list',
        id,
        heading: text(raw.heading),
        category: one(raw.category, toCategory),
        limit: toNumber(raw.limit) ?? 6,
      };
    case 'page.event-list':
      return { __component: 'page.event-list', id, heading: text(raw.heading), limit: toNumber(raw.limit) ?? 4 };
    default:
      // A component added in the CMS before the site knows it: skip it, keep the rest of the page.
      return null;
  }
}

function toSeo(raw: Raw): Seo {
  return { metaTitle: text(raw.metaTitle), metaDescription: text(raw.metaDescription), shareImage: one(raw.shareImage, toMedia) };
}

export function toPage(raw: Raw): Page {
  return {
    ...documentKeys(raw),
    title: requiredText(raw.title),
    slug: requiredText(raw.slug),
    intro: text(raw.intro),
    blocks: many(raw.blocks, toPageBlock).filter((block): block is PageBlock => block !== null),
    seo: one(raw.seo, toSeo),
    colorMode: oneOf(['light', 'dark'] as const, raw.colorMode),
  };
}

const toLink = (raw: Raw): Link => ({ label: requiredText(raw.label), href: requiredText(raw.href) });

export function toGlobal(raw: Raw): Global {
  return {
    siteName: requiredText(raw.siteName),
    tagline: text(raw.tagline),
    navigation: many(raw.navigation, toLink),
    footerLinks: many(raw.footerLinks, toLink),
    contactEmail: text(raw.contactEmail),
  };
}

export function toRedirect(raw: Raw): Redirect {
  return { from: requiredText(raw.from), to: requiredText(raw.to), statusCode: toNumber(raw.statusCode) ?? 301 };
}
