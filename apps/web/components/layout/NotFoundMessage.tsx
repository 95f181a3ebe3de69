'use client';

import { usePathname } from 'next/navigation';
import { NOT_FOUND_MESSAGES, passesRouteValidation } from '@/lib/routing/validation';

/**
 * Which of the two 404s of spec §8 applies, from the path alone: the 404 page of a cached route is
 * cached too (decision 010), so it cannot read the request's headers.
 */
export function NotFoundMessage() {
  const path = asInUrl(usePathname() ?? '');
  const message = passesRouteValidation(path) ? NOT_FOUND_MESSAGES.unmatched(path) : NOT_FOUND_MESSAGES.invalid(path);
  return <p data-testid="error-message">{message}</p>;
}

/** The path as the address bar has it: percent-encoded, whether the router hands it over decoded or not. */
function asInUrl(path: string): string {
  return /[^\x21-\x7e]/.test(path) ? encodeURI(path) : path;
}
