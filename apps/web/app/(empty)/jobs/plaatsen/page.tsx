import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { BrandBar } from '@/components/layout/BrandBar';
import { getPlaces, type Place } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import { jobsPath } from '@/lib/routing/list-path';
import { PlacesMap } from '@/features/jobs/components/PlacesMap';

export const metadata: Metadata = seoMetadata({
  title: 'Vacatures per plaats',
  description: 'Openstaande vacatures per plaats, met het aantal per plaats.',
  path: '/jobs/plaatsen',
});

function byProvince(places: Place[]): [string, Place[]][] {
  const groups = new Map<string, Place[]>();
  for (const place of places) groups.set(place.province, [...(groups.get(place.province) ?? []), place]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'nl'));
}

/**
 * Spec §2: vacancies by place; empty layout and no page transitions. Only places with open vacancies
 * (issue 35): a link to an empty list helps nobody, and the page does not grow with the country.
 */
export default async function PlacesPage() {
  const places = (await getPlaces()).filter((place) => (place.vacancyCount ?? 0) > 0);
  return (
    <>
      <BrandBar />
      <h1>Vacatures per plaats</h1>
      <div className="places">
        <div className="places__provinces">
          {byProvince(places).map(([province, list]) => (
            <section key={province} className="province">
              <h2>{province}</h2>
              <ul className="list-plain" data-testid="place-list">
                {list.map((place) => (
                  <li key={place.documentId}>
                    <Link href={jobsPath({ place: place.documentId, page: 1 })}>{place.name}</Link>{' '}
                    <span className="meta" data-testid="place-count">
                      ({countLabel(place.vacancyCount ?? 0, 'vacature', 'vacatures')})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <PlacesMap places={places} />
      </div>
    </>
  );
}
