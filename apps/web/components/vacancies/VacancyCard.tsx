import { CmsImage } from '@/components/content/CmsImage';
import { Link } from '@/components/layout/Link';
import type { Vacancy } from '@/lib/cms';
import { EMPLOYMENT_TYPE_LABEL, formatSalary, isNewVacancy, postedAgo, todayInNetherlands } from '@/lib/format';
import { WORKPLACE_LABEL } from '@vacaturesite/shared/vacancies';
import { employerPath, vacancyPath } from '@/lib/urls';
import { distanceLabel } from '@vacaturesite/shared/distance';
import { SaveButton } from './SaveButton';
import { hasProjectApis } from '@/lib/cms/config';
import { EmptyState } from '@/components/content/EmptyState';

/**
 * One vacancy in every list (home, /jobs, a field of work, a CMS page's block): what a job seeker
 * weighs before opening it (employer, place, hours, salary, age) and the whole card clickable
 * through its one link, so screen readers hear each vacancy once. The same for every visitor
 * (cached pages): the save button learns the visitor's state in the browser. The age is worked out
 * when the page renders; cached pages render again within REVALIDATE_SECONDS.
 */
export function VacancyCard({ vacancy, headingLevel = 3 }: { vacancy: Vacancy; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const logo = vacancy.employer?.logo;
  const today = todayInNetherlands();
  return (
    <article className="card vacancy-card" data-testid="vacancy-card">
      <div className="vacancy-card__head">
        {/* The employer's name follows in the text: the logo adds nothing for a screen reader. */}
        {logo ? <CmsImage image={logo} alt="" height={40} className="vacancy-card__logo" /> : null}
        <Heading>
          <Link href={vacancyPath(vacancy)} className="vacancy-card__link">
            {vacancy.title}
          </Link>
        </Heading>
        {hasProjectApis() ? <SaveButton vacancyId={vacancy.documentId} title={vacancy.title} /> : null}
      </div>
      <ul className="meta">
        {vacancy.employer ? (
          <li>
            <Link href={employerPath(vacancy.employer)} className="vacancy-card__employer">
              {vacancy.employer.name}
            </Link>
          </li>
        ) : vacancy.employerName ? (
          <li>{vacancy.employerName}</li>
        ) : null}
        {vacancy.place ? (
          <li>
            {vacancy.place.name}
            {vacancy.distanceKm !== undefined ? (
              <span className="vacancy-card__distance" data-testid="vacancy-distance">
                {' '}
                ({distanceLabel(vacancy.distanceKm)})
              </span>
            ) : null}
          </li>
        ) : null}
        {vacancy.hoursPerWeek ? <li>{vacancy.hoursPerWeek} uur per week</li> : null}
        {/* On site is what a job seeker assumes; the card says only when it is otherwise. */}
        {vacancy.workplace && vacancy.workplace !== 'locatie' ? <li>{WORKPLACE_LABEL[vacancy.workplace]}</li> : null}
        <li>{EMPLOYMENT_TYPE_LABEL[vacancy.employmentType] ?? vacancy.employmentType}</li>
        <li data-testid="vacancy-salary">
          {formatSalary(vacancy.salaryMin, vacancy.salaryMax, vacancy.salaryPeriod) ?? 'Salaris niet vermeld'}
        </li>
      </ul>
      <p className="vacancy-card__summary">{vacancy.summary}</p>
      <p className="meta vacancy-card__foot">
        {isNewVacancy(vacancy.datePosted, today) ? <span className="tag tag--new">Nieuw</span> : null}
        {vacancy.category ? <span className="tag">{vacancy.category.name}</span> : null}
        <span>
          Geplaatst <time dateTime={vacancy.datePosted}>{postedAgo(vacancy.datePosted, today)}</time>
        </span>
      </p>
    </article>
  );
}

/** `headingLevel` 2 where the list follows the page's h1 directly (heading order), 3 under a section's h2. */
export function VacancyList({ vacancies, headingLevel = 3 }: { vacancies: Vacancy[]; headingLevel?: 2 | 3 }) {
  if (!vacancies.length)
    return (
      <EmptyState action={{ href: '/jobs', label: 'Bekijk alle vacatures' }}>
        Er zijn op dit moment geen vacatures die hierbij passen.
      </EmptyState>
    );
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
