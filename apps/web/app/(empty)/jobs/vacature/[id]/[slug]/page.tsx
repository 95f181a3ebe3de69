import { isOpenVacancy } from '@vacaturesite/shared/vacancies';
import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { BrandBar } from '@/components/layout/BrandBar';
import { getVacancy } from '@/lib/cms';
import { applyHref } from '@/lib/external-links';
import { loadDetail, peekDetail } from '@/lib/detail';
import { EDUCATION_LEVEL_LABEL, EMPLOYMENT_TYPE_LABEL, formatDate, formatSalary, todayInNetherlands } from '@/lib/format';
import { WORKPLACE_LABEL } from '@vacaturesite/shared/vacancies';
import { jsonLdString } from '@/lib/seo/json-ld';
import { jobPostingJsonLd } from '@/lib/seo/job-posting';
import { seoMetadata } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/seo/site-url';
import { categoryPath, employerPath, vacancyPath } from '@/lib/urls';
import { CmsImage } from '@/components/content/CmsImage';
import { Gallery } from '@/components/content/Gallery';
import { RichText } from '@/components/content/RichText';
import { ApplyBox } from '@/features/jobs/components/ApplyBox';
import { SaveButton } from '@/components/vacancies/SaveButton';
import { hasProjectApis } from '@/lib/cms/config';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vacancy = await peekDetail(await params, getVacancy);
  if (!vacancy) return {};
  // A closed or expired vacancy stays reachable for those who saved or applied, but leaves search engines (decision 012).
  return seoMetadata({
    title: vacancy.title,
    description: vacancy.summary,
    path: vacancyPath(vacancy),
    image: vacancy.images[0] ?? vacancy.employer?.logo,
    noindex: !isOpen(vacancy),
  });
}

/** Open today in the Netherlands (the rule the CMS applies too). */
const isOpen = (vacancy: { closed: boolean; validThrough: string | null }) => isOpenVacancy(vacancy, todayInNetherlands());

export default async function VacancyPage({ params }: Props) {
  const vacancy = await loadDetail(await params, getVacancy, vacancyPath);
  const salary = formatSalary(vacancy.salaryMin, vacancy.salaryMax, vacancy.salaryPeriod);
  const open = isOpen(vacancy);
  // Saving and applying on the site are this project's own CMS routes (decision 053).
  const ownApis = hasProjectApis();

  return (
    <article data-testid="vacancy-detail">
      {open ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(jobPostingJsonLd(vacancy, siteUrl())) }} />
      ) : null}
      <BrandBar />
      <div className="vacancy-detail__head">
        <h1>{vacancy.title}</h1>
        {ownApis ? <SaveButton vacancyId={vacancy.documentId} /> : null}
      </div>
      {open ? null : (
        <p className="form-alert form-alert--info" data-testid="vacancy-closed">
          {vacancy.closed
            ? 'Deze vacature is gesloten: je kunt er niet meer op solliciteren.'
            : 'De sluitingsdatum van deze vacature is voorbij: je kunt er niet meer op solliciteren.'}
        </p>
      )}
      <p className="meta">
        {vacancy.employer ? (
          <Link href={employerPath(vacancy.employer)}>{vacancy.employer.name}</Link>
        ) : vacancy.employerName ? (
          <span>{vacancy.employerName}</span>
        ) : null}
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
          {open && ownApis && vacancy.applyOnSite ? (
            <section className="card apply-box" id="solliciteren" aria-labelledby="solliciteren-kop">
              <h2 id="solliciteren-kop">Solliciteren via deze site</h2>
              <ApplyBox vacancyId={vacancy.documentId} returnTo={vacancyPath(vacancy)} />
            </section>
          ) : null}
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
                  {/* "Utrecht (Utrecht)" says nothing: the province only where it differs from the place. */}
                  {vacancy.place.province && vacancy.place.province !== vacancy.place.name
                    ? `${vacancy.place.name} (${vacancy.place.province})`
                    : vacancy.place.name}
                </dd>
              </>
            ) : null}
            {vacancy.hoursPerWeek ? (
              <>
                <dt>Uren</dt>
                <dd>{vacancy.hoursPerWeek} per week</dd>
              </>
            ) : null}
            {vacancy.workplace ? (
              <>
                <dt>Werkplek</dt>
                <dd>{WORKPLACE_LABEL[vacancy.workplace]}</dd>
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
          {vacancy.employer ? (
            <p>
              {vacancy.employer.logo ? (
                <>
                  <CmsImage image={vacancy.employer.logo} alt={`Logo van ${vacancy.employer.name}`} height={48} />
                  <br />
                </>
              ) : null}
              <Link href={employerPath(vacancy.employer)}>Meer over {vacancy.employer.name}</Link>
            </p>
          ) : null}
          <h2>Solliciteren</h2>
          {vacancy.howToApply ? <p>{vacancy.howToApply}</p> : null}
          {open && ownApis && vacancy.applyOnSite ? (
            <p>
              <a href="#solliciteren">Solliciteer met je motivatie en cv</a>
            </p>
          ) : null}
          {open && applyHref(vacancy.applyUrl) ? (
            <a className="button" href={applyHref(vacancy.applyUrl)!} rel="noopener" data-apply-click={vacancy.documentId}>
              Solliciteer direct
            </a>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
