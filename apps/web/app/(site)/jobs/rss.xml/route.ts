import type { NextRequest } from 'next/server';
import { jobsPath } from '@/lib/routing/list-path';
import { parseJobsQuery } from '@/lib/routing/search-query';
import { getFeedVacancies } from '@/lib/cms';
import { rssXml } from '@/lib/seo/rss';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';
import { unavailable } from '@/lib/seo/sitemap-routes';
import { vacancyPath } from '@/lib/urls';

/**
 * /jobs/rss.xml: the 50 newest open vacancies as RSS 2.0; with the /jobs parameters (q, category, place,
 * hours, education, workplace, salary: issue 16) the newest that search finds. Unknown values are left
 * out, as on /jobs.
 */
export async function GET(request: NextRequest) {
  try {
    const base = siteUrl();
    const { page: _page, sort: _sort, ...search } = parseJobsQuery(request.nextUrl.searchParams);
    const vacancies = await getFeedVacancies(50, search);
    const body = rssXml(
      {
        title: 'Nieuwe vacatures | Vacaturesite',
        link: absoluteUrl(jobsPath({ ...search, page: 1 }), base),
        self: absoluteUrl('/jobs/rss.xml', base),
        description: 'De nieuwste vacatures uit de regio.',
      },
      vacancies.map((vacancy) => ({
        title: vacancy.place ? `${vacancy.title} (${vacancy.place.name})` : vacancy.title,
        link: absoluteUrl(vacancyPath(vacancy), base),
        description: vacancy.summary,
        published: vacancy.datePosted,
        category: vacancy.category?.name,
      })),
    );
    return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
  } catch {
    return unavailable();
  }
}
