import { sitemapResponse, unavailable } from '@/lib/seo/sitemap-routes';

export async function GET() {
  return sitemapResponse().catch(unavailable);
}
