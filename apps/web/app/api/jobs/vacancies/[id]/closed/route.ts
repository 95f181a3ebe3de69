import { revalidateTag } from 'next/cache';
import { okResponse } from '@/lib/http/route';
import { CMS_TAGS } from '@/lib/cms/tags';
import { jobsRoute } from '@/features/jobs/route';
import { closedSchema } from '@/features/jobs/schemas';

/**
 * PUT { closed } → { ok: true, vacancy }: closes or reopens the poster's vacancy. The public lists
 * and the vacancy page are cached for a minute; this change is the site's own, so it drops them now.
 */
export const PUT = jobsRoute(closedSchema, async ({ closed }, { api, id }) => {
  const vacancy = await api.setClosed(id, closed);
  revalidateTag(CMS_TAGS.vacancies, { expire: 0 });
  revalidateTag(CMS_TAGS.vacancy(id), { expire: 0 });
  return okResponse({ vacancy });
});
