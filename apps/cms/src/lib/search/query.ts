import {
  EDUCATION_LEVELS,
  HOURS_BANDS,
  parseNear,
  REST_MAX_PAGE_SIZE,
  SEARCH_RADII,
  SEARCH_SORTS,
  type SearchSort,
  SALARY_BANDS,
  todayInNetherlands,
  WORKPLACES,
} from '@vacaturesite/shared';
import { FACET_FIELDS, type FacetFilters } from './facets';
import type { SearchRequest } from './vacancy-index';

export const MAX_QUERY_LENGTH = 100;
/** The REST API's rest.maxLimit (config/api.ts). */
export const MAX_PAGE_SIZE = REST_MAX_PAGE_SIZE;
const DEFAULT_PAGE_SIZE = 20;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

type Parsed = { request: SearchRequest & { page: number; pageSize: number } } | { error: string };

const VALID: Record<(typeof FACET_FIELDS)[number], (value: string) => boolean> = {
  category: (value) => DOCUMENT_ID.test(value),
  place: (value) => DOCUMENT_ID.test(value),
  hours: (value) => (HOURS_BANDS as readonly string[]).includes(value),
  education: (value) => (EDUCATION_LEVELS as readonly string[]).includes(value),
  workplace: (value) => (WORKPLACES as readonly string[]).includes(value),
  salary: (value) => (SALARY_BANDS as readonly string[]).includes(value),
};

function positiveInteger(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * The search endpoint's query string: q, category, place, hours, education, workplace, salary (a band:
 * that or more), employer, near ("lat,lon"), radius (km), sort, page, pageSize. Distances are measured
 * from `near`, or else from `place` when a radius is given: then `place` is the centre, not a filter.
 */
export function parseSearchQuery(query: Record<string, unknown>, today = todayInNetherlands()): Parsed {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).trim() : undefined);
  for (const name of ['q', 'sort', 'employer', 'near', 'radius', ...FACET_FIELDS]) {
    if (query[name] !== undefined && typeof query[name] !== 'string') return { error: `${name} must be a single value` };
  }
  const filters: FacetFilters = {};
  for (const field of FACET_FIELDS) {
    const value = text(field);
    if (!value) continue;
    if (!VALID[field](value)) return { error: `unknown ${field}: ${value}` };
    filters[field] = value;
  }
  const employer = text('employer') || undefined;
  if (employer && !DOCUMENT_ID.test(employer)) return { error: `unknown employer: ${employer}` };
  const near = text('near') ? parseNear(text('near')) : undefined;
  if (near === null) return { error: 'near must be latitude,longitude in degrees, e.g. 52.09,5.12' };
  const radius = text('radius') || undefined;
  if (radius && !(SEARCH_RADII as readonly string[]).includes(radius)) return { error: `radius must be ${SEARCH_RADII.join(', ')} (km)` };
  const origin = near ?? (radius && filters.place ? { place: filters.place } : undefined);
  if (radius && !origin) return { error: 'radius needs near or place' };
  if (origin && 'place' in origin) delete filters.place;
  const sort = text('sort') || 'relevance';
  if (!(SEARCH_SORTS as readonly string[]).includes(sort)) return { error: `sort must be ${SEARCH_SORTS.join(' or ')}` };
  if (sort === 'afstand' && !origin) return { error: 'sort=afstand needs near, or place with radius' };
  const page = positiveInteger(query.page, 1);
  const pageSize = positiveInteger(query.pageSize, DEFAULT_PAGE_SIZE);
  if (page === null || pageSize === null) return { error: 'page and pageSize must be whole numbers from 1' };
  return {
    request: {
      q: text('q')?.slice(0, MAX_QUERY_LENGTH),
      filters,
      employer,
      origin,
      radius: radius ? Number(radius) : undefined,
      sort: sort as SearchSort,
      page,
      pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
      today,
    },
  };
}
