import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { getCategories, getEvents, getNewsItems, getPartners, getSearchPlaceOptions, getVacancies } from '@/lib/cms';
import { radiusLabel, SEARCH_RADII } from '@vacaturesite/shared/distance';
import { countLabel } from '@/lib/format';
import { SITE_NAME, seoMetadata } from '@/lib/seo/metadata';
import { JOBS_SEARCH_PATH } from '@/lib/routing/list-path';
import { siteSettings } from '@/lib/site';
import { categoryPath } from '@/lib/urls';
import { CmsImage } from '@/components/content/CmsImage';
import { EventCard } from '@/components/content/EventCard';
import { NewsCard } from '@/components/content/NewsCard';
import { VacancyList } from '@/components/vacancies/VacancyCard';
import { FilterSelect } from '@/features/jobs/components/FilterSelect';

export const metadata: Metadata = {
  ...seoMetadata({ title: SITE_NAME, description: 'Vacatures, evenementen en nieuws uit de regio.', path: '/' }),
  title: { absolute: `${SITE_NAME}: vacatures, agenda en nieuws uit de regio` },
};

export default async function HomePage() {
  const [site, latest, categories, events, news, partners, places] = await Promise.all([
    siteSettings(),
    getVacancies({ pageSize: 6 }),
    getCategories(),
    getEvents({ when: 'upcoming', pageSize: 3 }),
    getNewsItems({ pageSize: 3 }),
    getPartners(),
    getSearchPlaceOptions(),
  ]);

  return (
    <>
      <section className="hero">
        <h1>{site.tagline || 'Vind je nieuwe baan in de regio'}</h1>
        <p>{countLabel(latest.pagination.total, 'vacature', 'vacatures')} van werkgevers bij jou in de buurt.</p>
        {/* Search first (issue 20), with the place and distance of /jobs (decision 031); /jobs/zoeken moves a search without words to its cached path. */}
        <form action={JOBS_SEARCH_PATH} role="search" className="hero__search">
          <label htmlFor="home-q" className="visually-hidden">
            Zoek vacatures
          </label>
          <input id="home-q" name="q" type="search" placeholder="Functie of trefwoord, bijv. chauffeur" maxLength={100} />
          <FilterSelect
            id="home-place"
            name="place"
            label="Plaats"
            hiddenLabel
            allLabel="Alle plaatsen"
            options={places.map((place) => ({ value: place.documentId, label: place.name }))}
          />
          <FilterSelect
            id="home-radius"
            name="radius"
            label="Afstand"
            hiddenLabel
            allLabel="Elke afstand"
            options={SEARCH_RADII.map((radius) => ({ value: radius, label: radiusLabel(radius) }))}
          />
          <button className="button" type="submit">
            Zoeken
          </button>
        </form>
      </section>

      <HomeSection title="Nieuwste vacatures" moreHref="/jobs" moreLabel="Alle vacatures">
        <VacancyList vacancies={latest.items} />
      </HomeSection>

      <section className="section">
        <h2>Vakgebieden</h2>
        <ul className="list-plain tiles">
          {categories.map((category) => (
            <li key={category.documentId}>
              <Link href={categoryPath(category)} className="tile">
                <span className="tile__name">{category.name}</span>{' '}
                <span className="tile__count">{countLabel(category.vacancyCount ?? 0, 'vacature', 'vacatures')}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/jobs/plaatsen">Vacatures per plaats</Link>
        </p>
      </section>

      <HomeSection title="Agenda" moreHref="/agenda" moreLabel="Hele agenda">
        <div className="grid">
          {events.items.map((event) => (
            <EventCard key={event.documentId} event={event} />
          ))}
        </div>
      </HomeSection>

      <HomeSection title="Nieuws" moreHref="/nieuws" moreLabel="Alle nieuwsberichten">
        <div className="grid">
          {news.items.map((item) => (
            <NewsCard key={item.documentId} item={item} />
          ))}
        </div>
      </HomeSection>

      {partners.length ? (
        <HomeSection title="Onze partners" moreHref="/partners" moreLabel="Alle partners">
          <ul className="list-plain partner-logos">
            {partners.map((partner) => (
              <li key={partner.documentId}>
                {partner.logo ? <CmsImage image={partner.logo} alt={partner.name} height={48} /> : partner.name}
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
    </>
  );
}

function HomeSection({
  title,
  moreHref,
  moreLabel,
  children,
}: {
  title: string;
  moreHref: string;
  moreLabel: string;
  children: React.ReactNode;
}) {
  const headingId = `kop-${moreHref.slice(1)}`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId}>{title}</h2>
        <Link href={moreHref}>{moreLabel}</Link>
      </div>
      {children}
    </section>
  );
}
