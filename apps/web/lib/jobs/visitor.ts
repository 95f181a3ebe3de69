import 'server-only';
import { cache } from 'react';
import { cmsFetchAsVisitor, getCurrentUser } from '@/lib/auth/session';
import { myJobsApi } from '@/lib/cms/my-jobs';

/** "My jobs" calls for pages, with the session cookie's token (lib/auth/session cmsFetchAsVisitor). */
export const myJobs = () => myJobsApi(cmsFetchAsVisitor);

/**
 * Once per request: the ids of the vacancies the signed-in visitor saved, or null when signed out.
 * Lists render their save buttons from it on the server, so the first paint is already right (no
 * flash of "not saved"). A failing call leaves the buttons unpressed rather than breaking the page.
 */
export const getSavedVacancyIds = cache(async (): Promise<Set<string> | null> => {
  if (!(await getCurrentUser())) return null;
  try {
    return new Set((await myJobs().savedVacancies()).map((item) => item.vacancyId));
  } catch (error) {
    console.error('Could not load saved vacancies:', error instanceof Error ? error.message : error);
    return new Set();
  }
});
