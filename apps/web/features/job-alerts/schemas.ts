import * as z from 'zod/mini';
import '@/lib/zod-english';
import {
  ALERT_FREQUENCIES,
  ALERT_HOURS_MAX,
  ALERT_HOURS_MIN,
  ALERT_QUERY_MAX_LENGTH,
  type JobAlertInput,
} from '@vacaturesite/shared/job-alerts';
import { SALARY_BANDS, WORKPLACES, type SalaryBand, type Workplace } from '@vacaturesite/shared/vacancies';
import { SEARCH_RADII, type SearchRadius } from '@vacaturesite/shared/distance';
import { isDocumentId } from '@/lib/urls';
import { emailSchema } from '@/lib/forms/fields';

/**
 * The job-alert form's rules with Dutch messages (docs/decisions/009). The browser checks them, the
 * route handler again, the CMS once more (apps/cms/src/api/job-alert/lib/validation.ts). Search
 * text, field, place (with its radius), workplace and salary come from the /jobs filters; hours are the
 * alert's own extra. A location ("In de buurt") is not kept: an alert stores a place, never where someone is.
 */

const hours = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) >= ALERT_HOURS_MIN && Number(value) <= ALERT_HOURS_MAX), {
    error: `Vul een aantal uren van ${ALERT_HOURS_MIN} tot en met ${ALERT_HOURS_MAX} in.`,
  }),
);

/**
 * '' or absent (not filtered), or one of the search's own values. Absent too: a tab opened before these
 * filters existed still posts its form without them.
 */
const oneOf = (list: readonly string[], error: string) =>
  z.optional(z.string().check(z.refine((value) => value === '' || list.includes(value), { error })));

/** The search and how often: what an account's alert and a guest's have in common. */
const searchFields = {
  query: z
    .string()
    .check(z.trim(), z.maxLength(ALERT_QUERY_MAX_LENGTH, { error: `Gebruik hoogstens ${ALERT_QUERY_MAX_LENGTH} tekens als zoekterm.` })),
  category: z.string().check(z.refine((value) => value === '' || isDocumentId(value), { error: 'Kies een vakgebied uit de lijst.' })),
  place: z.string().check(z.refine((value) => value === '' || isDocumentId(value), { error: 'Kies een plaats uit de lijst.' })),
  radius: oneOf(SEARCH_RADII, 'Kies een afstand uit de lijst.'),
  hoursMin: hours,
  hoursMax: hours,
  workplace: oneOf(WORKPLACES, 'Kies een werkplek uit de lijst.'),
  salary: oneOf(SALARY_BANDS, 'Kies een salaris uit de lijst.'),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Kies hoe vaak je bericht wilt krijgen.' }),
};
type SearchValues = { place: string; radius?: string; hoursMin: string; hoursMax: string };
const radiusNeedsPlace = z.refine<SearchValues>((values) => !values.radius || values.place !== '', {
  path: ['radius'],
  error: 'Kies eerst een plaats.',
});
const hoursInOrder = z.refine<SearchValues>(
  (values) => values.hoursMin === '' || values.hoursMax === '' || Number(values.hoursMax) >= Number(values.hoursMin),
  { path: ['hoursMax'], error: 'Het maximum aantal uren mag niet lager zijn dan het minimum.' },
);

export const jobAlertSchema = z.object({ ...searchFields, byEmail: z.boolean(), byPush: z.boolean() }).check(
  z.refine((values) => values.byEmail || values.byPush, { path: ['byEmail'], error: 'Kies e-mail, pushmelding of allebei.' }),
  radiusNeedsPlace,
  hoursInOrder,
);

/** An alert without an account (decision 032): an address instead of a session; by mail only. */
export const guestAlertSchema = z.object({ ...searchFields, email: emailSchema }).check(radiusNeedsPlace, hoursInOrder);
export type GuestAlertForm = z.input<typeof guestAlertSchema>;

export type JobAlertForm = z.input<typeof jobAlertSchema>;

const orNull = (value: string) => (value === '' ? null : value);
const hoursOrNull = (value: string) => (value === '' ? null : Number(value));

export function toJobAlertInput(
  values: Omit<z.output<typeof jobAlertSchema>, 'byEmail' | 'byPush'> &
    Partial<Pick<z.output<typeof jobAlertSchema>, 'byEmail' | 'byPush'>>,
): JobAlertInput {
  return {
    query: orNull(values.query),
    category: orNull(values.category),
    place: orNull(values.place),
    radius: orNull(values.radius ?? '') as SearchRadius | null,
    hoursMin: hoursOrNull(values.hoursMin),
    hoursMax: hoursOrNull(values.hoursMax),
    workplace: orNull(values.workplace ?? '') as Workplace | null,
    salary: orNull(values.salary ?? '') as SalaryBand | null,
    byEmail: values.byEmail ?? true,
    byPush: values.byPush ?? false,
    frequency: values.frequency,
  };
}

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.url(), z.maxLength(1000)),
  keys: z.object({ p256dh: z.string().check(z.minLength(1), z.maxLength(200)), auth: z.string().check(z.minLength(1), z.maxLength(100)) }),
});

export const pushEndpointSchema = z.object({ endpoint: z.string().check(z.url(), z.maxLength(1000)) });
