'use client';

import { useEffect, useId, useMemo } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm } from '@/components/forms/useAccountForm';
import { debounce } from '@/features/registrations/debounce';
import { formatIban } from '@vacaturesite/shared/iban';
import { IBAN_RULE } from '@/features/registrations/iban';
import { track } from '@/lib/analytics/track';
import { LEAD_LABELS } from '@vacaturesite/shared/analytics';
import { prepareBotCheck } from '@/lib/bot-check/client';

/** A registration is a lead for the organiser (analytics, decision 007). */
function registered(onRegistered: () => void) {
  track('Lead', { label: LEAD_LABELS.registration });
  onRegistered();
}

/** `onRegistered`: the event page loads the visitor's registration and the places left again. */
type Props = { eventId: string; full: boolean; onRegistered: () => void };

const submitLabel = (full: boolean, busy: boolean) => (busy ? 'Bezig met inschrijven…' : full ? 'Zet mij op de wachtlijst' : 'Inschrijven');

/** A free event: one button. The server answers with a place or a waiting-list place; the page then shows which. */
export function FreeRegistrationForm({ eventId, full, onRegistered }: Props) {
  const { form, formError, submitTo } = useAccountForm(
    () => import('@/features/registrations/schemas').then((s) => s.freeRegistrationFormSchema),
    { event: eventId },
  );
  const onSubmit = submitTo('/api/registrations', () => registered(onRegistered));
  const busy = form.formState.isSubmitting;
  return (
    <form onFocus={prepareBotCheck} method="post" className="form" noValidate aria-label="Inschrijven" onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <button type="submit" className="button" disabled={busy}>
        {submitLabel(full, busy)}
      </button>
    </form>
  );
}

/**
 * A paid event: a SEPA direct-debit mandate (account holder, IBAN, explicit consent). The IBAN is
 * validated 20 ms after typing stops and its message shown at once, before the field is left
 * (spec §5); a valid IBAN is shown in groups of four. It is sent normalised (no spaces, upper case).
 */
export function PaidRegistrationForm({ eventId, full, onRegistered, amount, creditor }: Props & { amount: string; creditor: string }) {
  const { form, formError, submitTo, field } = useAccountForm(
    () => import('@/features/registrations/schemas').then((s) => s.paidRegistrationFormSchema),
    {
      event: eventId,
      accountHolder: '',
      iban: '',
      mandate: false,
    },
  );
  const onSubmit = submitTo('/api/registrations', () => registered(onRegistered));
  const { errors, isSubmitting } = form.formState;
  const ibanId = useId();
  const mandateId = useId();

  const validateIbanSoon = useMemo(
    () =>
      debounce(async () => {
        // trigger() validates even an untouched field: the rule "forces validation".
        if (await form.trigger('iban')) form.setValue('iban', formatIban(form.getValues('iban')));
      }, IBAN_RULE.debounceMs),
    [form],
  );
  useEffect(() => () => validateIbanSoon.cancel(), [validateIbanSoon]);

  // The IBAN's own change handler replaces react-hook-form's, so the debounce is the only validation while typing.
  const { ref: ibanRef, name: ibanName } = form.register('iban');
  const ibanError = errors.iban?.message;

  return (
    <form
      onFocus={prepareBotCheck}
      method="post"
      className="form"
      noValidate
      aria-label="Inschrijven met machtiging"
      onSubmit={(event) => {
        validateIbanSoon.cancel();
        return onSubmit(event);
      }}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <FormField label="Naam rekeninghouder" autoComplete="name" {...field('accountHolder')} />
      <div className="field">
        <label htmlFor={ibanId}>IBAN</label>
        <p className="field__hint" id={`${ibanId}-hint`}>
          Bijvoorbeeld NL91 ABNA 0417 1643 00
        </p>
        <input
          id={ibanId}
          ref={ibanRef}
          name={ibanName}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="iban-input"
          aria-required
          aria-invalid={ibanError ? true : undefined}
          aria-describedby={[`${ibanId}-hint`, ibanError ? `${ibanId}-fout` : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            form.setValue('iban', event.target.value);
            validateIbanSoon();
          }}
          onBlur={() => validateIbanSoon.flush()}
        />
        {ibanError ? (
          <p className="field__error" id={`${ibanId}-fout`} role="alert">
            {ibanError}
          </p>
        ) : null}
      </div>
      <div className="field field--checkbox">
        <input
          id={mandateId}
          type="checkbox"
          aria-invalid={errors.mandate ? true : undefined}
          aria-describedby={errors.mandate ? `${mandateId}-fout` : undefined}
          {...form.register('mandate')}
        />
        <label htmlFor={mandateId}>
          Ik geef {creditor} toestemming om eenmalig {amount} van deze rekening af te schrijven met een SEPA-incasso, en mijn bank om dat
          bedrag af te schrijven. Ben je het niet eens met een afschrijving, dan kun je die binnen 8 weken via je bank laten terugboeken.
        </label>
        {errors.mandate?.message ? (
          <p className="field__error" id={`${mandateId}-fout`} role="alert">
            {errors.mandate.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {submitLabel(full, isSubmitting)}
      </button>
    </form>
  );
}
