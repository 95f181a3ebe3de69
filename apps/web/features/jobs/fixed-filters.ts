import { EDUCATION_LEVELS, HOURS_BANDS, SALARY_BANDS, salaryBandLabel, WORKPLACE_LABEL, WORKPLACES } from '@vacaturesite/shared/vacancies';
import { EDUCATION_LEVEL_LABEL, HOURS_BAND_LABEL } from '@/lib/format';

export type FixedFilterKey = 'hours' | 'education' | 'workplace' | 'salary';

/**
 * The /jobs filters with a closed set of values, in the form's and the chips' order: what the form's
 * select and the chip call each, and how a value reads. Both the filter form (JobFilters) and the
 * chips (activeFilters) read this one table.
 */
export const FIXED_FILTERS: readonly {
  key: FixedFilterKey;
  label: string;
  /** A chip is short: "Uren", where the select says "Uren per week". */
  chipLabel: string;
  allLabel: string;
  values: readonly string[];
  read: (value: string) => string;
}[] = [
  {
    key: 'hours',
    label: 'Uren per week',
    chipLabel: 'Uren',
    allLabel: 'Alle uren',
    values: HOURS_BANDS,
    read: (band) => HOURS_BAND_LABEL[band] ?? band,
  },
  {
    key: 'education',
    label: 'Opleiding',
    chipLabel: 'Opleiding',
    allLabel: 'Alle opleidingen',
    values: EDUCATION_LEVELS,
    read: (level) => EDUCATION_LEVEL_LABEL[level] ?? level,
  },
  {
    key: 'workplace',
    label: 'Werkplek',
    chipLabel: 'Werkplek',
    allLabel: 'Alle werkplekken',
    values: WORKPLACES,
    read: (workplace) => WORKPLACE_LABEL[workplace as keyof typeof WORKPLACE_LABEL] ?? workplace,
  },
  { key: 'salary', label: 'Salaris', chipLabel: 'Salaris', allLabel: 'Elk salaris', values: SALARY_BANDS, read: salaryBandLabel },
];
