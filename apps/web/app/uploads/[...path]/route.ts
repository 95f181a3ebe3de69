import { fetchCmsUpload } from '@/lib/cms/uploads';

/**
 * Media stays same-origin: /uploads/* is streamed from the CMS so pages need no CMS host name and
 * the CMS address is read at run time (a next.config rewrite would freeze it at build time). A path
 * with a %-escape that is not UTF-8 never gets here: Next's router fails on it before this handler,
 * so the front door (lib/routing/front-door.ts) answers it 400.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('/'))) return new Response('Ongeldig pad', { status: 400 });
  try {
    const upstream = await fetchCmsUpload(path, pickHeaders(request.headers, ['if-none-match', 'if-modified-since', 'range']));
    const headers = pickHeaders(upstream.headers, [
      'content-type',
      'content-length',
      'etag',
      'last-modified',
      'content-range',
      'accept-ranges',
    ]);
    headers.set('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    return new Response(upstream.body, { status: upstream.status, headers });
  } catch {
    return new Response('Afbeelding tijdelijk niet beschikbaar', { status: 502 });
  }
}

function pickHeaders(source: Headers, names: string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = source.get(name);
    if (value) picked.set(name, value);
  }
  return picked;
}
