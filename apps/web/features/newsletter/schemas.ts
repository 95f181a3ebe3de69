import * as z from 'zod/mini';
import '@/lib/zod-english';
import { emailSchema } from '@/lib/forms/fields';
import { checkedValues, NO_INTERESTS } from './interests';

/**
 * The newsletter forms' rules with Dutch messages, shared by the browser (react-hook-form) and the
 * route handlers (decision 008). Interests mirror the CMS's apps/cms/src/api/newsletter/lib/validation.ts.
 */

const documentId = z.string().check(z.regex(/^[a-z0-9]{1,64}$/, { error: 'Deze keuze bestaat niet (meer). Vernieuw de pagina.' }));

export const interestsSchema = z.object({
  // What classic zod's z.preprocess builds: the transform first, its result checked by the list schema.
  categories: z.pipe(z.transform(checkedValues), z.array(documentId).check(z.maxLength(50, { error: 'Kies hoogstens 50 vakgebieden.' }))),
  events: z._default(z.boolean(), false),
  news: z._default(z.boolean(), false),
});

export const subscribeSchema = z.object({ email: emailSchema, interests: z._default(interestsSchema, NO_INTERESTS) });

export const ownSubscriptionSchema = z.object({ subscribed: z.boolean(), interests: z._default(interestsSchema, NO_INTERESTS) });

const INVALID_LINK = 'Deze link is ongeldig. Gebruik de volledige link uit de e-mail.';
const linkToken = z.string({ error: INVALID_LINK }).check(z.trim(), z.regex(/^[\w-]{1,128}$/, { error: INVALID_LINK }));

export const confirmSchema = z.object({ token: linkToken });
export const unsubscribeSchema = z.object({
  subscriber: z.string({ error: INVALID_LINK }).check(z.regex(/^[a-z0-9]{1,64}$/, { error: INVALID_LINK })),
  token: linkToken,
});
