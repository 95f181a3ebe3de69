import * as z from 'zod/mini';
import '@/lib/zod-english';
import { type ActivityInput, checkActivity } from '@vacaturesite/shared/application-activities';

/**
 * A hand-made activity as the form and the site's route take it: strings as typed ("3-12-2026"),
 * judged by the shared rules (the CMS judges them again), each message at its own field.
 */
export const activitySchema = z
  .object({
    date: z.string(),
    employer: z.string(),
    jobTitle: z.string(),
    method: z.string(),
    result: z.optional(z.string()),
  })
  .check(
    z.superRefine((value, context) => {
      const checked = checkActivity(value);
      if (checked.ok) return;
      for (const [field, message] of Object.entries(checked.errors))
        context.addIssue({ code: 'custom', message: message ?? '', path: [field], input: value });
    }),
  );

export type ActivityFormValues = z.input<typeof activitySchema>;

/** What the CMS gets: the checked, trimmed values with the date as yyyy-mm-dd. Only after the schema passed. */
export function toActivityInput(values: ActivityFormValues): ActivityInput {
  const checked = checkActivity(values);
  if (!checked.ok) throw new Error('toActivityInput: values not checked');
  return checked.value;
}
