import type { VacancySearch } from '@/lib/cms/queries';
import { EDUCATION_LEVELS, HOURS_BANDS, SALARY_BANDS, SEARCH_SORTS, WORKPLACES } from '@vacaturesite/shared/vacancies';
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
  'sort',
  'page',
] as const satisfies readonly (keyof JobsQuery)[];

/** A /jobs query from its URL parameters, keeping only valid values (junk never reaches the CMS or the cache). */
export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  return {
    q: stringParam(params.get('q') ?? undefined),
    category: oneOf(params.get('category'), isDocumentId),
    place: oneOf(params.get('place'), isDocumentId),
    hours: oneOf(params.get('hours'), HOURS_BANDS),
    education: oneOf(params.get('education'), EDUCATION_LEVELS),
    workplace: oneOf(params.get('workplace'), WORKPLACES),
    salary: oneOf(params.get('salary'), SALARY_BANDS),
    sort: oneOf(params.get('sort'), SEARCH_SORTS),
    page: pageParam(params.get('page') ?? undefined),
  };
}
