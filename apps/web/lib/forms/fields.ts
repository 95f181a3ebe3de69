import * as z from 'zod/mini';
import '@/lib/zod-english';

/**
 * Rules and helpers every form of the site shares (the account forms, alerts, the newsletter, applying,
 * registrations): one e-mail rule with its Dutch messages, and the field → message map for a 400 answer.
 */

export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as people type it: trimmed and lower-cased before it is checked. */
export const emailSchema = z.pipe(
  z
    .string({ error: 'Vul je e-mailadres in.' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'Vul je e-mailadres in.' }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: `Een e-mailadres heeft hoogstens ${EMAIL_MAX_LENGTH} tekens.` }),
    ),
  z.email({ error: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.' }),
);

/** Field → first message, for a 400 answer and for react-hook-form's setError. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
