'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm } from '@/components/forms/useAccountForm';
import { NO_INTERESTS } from '@/features/newsletter/interests';
import { InterestsFields } from './InterestsFields';
import { prepareBotCheck } from '@/lib/bot-check/client';

/** /nieuwsbrief: e-mail plus optional topics; the answer is the same for every address (decision 008). */
export function SubscribeForm({ categories }: { categories: ReadonlyArray<{ documentId: string; name: string }> }) {
  const { form, formError, submitTo, field } = useAccountForm(
    () => import('@/features/newsletter/schemas').then((s) => s.subscribeSchema),
    { email: '', interests: NO_INTERESTS },
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  if (sentTo) {
    return (
      <FormAlert kind="success">
        <h2>Bijna klaar: bevestig je aanmelding</h2>
        <p>
          We hebben een e-mail gestuurd naar <strong>{sentTo}</strong>. Klik op de link in die mail; pas daarna sturen we je de nieuwsbrief.
          Was je al aangemeld? Dan worden je nieuwe keuzes actief zodra je op de link klikt.
        </p>
        <p>Geen mail gekregen? Kijk ook in je map met ongewenste mail.</p>
      </FormAlert>
    );
  }

  return (
    <form
      onFocus={prepareBotCheck}
      method="post"
      className="form"
      noValidate
      aria-label="Aanmelden voor de nieuwsbrief"
      onSubmit={submitTo('/api/nieuwsbrief', (_result, values) => setSentTo(values.email))}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <FormField label="E-mailadres" type="email" autoComplete="email" {...field('email')} />
      <InterestsFields
        register={(name) => form.register(name)}
        categories={categories}
        error={errors.interests?.categories?.message ?? errors.interests?.message}
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met aanmelden…' : 'Aanmelden'}
      </button>
    </form>
  );
}
