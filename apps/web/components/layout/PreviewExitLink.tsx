'use client';

import { usePathname } from 'next/navigation';

/** Ends the preview and comes back to this page as visitors see it. A plain link: the route sets a cookie. */
export function PreviewExitLink() {
  const pathname = usePathname();
  return <a href={`/api/voorbeeld/sluiten?terug=${encodeURIComponent(pathname || '/')}`}>Voorbeeld sluiten</a>;
}
