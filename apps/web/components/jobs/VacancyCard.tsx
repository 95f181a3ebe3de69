import { Link } from '@/components/layout/Link';
import type { Vacancy } from '@/lib/cms';
import { EMPLOYMENT_TYPE_LABEL, formatDate } from '@/lib/format';
import { vacancyPath } from '@/lib/urls';

export function VacancyCard({ vacancy, headingLevel = 3 }: { vacancy: Vacancy; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="card" data-testid="vacancy-card">
      <Heading>
        <Link href={vacancyPath(vacancy)}>{vacancy.title}</Link>
      </Heading>
      <ul className="meta">
        {vacancy.employer ? <li>{vacancy.employer.name}</li> : null}
        {vacancy.place ? <li>{vacancy.place.name}</li> : null}
        {vacancy.hoursPerWeek ? <li>{vacancy.hoursPerWeek} uur per week</li> : null}
        <li>{EMPLOYMENT_TYPE_LABEL[vacancy.employmentType] ?? vacancy.employmentType}</li>
      </ul>
      <p>{vacancy.summary}</p>
      <p className="meta">
        {vacancy.category ? <span className="tag">{vacancy.category.name}</span> : null}
        <span>Geplaatst op {formatDate(vacancy.datePosted)}</span>
      </p>
    </article>
  );
}

export function VacancyList({ vacancies }: { vacancies: Vacancy[] }) {
  if (!vacancies.length) return <p>Er zijn op dit moment geen vacatures die hierbij passen.</p>;
  return (
    <ul className="list-plain stack" data-testid="vacancy-list">
      {vacancies.map((vacancy) => (
        <li key={vacancy.documentId}>
          <VacancyCard vacancy={vacancy} />
        </li>
      ))}
    </ul>
  );
}
