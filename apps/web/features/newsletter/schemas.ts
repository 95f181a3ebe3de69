import * as z from 'zod/mini';
import '@/lib/zod-english';
import { emailSchema } from '@/features/account/schemas';

/**
 * The newsletter forms' rules with Dutch messages, shared by the browser (react-hook-form) and the
 * route handlers (decision 008). Interests mirror the CMS's apps/cms/src/api/newsletter/lib/validation.ts.
 */

/**
 * react-hook-form gives a checkbox group `false` when nothing is ticked and a string for one box on some
 * browsers; the schema wants a list.
 */
export function checkedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

const documentId = z.string().check(z.regex(/^[a-z0-9]{1,64}$/, { error: 'Deze keuze bestaat niet (meer). Vernieuw de pagina.' }));

export const interestsSchema = z.object({
  // What classic zod's z.preprocess builds: the transform first, its result checked by the list schema.
  categories: z.pipe(z.transform(checkedValues), z.array(documentId).check(z.maxLength(50, { error: 'Kies hoogstens 50 vakgebieden.' }))),
  events: z._default(z.boolean(), false),
  news: z._default(z.boolean(), false),
});

export type Interests = z.output<typeof interestsSchema>;
export const NO_INTERESTS: Interests = { categories: [], events: false, news: false };

export const subscribeSchema = z.object({ email: emailSchema, interests: z._default(interestsSchema, NO_INTERESTS) });

export const ownSubscriptionSchema = z.object({ subscribed: z.boolean(), interests: z._default(interestsSchema, NO_INTERESTS) });

const INVALID_LINK = 'Deze link is ongeldig. Gebruik de volledige link uit de e-mail.';
const linkToken = z.string({ error: INVALID_LINK }).check(z.trim(), z.regex(/^[\w-]{1,128}$/, { error: INVALID_LINK }));

export const confirmSchema = z.object({ token: linkToken });
export const unsubscribeSchema = z.object({
  subscriber: z.string({ error: INVALID_LINK }).check(z.regex(/^[a-z0-9]{1,64}$/, { error: INVALID_LINK })),
  token: linkToken,
});

/** One line for the visitor: what they will get. */
export function describeInterests(interests: Interests, categoryNames: Map<string, string>): string {
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
