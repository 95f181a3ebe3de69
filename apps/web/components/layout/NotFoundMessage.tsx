'use client';

import { usePathname } from 'next/navigation';
import { notFoundMessage } from '@/lib/routing/routes';

/**
 * Which of the two 404s of spec §8 applies, from the path alone (lib/routing/routes.ts). The front door
 * sends every 404 document to a page rendered per request, so the server HTML names the visitor's path.
 */
export function NotFoundMessage() {
  return <p data-testid="error-message">{notFoundMessage(asInUrl(usePathname() ?? ''))}</p>;
}

/** The path as the address bar has it: percent-encoded, whether the router hands it over decoded or not. */
function asInUrl(path: string): string {
  return /[^\x21-\x7e]/.test(path) ? encodeURI(path) : path;
}
