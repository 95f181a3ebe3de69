import { getGlobal, type Global } from '@/lib/cms';

/** Used when the CMS has no "Algemeen" entry yet or cannot be reached for the chrome of the page. */
export const FALLBACK_GLOBAL: Global = {
  siteName: 'Vacaturesite',
  tagline: 'Vacatures, agenda en nieuws uit de regio',
  navigation: [
    { label: 'Home', href: '/' },
    { label: 'Vacatures', href: '/jobs' },
    { label: 'Agenda', href: '/agenda' },
    { label: 'Nieuws', href: '/nieuws' },
  ],
  footerLinks: [],
  contactEmail: null,
} as unknown as Global;

/** The header and footer must not take a page down with them: the page decides about errors. */
export async function siteSettings(): Promise<Global> {
  try {
    return (await getGlobal()) ?? FALLBACK_GLOBAL;
  } catch {
    return FALLBACK_GLOBAL;
  }
}
