'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ACTIVITY_LIMITS, ACTIVITY_METHOD_LABEL, ACTIVITY_METHODS, checkActivity } from '@vacaturesite/shared/application-activities';
import { callAccountApi } from '@/lib/http/call-route';
import { InlineError } from '@/components/forms/InlineError';
import type { ActivityFormValues } from '../schema';

type Field = keyof ActivityFormValues;
type Props = {
  /** Given: change this activity; absent: add a new one. */
  activityId?: string;
  initial: Required<ActivityFormValues>;
  /** Where to go after saving (the overview); absent: stay and empty the form. */
  returnTo?: string;
};

const FIELDS: Array<{ name: Exclude<Field, 'method'>; label: string; hint?: string; max?: number; inputMode?: 'numeric' }> = [
  { name: 'date', label: 'Datum', hint: 'Dag-maand-jaar, bijvoorbeeld 3-12-2026', inputMode: 'numeric' },
  { name: 'employer', label: 'Werkgever', max: ACTIVITY_LIMITS.employer },
  { name: 'jobTitle', label: 'Functie', max: ACTIVITY_LIMITS.jobTitle },
  {
    name: 'result',
    label: 'Resultaat (niet verplicht)',
    hint: 'Bijvoorbeeld: wacht op antwoord, uitgenodigd, afgewezen',
    max: ACTIVITY_LIMITS.result,
  },
];

/**
 * Adds or changes an application made elsewhere (decision 054). Plain state: five fields, checked
 * with the same shared rules the site's route and the CMS use, so a Dutch message shows at once.
 */
export function ActivityForm({ activityId, initial, returnTo }: Props) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (name: Field, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFormError(null);
    const checked = checkActivity(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const result = await callAccountApi(activityId ? `/api/jobs/activities/${activityId}` : '/api/jobs/activities', {
      method: activityId ? 'PUT' : 'POST',
      body: values,
    });
    setBusy(false);
    if (!result.ok) {
      setErrors((result.error.fields ?? {}) as Partial<Record<Field, string>>);
      return setFormError(result.error.message);
    }
    if (returnTo) return router.push(returnTo);
    setValues(initial);
    setSaved(true);
    router.refresh();
  };

  const describedBy = (name: Field, hint?: string) =>
    [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (name: Field) =>
    errors[name] ? (
      <p className="field__error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      className="form activity-form"
      onSubmit={submit}
      noValidate
      aria-label={activityId ? 'Sollicitatie wijzigen' : 'Sollicitatie toevoegen'}
    >
      {FIELDS.map(({ name, label, hint, max, inputMode }) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          {hint ? (
            <p className="field__hint" id={`${id}-${name}-hint`}>
              {hint}
            </p>
          ) : null}
          <input
            id={`${id}-${name}`}
            name={name}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            maxLength={max}
            value={values[name]}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={describedBy(name, hint)}
            onChange={(event) => set(name, event.target.value)}
          />
          {error(name)}
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-method`}>Hoe solliciteerde je?</label>
        <select
          id={`${id}-method`}
          name="method"
          value={values.method}
          aria-invalid={errors.method ? true : undefined}
          aria-describedby={describedBy('method')}
          onChange={(event) => set('method', event.target.value)}
        >
          <option value="">Kies…</option>
          {ACTIVITY_METHODS.map((method) => (
            <option key={method} value={method}>
              {ACTIVITY_METHOD_LABEL[method]}
            </option>
          ))}
        </select>
        {error('method')}
      </div>
      <p className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Bezig met opslaan…' : activityId ? 'Wijziging opslaan' : 'Sollicitatie toevoegen'}
        </button>
        {saved ? (
          <span role="status" className="activity-form__saved">
            Toegevoegd.
          </span>
        ) : null}
        <InlineError message={formError} />
      </p>
    </form>
  );
}
