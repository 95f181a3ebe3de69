import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { getVacancy } from '@/lib/cms';
import { loadDetail, peekDetail } from '@/lib/detail';
import { EDUCATION_LEVEL_LABEL, EMPLOYMENT_TYPE_LABEL, formatDate, formatSalary } from '@/lib/format';
import { categoryPath, mediaUrl, vacancyPath } from '@/lib/urls';
import { Gallery } from '@/components/content/Gallery';
import { RichText } from '@/components/content/RichText';

type Props = { params: Promise<{ id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vacancy = await peekDetail(await params, getVacancy);
  return vacancy ? { title: vacancy.title, description: vacancy.summary, alternates: { canonical: vacancyPath(vacancy) } } : {};
}

export default async function VacancyPage({ params }: Props) {
  const vacancy = await loadDetail(await params, getVacancy, vacancyPath);
  const salary = formatSalary(vacancy.salaryMin, vacancy.salaryMax, vacancy.salaryPeriod);

  return (
    <article data-testid="vacancy-detail">
      <Link className="back-link" href="/jobs">
        ← Alle vacatures
      </Link>
      <h1>{vacancy.title}</h1>
      <p className="meta">
        {vacancy.employer ? <span>{vacancy.employer.name}</span> : null}
        {vacancy.place ? <span>{vacancy.place.name}</span> : null}
        <span>Geplaatst op {formatDate(vacancy.datePosted)}</span>
      </p>
      <div className="two-col">
        <div>
          <p className="prose">
            <strong>{vacancy.summary}</strong>
          </p>
          <RichText content={vacancy.description} />
          <Gallery images={vacancy.images} title="Foto's" />
        </div>
        <aside className="card" aria-label="Kenmerken">
          <dl className="facts">
            {vacancy.category ? (
              <>
                <dt>Vakgebied</dt>
                <dd>
                  <Link href={categoryPath(vacancy.category)}>{vacancy.category.name}</Link>
                </dd>
              </>
            ) : null}
            {vacancy.place ? (
              <>
                <dt>Plaats</dt>
                <dd>
                  {vacancy.place.name} ({vacancy.place.province})
                </dd>
              </>
            ) : null}
            {vacancy.hoursPerWeek ? (
              <>
                <dt>Uren</dt>
                <dd>{vacancy.hoursPerWeek} per week</dd>
              </>
            ) : null}
            <dt>Dienstverband</dt>
            <dd>{EMPLOYMENT_TYPE_LABEL[vacancy.employmentType] ?? vacancy.employmentType}</dd>
            {vacancy.educationLevel ? (
              <>
                <dt>Opleiding</dt>
                <dd>{EDUCATION_LEVEL_LABEL[vacancy.educationLevel] ?? vacancy.educationLevel}</dd>
              </>
            ) : null}
            {salary ? (
              <>
                <dt>Salaris</dt>
                <dd>{salary}</dd>
              </>
            ) : null}
            {vacancy.validThrough ? (
              <>
                <dt>Reageer vóór</dt>
                <dd>{formatDate(vacancy.validThrough)}</dd>
              </>
            ) : null}
          </dl>
          {vacancy.employer?.logo ? (
            <p>
              <img src={mediaUrl(vacancy.employer.logo)} alt={`Logo van ${vacancy.employer.name}`} height={48} width={96} />
            </p>
          ) : null}
          <h2>Solliciteren</h2>
          {vacancy.howToApply ? <p>{vacancy.howToApply}</p> : null}
          {vacancy.applyUrl ? (
            <a className="button" href={vacancy.applyUrl} rel="noopener">
              Solliciteer direct
            </a>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
