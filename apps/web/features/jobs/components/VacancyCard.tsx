import { Link } from '@/components/layout/Link';
import type { Vacancy } from '@/lib/cms';
import { EMPLOYMENT_TYPE_LABEL, formatDate } from '@/lib/format';
import { vacancyPath } from '@/lib/urls';
import { SaveButton } from './SaveButton';

/** The same for every visitor (cached pages): the save button learns the visitor's state in the browser. */
export function VacancyCard({ vacancy, headingLevel = 3 }: { vacancy: Vacancy; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const employer = vacancy.employer?.name ?? vacancy.employerName;
  return (
    <article className="card vacancy-card" data-testid="vacancy-card">
      <div className="vacancy-card__head">
        <Heading>
          <Link href={vacancyPath(vacancy)}>{vacancy.title}</Link>
        </Heading>
        <SaveButton vacancyId={vacancy.documentId} title={vacancy.title} />
      </div>
      <ul className="meta">
        {employer ? <li>{employer}</li> : null}
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

/** `headingLevel` 2 where the list follows the page's h1 directly (heading order), 3 under a section's h2. */
export function VacancyList({ vacancies, headingLevel = 3 }: { vacancies: Vacancy[]; headingLevel?: 2 | 3 }) {
  if (!vacancies.length) return <p>Er zijn op dit moment geen vacatures die hierbij passen.</p>;
  return (
    <ul className="list-plain stack" data-testid="vacancy-list">
      {vacancies.map((vacancy) => (
        <li key={vacancy.documentId}>
          <VacancyCard vacancy={vacancy} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
