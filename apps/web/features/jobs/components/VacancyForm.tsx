'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm } from '@/components/forms/useAccountForm';
import { EDUCATION_LEVEL_LABEL, EMPLOYMENT_TYPE_LABEL } from '@/lib/format';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, SALARY_PERIODS, WORKPLACE_LABEL, WORKPLACES } from '@vacaturesite/shared/vacancies';
import type { VacancyFormValues } from '@/features/jobs/schemas';
import { APPLICATION_MAIL_MODE_LABEL, APPLICATION_MAIL_MODES } from '@vacaturesite/shared/my-jobs';
import { prepareBotCheck } from '@/lib/bot-check/client';
import { DescriptionPreview } from './DescriptionPreview';

type Option = { value: string; label: string };
type Named = { documentId: string; name: string };

const PERIOD_LABEL: Record<string, string> = { HOUR: 'per uur', MONTH: 'per maand', YEAR: 'per jaar' };
const options = (values: readonly string[], labels: Record<string, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));
const choose = (label: string, items: Named[]): Option[] => [
  { value: '', label },
  ...items.map((item) => ({ value: item.documentId, label: item.name })),
];

/**
 * The vacancy form: the fields of the CMS vacancy a poster may fill. Without `vacancyId` it posts a
 * new vacancy and goes to its page under /jobs/mijn; with one it saves changes to that vacancy.
 */
export function VacancyForm({
  vacancyId,
  initial,
  categories,
  places,
  changesNeedReview = true,
  organisationName = null,
}: {
  vacancyId?: string;
  initial: VacancyFormValues;
  categories: Named[];
  places: Named[];
  /** Whether a saved change waits for the editors (the CMS says, per vacancy) or is online at once. */
  changesNeedReview?: boolean;
  /** An organisation's vacancy carries its name whatever is typed (the CMS's rule), so the field only shows it. */
  organisationName?: string | null;
}) {
  const { form, formError, submitTo } = useAccountForm(
    () => import('@/features/jobs/schemas').then((s) => s.vacancyFormSchema),
    organisationName ? { ...initial, employerName: organisationName } : initial,
  );
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof VacancyFormValues) => ({ registration: form.register(name), error: errors[name]?.message });

  const submit = vacancyId
    ? submitTo(
        `/api/jobs/vacancies/${encodeURIComponent(vacancyId)}`,
        (_result, values) => {
          form.reset(values);
          setSaved(true);
          router.refresh();
        },
        { method: 'PUT' },
      )
    : submitTo<{ vacancy: { documentId: string } }>('/api/jobs/vacancies', (result) =>
        router.push(`/jobs/mijn/${result.vacancy.documentId}?geplaatst=1`),
      );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSaved(false);
    return submit(event);
  };

  return (
    <form
      onFocus={prepareBotCheck}
      method="post"
      className="form vacancy-form"
      noValidate
      aria-label={vacancyId ? 'Vacature wijzigen' : 'Vacature plaatsen'}
      onSubmit={onSubmit}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      {saved ? (
        <FormAlert kind="success">
          {changesNeedReview
            ? 'Je wijzigingen zijn opgeslagen. De redactie bekijkt ze voordat ze online komen.'
            : 'Je wijzigingen zijn opgeslagen en staan online.'}
        </FormAlert>
      ) : null}
      <FormField label="Functietitel" {...field('title')} hint="Bijvoorbeeld: Verpleegkundige wijkzorg in Zwolle." />
      {organisationName ? (
        <FormField
          label="Werkgever"
          {...field('employerName')}
          inputProps={{ readOnly: true }}
          hint="De naam van je organisatie: vacatures van je organisatie staan altijd onder deze naam."
        />
      ) : (
        <FormField label="Werkgever" autoComplete="organization" {...field('employerName')} />
      )}
      <FormField
        label="Korte omschrijving"
        as="textarea"
        rows={3}
        {...field('summary')}
        hint="Eén of twee zinnen voor in de lijsten (hoogstens 500 tekens)."
      />
      <FormField
        label="Omschrijving"
        as="textarea"
        rows={10}
        required={false}
        {...field('description')}
        hint='Wat ga je doen, wat vragen jullie, wat bieden jullie? Een witregel begint een nieuwe alinea; regels die met "- " beginnen worden een opsomming.'
      />
      <DescriptionPreview control={form.control} />
      <div className="form__row">
        <FormField
          label="Vakgebied"
          as="select"
          required={false}
          options={choose('Geen vakgebied gekozen', categories)}
          {...field('category')}
        />
        <FormField label="Plaats" as="select" required={false} options={choose('Geen plaats gekozen', places)} {...field('place')} />
      </div>
      <div className="form__row">
        <FormField
          label="Dienstverband"
          as="select"
          options={options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABEL)}
          {...field('employmentType')}
        />
        <FormField label="Uren per week" required={false} inputProps={{ inputMode: 'numeric' }} {...field('hoursPerWeek')} />
      </div>
      <FormField
        label="Opleidingsniveau"
        as="select"
        required={false}
        options={[{ value: '', label: 'Niet opgegeven' }, ...options(EDUCATION_LEVELS, EDUCATION_LEVEL_LABEL)]}
        {...field('educationLevel')}
      />
      <FormField
        label="Werkplek"
        as="select"
        required={false}
        options={[{ value: '', label: 'Niet opgegeven' }, ...options(WORKPLACES, WORKPLACE_LABEL)]}
        {...field('workplace')}
      />
      <fieldset className="form__fieldset">
        <legend>Salaris (bruto, in euro)</legend>
        <div className="form__row form__row--three">
          <FormField label="Minimum" required={false} inputProps={{ inputMode: 'decimal' }} {...field('salaryMin')} />
          <FormField label="Maximum" required={false} inputProps={{ inputMode: 'decimal' }} {...field('salaryMax')} />
          <FormField label="Per" as="select" options={options(SALARY_PERIODS, PERIOD_LABEL)} {...field('salaryPeriod')} />
        </div>
      </fieldset>
      <FormField
        label="Sluitingsdatum"
        type="date"
        required={false}
        {...field('validThrough')}
        hint="Tot en met deze dag staat de vacature in de lijsten. Leeg: open tot hij vervuld is."
      />
      <FormField
        label="Solliciteren via (webadres of e-mail)"
        type="url"
        required={false}
        {...field('applyUrl')}
        hint="Optioneel, bijvoorbeeld https://werkenbij.voorbeeld.nl of mailto:vacatures@voorbeeld.nl. Bezoekers kunnen altijd ook via deze site solliciteren."
      />
      <FormField label="Hoe solliciteren" as="textarea" rows={3} required={false} {...field('howToApply')} />
      <FormField
        label="Bericht over sollicitaties"
        as="select"
        options={options(APPLICATION_MAIL_MODES, APPLICATION_MAIL_MODE_LABEL)}
        {...field('applicationMails')}
        hint="Naar het e-mailadres van je account; het overzicht komt om 8.00 uur. De sollicitaties zelf, met cv, zie je altijd onder Mijn vacatures."
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met opslaan…' : vacancyId ? 'Wijzigingen opslaan' : 'Vacature ter beoordeling insturen'}
      </button>
    </form>
  );
}
