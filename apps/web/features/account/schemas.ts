import * as z from 'zod/mini';
import '@/lib/zod-english';
import { emailSchema } from '@/lib/forms/fields';
import { DELETE_CONFIRMATION_WORD, NAME_MAX_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@vacaturesite/shared/accounts';

/**
 * The account forms' rules, with Dutch messages. The browser uses them through react-hook-form for
 * quick feedback; the route handlers parse every body with the same schemas, since a browser can be
 * made to send anything.
 */

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

const email = emailSchema;

/** A password being chosen: each rule says what is wrong. */
const newPassword = z.string({ error: 'Kies een wachtwoord.' }).check(
  z.minLength(1, { error: 'Kies een wachtwoord.' }),
  z.minLength(PASSWORD_MIN_LENGTH, { error: `Je wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.` }),
  z.refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, {
    error: `Je wachtwoord mag niet langer zijn dan ${PASSWORD_MAX_BYTES} tekens (letters met accenten en emoji tellen dubbel of meer).`,
  }),
);

/** A password being typed to sign in: older accounts may predate the current rules, so only required. */
const existingPassword = (missing: string) =>
  z.string({ error: missing }).check(z.minLength(1, { error: missing }), z.maxLength(1024, { error: 'Dit wachtwoord is te lang.' }));

const passwordConfirmation = z.string({ error: 'Herhaal je wachtwoord.' }).check(z.minLength(1, { error: 'Herhaal je wachtwoord.' }));

const name = (missing: string, label: string) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing }),
      z.maxLength(NAME_MAX_LENGTH, { error: `Je ${label} mag hoogstens ${NAME_MAX_LENGTH} tekens hebben.` }),
    );

/** Codes and tokens from mailed links: hex (Strapi) or base64url (account activation). */
const linkCode = (missing: string) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing }),
      z.maxLength(512, { error: 'Deze link is ongeldig. Gebruik de volledige link uit de e-mail.' }),
      z.regex(/^[\w-]+$/, { error: 'Deze link is ongeldig. Gebruik de volledige link uit de e-mail.' }),
    );

const passwordsMatch = <T extends { password: string; passwordConfirmation: string }>(data: T) =>
  data.password === data.passwordConfirmation;
/** Also checked when the password itself breaks a rule, so the visitor sees both problems at once. */
const bothPasswordsTyped = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; passwordConfirmation?: unknown } | null;
  return typeof value?.password === 'string' && typeof value.passwordConfirmation === 'string' && value.passwordConfirmation !== '';
};
const mismatch = { path: ['passwordConfirmation'], error: 'De wachtwoorden zijn niet gelijk.', when: bothPasswordsTyped };

export const loginSchema = z.object({
  email,
  password: existingPassword('Vul je wachtwoord in.'),
});

export const registerSchema = z
  .object({
    firstName: name('Vul je voornaam in.', 'voornaam'),
    lastName: name('Vul je achternaam in.', 'achternaam'),
    email,
    password: newPassword,
    passwordConfirmation,
  })
  .check(z.refine(passwordsMatch, mismatch));

export const forgotPasswordSchema = z.object({ email });
export const sendEmailConfirmationSchema = z.object({ email });
export const requestActivationSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    code: linkCode('De link om je wachtwoord te herstellen is onvolledig. Gebruik de volledige link uit de e-mail.'),
    password: newPassword,
    passwordConfirmation,
  })
  .check(z.refine(passwordsMatch, mismatch));

export const changePasswordSchema = z
  .object({
    currentPassword: existingPassword('Vul je huidige wachtwoord in.'),
    password: newPassword,
    passwordConfirmation,
  })
  .check(
    z.refine(passwordsMatch, mismatch),
    z.refine((data) => !data.password || data.password !== data.currentPassword, {
      path: ['password'],
      error: 'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.',
    }),
  );

export const activateSchema = z
  .object({
    token: linkCode('De activatielink is onvolledig. Gebruik de volledige link uit de e-mail.'),
    password: newPassword,
    passwordConfirmation,
  })
  .check(z.refine(passwordsMatch, mismatch));

export const emailConfirmationSchema = z.object({
  confirmation: linkCode('De bevestigingslink is onvolledig. Gebruik de volledige link uit de e-mail.'),
});

export const profileSchema = z.object({
  firstName: name('Vul je voornaam in.', 'voornaam'),
  lastName: name('Vul je achternaam in.', 'achternaam'),
});

export const deleteAccountSchema = z.object({
  // Output typed as the word itself, as classic zod's refine gave it from the inferred type guard (mini's refine never narrows).
  confirmation: z.string({ error: `Typ ${DELETE_CONFIRMATION_WORD} om te bevestigen.` }).check(
    z.trim(),
    z.refine((value) => value === DELETE_CONFIRMATION_WORD, {
      error: `Typ ${DELETE_CONFIRMATION_WORD} (in hoofdletters) om te bevestigen.`,
    }),
  ) as z.ZodMiniString<string> & z.ZodMiniType<typeof DELETE_CONFIRMATION_WORD, string>,
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ActivateInput = z.input<typeof activateSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
