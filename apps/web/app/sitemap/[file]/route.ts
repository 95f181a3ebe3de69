import { sitemapFileNumber } from '@/lib/seo/sitemap';
import { sitemapFileResponse, unavailable } from '@/lib/seo/sitemap-routes';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse(sitemapFileNumber((await params).file)).catch(unavailable);
}
