import type { VacancyStatistics } from '@vacaturesite/shared/vacancy-statistics';
import { isCmsError } from './errors';
import type { VisitorFetch } from './my-jobs';

/**
 * A poster's counts for one of their vacancies (decision 055). Null for an id that is not theirs: the
 * CMS answers 404 for anyone else, exactly as for an unknown id.
 */
export async function fetchVacancyStatistics(fetch: VisitorFetch, documentId: string): Promise<VacancyStatistics | null> {
  try {
    const answer = await fetch<{ data: VacancyStatistics }>(`/my-jobs/vacancies/${encodeURIComponent(documentId)}/statistics`, {
      cache: 'no-store',
    });
    return answer.data;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}
