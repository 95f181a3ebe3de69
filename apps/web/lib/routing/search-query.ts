import type { VacancySearch } from '@/lib/cms/queries';
import { EDUCATION_LEVELS, HOURS_BANDS, SALARY_BANDS, SEARCH_SORTS, WORKPLACES } from '@vacaturesite/shared/vacancies';
import { formatNear, parseNear, SEARCH_RADII } from '@vacaturesite/shared/distance';
import { pageParam, stringParam } from '@/lib/search-params';
import { isDocumentId } from '@/lib/urls';

export type JobsQuery = VacancySearch & { page: number };

/** The URL's value when it is one of `allowed`; anything else is ignored rather than sent to the CMS. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[] | ((value: string) => boolean)): T | undefined {
  if (!value) return undefined;
  const ok = typeof allowed === 'function' ? allowed(value) : (allowed as readonly string[]).includes(value);
  return ok ? (value as T) : undefined;
}

/** The URL parameters a /jobs query is read from (parseJobsQuery): a request naming none of them asks for no search. */
export const JOBS_QUERY_PARAMS = [
  'q',
  'category',
  'place',
  'hours',
  'education',
  'workplace',
  'salary',
  'near',
  'radius',
  'sort',
  'page',
] as const satisfies readonly (keyof JobsQuery)[];

/**
 * A /jobs query from its URL parameters, keeping only valid values (junk never reaches the CMS or the
 * cache). A radius needs a centre (a place or `near`), and `afstand` a radius or `near`; `near` is kept
 * rounded to 0.01°, so one neighbourhood is one address.
 */
export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  const location = parseNear(params.get('near'));
  return withDistanceRules({
    q: stringParam(params.get('q') ?? undefined),
    category: oneOf(params.get('category'), isDocumentId),
    place: oneOf(params.get('place'), isDocumentId),
    hours: oneOf(params.get('hours'), HOURS_BANDS),
    education: oneOf(params.get('education'), EDUCATION_LEVELS),
    workplace: oneOf(params.get('workplace'), WORKPLACES),
    salary: oneOf(params.get('salary'), SALARY_BANDS),
    near: location ? formatNear(location) : undefined,
    radius: oneOf(params.get('radius'), SEARCH_RADII),
    sort: oneOf(params.get('sort'), SEARCH_SORTS),
    page: pageParam(params.get('page') ?? undefined),
  });
}

/**
 * A query without distance parts that have nothing to measure from: a radius needs a place or `near`,
 * sorting by distance a radius or `near` (the CMS's rule, decision 031). Also for a state built from
 * another, such as a chip that removes the place.
 */
export function withDistanceRules<Q extends Omit<JobsQuery, 'page'>>(query: Q): Q {
  const radius = query.near || query.place ? query.radius : undefined;
  const sort = query.sort === 'afstand' && !query.near && !radius ? undefined : query.sort;
  return { ...query, radius, sort };
}
