import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { formatDutchDate, type ActivityPeriod } from '@vacaturesite/shared/application-activities';
import { todayInNetherlands } from '@vacaturesite/shared/dates';
import { Link } from '@/components/layout/Link';
import { signInPath } from '@/lib/urls';
import { stringParam, type SearchParams } from '@/lib/search-params';
import { getCurrentUser } from '@/lib/session/session';
import { myJobs } from '@/features/jobs/visitor';
import { loadRecord } from '@/features/uwv-record/load';
import { choosePeriod, periodQuery, uwvProgress, type PeriodChoice } from '@/features/uwv-record/record';
import { RecordTable } from '@/features/uwv-record/components/RecordTable';
import { ActivityForm } from '@/features/uwv-record/components/ActivityForm';

export const metadata: Metadata = { title: 'Sollicitaties voor het UWV', robots: { index: false } };

/** A plain GET form: the period lives in the address, so the page works without JavaScript and can be bookmarked. */
function PeriodForm({ period, errors }: { period: ActivityPeriod; errors: PeriodChoice['errors'] }) {
  const field = (name: 'van' | 'tot', label: string, value: string) => (
    <div className="field">
      <label htmlFor={`periode-${name}`}>{label}</label>
      <input
        id={`periode-${name}`}
        name={name}
        type="text"
        inputMode="numeric"
        defaultValue={formatDutchDate(value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `periode-${name}-fout` : undefined}
      />
      {errors[name] ? (
        <p className="field__error" id={`periode-${name}-fout`} role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className="form uwv-period" method="get" action="/jobs/mijn/uwv" aria-label="Periode">
      {field('van', 'Van (dag-maand-jaar)', period.from)}
      {field('tot', 'Tot en met', period.to)}
      <p className="form__actions">
        <button type="submit" className="button button--secondary">
          Toon periode
        </button>
      </p>
    </form>
  );
}

/**
 * /jobs/mijn/uwv: the applicant's record for the UWV (issue 39, decision 054): their applications on
 * the site and those added by hand, for a period (the last four weeks unless chosen), counted against
 * the UWV's 4 per 4 weeks, as a CSV or a printable page for the werkmap on werk.nl.
 */
export default async function UwvRecordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { period, errors } = choosePeriod({ van: stringParam(params.van, 20), tot: stringParam(params.tot, 20) });
  const query = periodQuery(period);
  if (!(await getCurrentUser())) redirect(signInPath(`/jobs/mijn/uwv?${query}`));
  const rows = await loadRecord(myJobs(), period);
  const progress = uwvProgress(rows.length, period);

  return (
    <div className="my-jobs uwv">
      <p>
        <Link href="/jobs/mijn?tab=sollicitaties">← Mijn sollicitaties</Link>
      </p>
      <h1>Sollicitaties voor het UWV</h1>
      <p>
        Heb je een WW-uitkering? Dan zet je je sollicitatieactiviteiten in je werkmap op werk.nl en bewaar je het bewijs twee jaar. Hier
        staan je sollicitaties via deze site; sollicitaties die je ergens anders deed, voeg je zelf toe.
      </p>
      <PeriodForm period={period} errors={errors} />
      <p className={`uwv-progress${progress.enough === false ? ' uwv-progress--short' : ''}`} data-testid="uwv-progress">
        {progress.text}
      </p>
      <p className="uwv-downloads">
        <a className="button" href={`/api/jobs/uwv-record?${query}&formaat=pdf`} download>
          Download als pdf
        </a>
        <a className="button button--secondary" href={`/api/jobs/uwv-record?${query}`} download>
          Download als CSV (Excel)
        </a>
        <Link className="button button--secondary" href={`/jobs/mijn/uwv/afdrukken?${query}`}>
          Afdrukken
        </Link>
      </p>
      <RecordTable rows={rows} editable />
      <section aria-labelledby="toevoegen-kop">
        <h2 id="toevoegen-kop">Sollicitatie toevoegen</h2>
        <p>Solliciteerde je buiten deze site, per e-mail, telefonisch of met een open sollicitatie? Vul het hier in.</p>
        <ActivityForm initial={{ date: formatDutchDate(todayInNetherlands()), employer: '', jobTitle: '', method: '', result: '' }} />
      </section>
    </div>
  );
}
