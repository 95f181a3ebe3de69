import * as z from 'zod/mini';
import '@/lib/zod-english';
import { normalizeIban } from '@vacaturesite/shared/iban';
import { checkIbanForForm } from './iban';
import { ACCOUNT_HOLDER_MAX_LENGTH } from '@vacaturesite/shared/registrations';

/**
 * Registration forms (decision 006). The browser uses `paymentSchema` for a paid event's SEPA
 * mandate; the route handler parses every body with `registrationRequestSchema` and, for a paid
 * event, with `paymentSchema` again.
 */

const documentId = z
  .string({ error: 'Dit evenement bestaat niet.' })
  .check(z.regex(/^[a-z0-9]{1,64}$/, { error: 'Dit evenement bestaat niet.' }));

export const paymentSchema = z.object({
  accountHolder: z.string({ error: 'Vul de naam van de rekeninghouder in.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Vul de naam van de rekeninghouder in.' }),
    z.maxLength(ACCOUNT_HOLDER_MAX_LENGTH, {
      error: `De naam van de rekeninghouder mag hoogstens ${ACCOUNT_HOLDER_MAX_LENGTH} tekens hebben.`,
    }),
  ),
  iban: z.pipe(
    z.string({ error: 'Vul je IBAN in.' }).check(
      z.maxLength(64, { error: 'Dit IBAN is te lang.' }),
      z.superRefine((value, context) => {
        const result = checkIbanForForm(value);
        if (result.ok === false) context.addIssue({ code: 'custom', message: result.message });
      }),
    ),
    z.transform(normalizeIban),
  ),
  mandate: z
    .boolean({ error: 'Geef toestemming voor de automatische incasso om je in te schrijven.' })
    .check(z.refine((value) => value, { error: 'Geef toestemming voor de automatische incasso om je in te schrijven.' })),
});

/** The event page's forms: the event's documentId travels with the form values. */
export const freeRegistrationFormSchema = z.object({ event: documentId });
export const paidRegistrationFormSchema = z.extend(paymentSchema, { event: documentId });

/** What POST /api/registrations accepts; the payment fields only count for paid events. */
export const registrationRequestSchema = z.object({
  event: documentId,
  accountHolder: z.optional(z.string().check(z.maxLength(500))),
  iban: z.optional(z.string().check(z.maxLength(500))),
  mandate: z.optional(z.boolean()),
});

export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentOutput = z.output<typeof paymentSchema>;
