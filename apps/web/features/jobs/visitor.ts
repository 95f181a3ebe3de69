import 'server-only';
import { cmsFetchAsVisitor } from '@/lib/session/session';
import { myJobsApi } from '@/lib/cms/my-jobs';

/** "My jobs" calls for pages, with the session cookie's token (lib/session/session cmsFetchAsVisitor). */
export const myJobs = () => myJobsApi(cmsFetchAsVisitor);
