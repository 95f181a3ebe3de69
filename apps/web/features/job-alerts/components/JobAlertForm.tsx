'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm } from '@/components/forms/useAccountForm';
import { track } from '@/lib/analytics/track';
import { LEAD_LABELS } from '@vacaturesite/shared/analytics';
import { Link } from '@/components/layout/Link';
import type { JobAlertForm as Values } from '@/features/job-alerts/schemas';
import { offeredSearchLabel, searchDefaults } from '@/features/job-alerts/offered-search';
import { PushSettings } from './PushSettings';
import { FrequencyFields } from './FrequencyFields';
import { prepareBotCheck } from '@/lib/bot-check/client';

type Named = { documentId: string; name: string } | null;
type Props = {
  q?: string;
  category: Named;
  place: Named;
  radius?: string;
  workplace?: string;
  salary?: string;
  publicKey: string | null;
};

/**
 * "Bewaar als zoekopdracht / Vacature-alert" on /jobs (docs/decisions/009): the current filters as
 * an alert, plus hours, how (e-mail, push) and how often (at once, daily digest).
 */
export function JobAlertForm({ q, category, place, radius, workplace, salary, publicKey }: Props) {
  const defaults: Values = {
    ...searchDefaults({ q, category, place, radius, workplace, salary }),
    byEmail: true,
    byPush: false,
    frequency: 'instant',
  };
  const { form, formError, submitTo } = useAccountForm(
    () => import('@/features/job-alerts/schemas').then((s) => s.jobAlertSchema),
    defaults,
  );
  const [saved, setSaved] = useState<string | null>(null);
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const byPush = watch('byPush');
  // Hours are asked below: the label names the search as it stands.
  const search = offeredSearchLabel({ q, category, place, radius, workplace, salary });
  const onSubmit = submitTo<{ alert: { label: string } }>('/api/job-alerts', (result) => {
    track('Lead', { label: LEAD_LABELS.jobAlert });
    setSaved(result.alert.label);
  });

  return (
    <details className="card job-alert" data-testid="job-alert">
      <summary>Bewaar als zoekopdracht / Vacature-alert</summary>
      <form onFocus={prepareBotCheck} className="form" onSubmit={onSubmit} noValidate>
        <p>
          Krijg bericht zodra er een nieuwe vacature is voor <strong data-testid="job-alert-search">{search}</strong>.
        </p>
        <div className="form__row">
          <FormField
            label="Minimaal uren per week"
            registration={register('hoursMin')}
            error={errors.hoursMin?.message}
            required={false}
            inputProps={{ inputMode: 'numeric' }}
          />
          <FormField
            label="Maximaal uren per week"
            registration={register('hoursMax')}
            error={errors.hoursMax?.message}
            required={false}
            inputProps={{ inputMode: 'numeric' }}
          />
        </div>
        <fieldset className="form__fieldset">
          <legend>Hoe wil je het horen?</legend>
          <label className="field--checkbox">
            <input type="checkbox" {...register('byEmail')} /> <span>Per e-mail</span>
          </label>
          <label className="field--checkbox">
            <input type="checkbox" {...register('byPush')} /> <span>Als pushmelding in je browser</span>
          </label>
          {errors.byEmail?.message ? (
            <p className="field__error" role="alert">
              {errors.byEmail.message}
            </p>
          ) : null}
          {byPush ? <PushSettings publicKey={publicKey} /> : null}
        </fieldset>
        <FrequencyFields registration={register('frequency')} />
        {formError ? <FormAlert>{formError.message}</FormAlert> : null}
        {saved ? (
          <FormAlert kind="success">
            Je vacature-alert voor {saved} is opgeslagen. Je beheert je alerts op <Link href="/account">Mijn account</Link>.
          </FormAlert>
        ) : null}
        <div className="form__actions">
          <button className="button" type="submit" disabled={formState.isSubmitting}>
            Vacature-alert opslaan
          </button>
        </div>
      </form>
    </details>
  );
}
