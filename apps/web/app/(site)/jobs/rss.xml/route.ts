import { getFeedVacancies } from '@/lib/cms';
import { rssXml } from '@/lib/seo/rss';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';
import { unavailable } from '@/lib/seo/sitemap-routes';
import { vacancyPath } from '@/lib/urls';

/** /jobs/rss.xml: the 50 newest open vacancies as RSS 2.0. */
export async function GET() {
  try {
    const base = siteUrl();
    const vacancies = await getFeedVacancies(50);
    const body = rssXml(
      {
        title: 'Nieuwe vacatures | Vacaturesite',
        link: absoluteUrl('/jobs', base),
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
