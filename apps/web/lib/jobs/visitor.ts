import 'server-only';
import { cmsFetchAsVisitor } from '@/lib/auth/session';
import { myJobsApi } from '@/lib/cms/my-jobs';

/** "My jobs" calls for pages, with the session cookie's token (lib/auth/session cmsFetchAsVisitor). */
export const myJobs = () => myJobsApi(cmsFetchAsVisitor);
