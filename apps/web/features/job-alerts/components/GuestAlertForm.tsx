'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm } from '@/components/forms/useAccountForm';
import type { GuestAlertForm as Values } from '@/features/job-alerts/schemas';
import { offeredSearchLabel, searchDefaults } from '@/features/job-alerts/offered-search';
import { prepareBotCheck } from '@/lib/bot-check/client';
import { FrequencyFields } from './FrequencyFields';
import { track } from '@/lib/analytics/track';
import { LEAD_LABELS } from '@vacaturesite/shared/analytics';

type Named = { documentId: string; name: string } | null;
type Props = { q?: string; category: Named; place: Named; radius?: string; workplace?: string; salary?: string };

/**
 * The current /jobs search as an alert without an account (decision 032): an address and how often.
 * Nothing is sent until the link in the confirmation mail is opened; the answer is the same for
 * every address.
 */
export function GuestAlertForm({ q, category, place, radius, workplace, salary }: Props) {
  const search = offeredSearchLabel({ q, category, place, radius, workplace, salary });
  const defaults: Values = { email: '', ...searchDefaults({ q, category, place, radius, workplace, salary }), frequency: 'instant' };
  const { form, formError, submitTo, field } = useAccountForm(
    () => import('@/features/job-alerts/schemas').then((s) => s.guestAlertSchema),
    defaults,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <FormAlert kind="success">
        <p>
          Bijna klaar: we hebben een e-mail gestuurd naar <strong>{sentTo}</strong>. Klik op de link in die mail om je vacature-alert voor{' '}
          {search} te bevestigen; pas daarna sturen we je vacatures.
        </p>
        <p>Geen mail gekregen? Kijk ook in je map met ongewenste mail.</p>
      </FormAlert>
    );
  }
  return (
    <form
      onFocus={prepareBotCheck}
      className="form"
      noValidate
      aria-label="Vacature-alert zonder account"
      onSubmit={submitTo('/api/job-alerts/gast', (_result, values) => {
        track('Lead', { label: LEAD_LABELS.jobAlert });
        setSentTo(values.email);
      })}
    >
      <p>
        Krijg per e-mail bericht zodra er een nieuwe vacature is voor <strong data-testid="job-alert-search">{search}</strong>.
      </p>
      <FormField label="E-mailadres" type="email" autoComplete="email" {...field('email')} />
      <FrequencyFields registration={form.register('frequency')} />
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <div className="form__actions">
        <button className="button" type="submit" disabled={form.formState.isSubmitting}>
          Vacature-alert aanvragen
        </button>
      </div>
    </form>
  );
}
