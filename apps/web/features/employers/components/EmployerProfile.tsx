import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsImage } from '@/components/content/CmsImage';
import { Pagination } from '@/components/content/Pagination';
import { Link } from '@/components/layout/Link';
import { getEmployer, getVacancies } from '@/lib/cms';
import { peekDetail } from '@/lib/detail';
import { webHref } from '@/lib/external-links';
import { countLabel } from '@/lib/format';
import { ensurePageExists, pagedPath } from '@/lib/routing/list-paths';
import { seoMetadata } from '@/lib/seo/metadata';
import { EMPLOYERS_PATH, employerPath } from '@/lib/urls';
import { VacancyList } from '@/components/vacancies/VacancyCard';

type Params = { id: string; slug: string };

/** Every page of an employer's profile has the profile's own address as its canonical one. */
export async function employerMetadata(params: Params): Promise<Metadata> {
  const employer = await peekDetail(params, getEmployer);
  if (!employer) return {};
  return seoMetadata({
    title: `Werken bij ${employer.name}`,
    description: employer.description ?? `Vacatures bij ${employer.name}.`,
    path: employerPath(employer),
    image: employer.logo,
  });
}

/**
 * /werkgevers/{id}/{slug}[/pagina/{n}]: who the employer is (logo, about, place, website) and its open
 * vacancies, newest first (issue 16). Also without open vacancies: a job seeker's link keeps working. A
 * wrong slug never reaches this page: the front door sends it to the canonical address (decision 029).
 */
export async function EmployerProfile({ params, page }: { params: Params; page: number }) {
  const employer = await peekDetail(params, getEmployer);
  if (!employer) notFound();
  const vacancies = await getVacancies({ employer: employer.documentId, page });
  ensurePageExists(page, vacancies.pagination.pageCount);
  const website = webHref(employer.website);

  return (
    <article data-testid="employer-profile">
      <Link className="back-link" href={EMPLOYERS_PATH}>
        ← Alle werkgevers
      </Link>
      <div className="employer-profile__head">
        {/* The name is the heading next to it: the logo adds nothing for a screen reader. */}
        {employer.logo ? <CmsImage image={employer.logo} alt="" height={64} className="employer-logo" /> : null}
        <h1>{employer.name}</h1>
      </div>
      <p className="meta">
        {employer.place ? <span data-testid="employer-place">{employer.place.name}</span> : null}
        {website ? (
          <a href={website} rel="noopener">
            Website van {employer.name}
          </a>
        ) : null}
      </p>
      {employer.description ? <p className="prose">{employer.description}</p> : null}
      <h2>Vacatures bij {employer.name}</h2>
      <p className="result-count" data-testid="result-count">
        {countLabel(vacancies.pagination.total, 'open vacature', 'open vacatures')}
      </p>
      <VacancyList vacancies={vacancies.items} headingLevel={3} />
      <Pagination page={page} pageCount={vacancies.pagination.pageCount} href={(p) => pagedPath(employerPath(employer), p)} />
    </article>
  );
}
