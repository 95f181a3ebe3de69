import { z } from 'zod';
import { checkIban, normalizeIban } from './iban';

/**
 * Registration forms (decision 006). The browser uses `paymentSchema` for a paid event's SEPA
 * mandate; the route handler parses every body with `registrationRequestSchema` and, for a paid
 * event, with `paymentSchema` again.
 */

/** SEPA allows 70 characters for the debtor's name (the CMS has the same limit). */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

const documentId = z
  .string({ error: 'Dit evenement bestaat niet.' })
  .regex(/^[a-z0-9]{1,64}$/, { error: 'Dit evenement bestaat niet.' });

export const paymentSchema = z.object({
  accountHolder: z
    .string({ error: 'Vul de naam van de rekeninghouder in.' })
    .trim()
    .min(1, { error: 'Vul de naam van de rekeninghouder in.' })
    .max(ACCOUNT_HOLDER_MAX_LENGTH, { error: `De naam van de rekeninghouder mag hoogstens ${ACCOUNT_HOLDER_MAX_LENGTH} tekens hebben.` }),
  iban: z
    .string({ error: 'Vul je IBAN in.' })
    .max(64, { error: 'Dit IBAN is te lang.' })
    .superRefine((value, context) => {
      const result = checkIban(value);
      if (result.ok === false) context.addIssue({ code: 'custom', message: result.message });
    })
    .transform(normalizeIban),
  mandate: z
    .boolean({ error: 'Geef toestemming voor de automatische incasso om je in te schrijven.' })
    .refine((value) => value, { error: 'Geef toestemming voor de automatische incasso om je in te schrijven.' }),
});

/** The event page's forms: the event's documentId travels with the form values. */
export const freeRegistrationFormSchema = z.object({ event: documentId });
export const paidRegistrationFormSchema = paymentSchema.extend({ event: documentId });

/** What POST /api/registrations accepts; the payment fields only count for paid events. */
export const registrationRequestSchema = z.object({
  event: documentId,
  accountHolder: z.string().max(500).optional(),
  iban: z.string().max(500).optional(),
  mandate: z.boolean().optional(),
});

export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentOutput = z.output<typeof paymentSchema>;
