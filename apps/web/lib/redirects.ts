import type { Redirect } from '@/lib/cms';

export type RedirectTarget = { location: string; status: 301 | 302 | 307 | 308; external: boolean };

const ALLOWED = new Set([301, 302, 307, 308]);

/** Trailing slashes and letter case are not meaningful in our paths: '/Vacatures/' matches '/vacatures'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

export function findRedirect(pathname: string, redirects: Redirect[]): RedirectTarget | null {
  const path = normalizePath(pathname);
  const hit = redirects.find((r) => normalizePath(r.from) === path);
  if (!hit || normalizePath(hit.to) === path) return null;
  const status = ALLOWED.has(Number(hit.statusCode)) ? (Number(hit.statusCode) as RedirectTarget['status']) : 301;
  return { location: hit.to, status, external: /^https?:\/\//i.test(hit.to) };
}
