import { notFound } from 'next/navigation';

/**
 * Every path no other route has, inside the default layout: its not-found file shows the 404 under
 * the site's header. Without this route Next answers such paths (client-side navigations; documents go
 * to /niet-gevonden through the front door) from the root not-found file, whose client parts Next ships
 * with every page: with the header in it, that was the header's code on pages of the empty layout too
 * (issue 14, first-load JavaScript).
 */
export default function UnmatchedPath(): never {
  notFound();
}
