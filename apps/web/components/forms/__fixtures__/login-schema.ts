import * as z from 'zod/mini';
import { emailSchema } from '@/lib/forms/fields';

/** A sign-in form's shape, loaded lazily by lazy-resolver.test.ts as a form's real schema module is. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Vul je wachtwoord in.' }).check(z.minLength(1, { error: 'Vul je wachtwoord in.' })),
});
