import type { NewsletterInterests } from '@/lib/cms/newsletter';

/**
 * What a subscriber asks for (decision 008), apart from the forms' rules (schemas.ts), which load after
 * the page (components/forms/lazy-resolver.ts). Mirrors the CMS's apps/cms/src/api/newsletter/lib/validation.ts.
 */
export const NO_INTERESTS: NewsletterInterests = { categories: [], events: false, news: false };

/**
 * react-hook-form gives a checkbox group `false` when nothing is ticked and a string for one box on some
 * browsers; the schema wants a list.
 */
export function checkedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** One line for the visitor: what they will get. */
export function describeInterests(interests: NewsletterInterests, categoryNames: Map<string, string>): string {
  const parts = [
    ...interests.categories
      .map((id) => categoryNames.get(id))
      .filter((name): name is string => Boolean(name))
      .map((name) => `vacatures in ${name}`),
    ...(interests.events ? ['evenementen'] : []),
    ...(interests.news ? ['nieuws'] : []),
  ];
  if (!parts.length) return 'alles: vacatures, evenementen en nieuws';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} en ${parts[parts.length - 1]}`;
}
