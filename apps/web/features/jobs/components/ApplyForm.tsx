'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { refreshVisitor } from '@/components/layout/VisitorContext';
import { callAccountApi, type ApiError } from '@/lib/http/call-route';
import { applyFormSchema, CV_ACCEPT, MOTIVATION_MIN_LENGTH } from '@/features/jobs/schemas';
import { track } from '@/lib/analytics/track';
import { LEAD_LABELS } from '@vacaturesite/shared/analytics';
import { prepareBotCheck } from '@/lib/bot-check/client';

/**
 * Apply with a motivation and a CV (PDF or DOCX, at most 5 MB). The size is checked here; whether
 * the file really is a PDF or a Word document the CMS decides by its content, and says so in Dutch.
 * On success the apply box reloads the visitor's state and shows the application instead of the form.
 */
export function ApplyForm({ vacancyId }: { vacancyId: string }) {
  const form = useForm({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { motivation: '', cv: undefined, cvConsent: false },
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<ApiError | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ motivation, cv, cvConsent }) => {
    setFormError(null);
    const body = new FormData();
    body.set('vacancy', vacancyId);
    body.set('motivation', motivation);
    body.set('cv', (cv as unknown as FileList)[0]);
    body.set('cvConsent', String(cvConsent));
    const result = await callAccountApi('/api/jobs/applications', { body });
    if (!result.ok) {
      const fields = Object.entries(result.error.fields ?? {}).filter(([name]) => name === 'motivation' || name === 'cv');
      for (const [name, message] of fields) form.setError(name as 'motivation' | 'cv', { type: 'server', message });
      if (!fields.length) setFormError(result.error);
      return;
    }
    track('Lead', { label: LEAD_LABELS.application, item: { type: 'vacancy', id: vacancyId } });
    refreshVisitor();
  });

  return (
    <form
      onFocus={prepareBotCheck}
      method="post"
      encType="multipart/form-data"
      className="form"
      noValidate
      aria-label="Solliciteren"
      onSubmit={onSubmit}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <FormField
        label="Motivatie"
        as="textarea"
        rows={7}
        hint={`Waarom past deze baan bij jou? Minstens ${MOTIVATION_MIN_LENGTH} tekens.`}
        registration={form.register('motivation')}
        error={errors.motivation?.message}
      />
      <FormField
        label="Cv"
        type="file"
        hint="Een PDF- of Word-bestand (.docx) van hoogstens 5 MB."
        registration={form.register('cv')}
        error={errors.cv?.message}
        inputProps={{ accept: CV_ACCEPT }}
      />
      <label className="field field--checkbox">
        <input type="checkbox" {...form.register('cvConsent')} />{' '}
        <span>
          Mijn cv mag een jaar bewaard blijven voor andere vacatures. Zonder toestemming verwijderen we het enkele weken nadat de vacature
          is gesloten.
        </span>
      </label>
      <button type="submit" className="button" disabled={isSubmitting} data-apply-click={vacancyId}>
        {isSubmitting ? 'Bezig met versturen…' : 'Sollicitatie versturen'}
      </button>
    </form>
  );
}
