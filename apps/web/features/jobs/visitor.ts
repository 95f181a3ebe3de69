import 'server-only';
import { cmsFetchAsVisitor } from '@/features/account/session';
import { myJobsApi } from '@/lib/cms/my-jobs';

/** "My jobs" calls for pages, with the session cookie's token (features/account/session cmsFetchAsVisitor). */
export const myJobs = () => myJobsApi(cmsFetchAsVisitor);
