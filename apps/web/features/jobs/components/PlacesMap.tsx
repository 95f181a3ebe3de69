import type { Place } from '@/lib/cms';
import { jobsPath } from '@/lib/routing/list-path';
import { countLabel } from '@/lib/format';

/** The Netherlands' bounding box; places outside it are not drawn (the list still shows them). */
const BOUNDS = { south: 50.7, north: 53.6, west: 3.3, east: 7.3 };
const WIDTH = 360;
// Equirectangular with the longitude shrunk by cos(52°), so the country keeps its shape.
const HEIGHT = Math.round((WIDTH * (BOUNDS.north - BOUNDS.south)) / ((BOUNDS.east - BOUNDS.west) * Math.cos((52 * Math.PI) / 180)));

const tenth = (value: number) => Math.round(value * 10) / 10;

export function projectToMap(latitude: number, longitude: number): { x: number; y: number } | null {
  if (latitude < BOUNDS.south || latitude > BOUNDS.north || longitude < BOUNDS.west || longitude > BOUNDS.east) return null;
  return {
    x: tenth(((longitude - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH),
    y: tenth(((BOUNDS.north - latitude) / (BOUNDS.north - BOUNDS.south)) * HEIGHT),
  };
}

/** The outline's id in /jobs/plaatsen/kaart.svg, which the map `<use>`s. */
export const PLACES_MAP_LAND_ID = 'land';

/** A dot's radius: its area grows with the count, so a place with four times the vacancies looks four times as big. */
export const dotRadius = (count: number, max: number) => tenth(3 + 11 * Math.sqrt(count / Math.max(1, max)));

/**
 * The map of /jobs/plaatsen, drawn on the server without tiles (issue 20): the Netherlands with its provinces
 * and a dot per place with open vacancies, sized by their number, each a link to that place's vacancies.
 * It repeats the list beside it, which is what screen readers and the keyboard use: the map is hidden
 * from them and its links are not Tab stops.
 */
export function PlacesMap({ places }: { places: Place[] }) {
  const withVacancies = places.filter((place) => (place.vacancyCount ?? 0) > 0);
  const max = Math.max(1, ...withVacancies.map((place) => place.vacancyCount ?? 0));
  return (
    <svg
      className="places-map"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      data-testid="places-map"
    >
      {/* The outline from its own cached file (kaart.svg/route.ts), not twice in every answer's HTML. */}
      <use className="places-map__land" href={`/jobs/plaatsen/kaart.svg#${PLACES_MAP_LAND_ID}`} />
      {withVacancies
        // Small dots last, so a large neighbour never covers them.
        .toSorted((a, b) => (b.vacancyCount ?? 0) - (a.vacancyCount ?? 0))
        .map((place) => {
          const point = projectToMap(place.latitude, place.longitude);
          if (!point) return null;
          return (
            <a key={place.documentId} href={jobsPath({ place: place.documentId, page: 1 })} tabIndex={-1}>
              <circle className="places-map__dot" cx={point.x} cy={point.y} r={dotRadius(place.vacancyCount ?? 0, max)}>
                <title>{`${place.name}: ${countLabel(place.vacancyCount ?? 0, 'vacature', 'vacatures')}`}</title>
              </circle>
            </a>
          );
        })}
    </svg>
  );
}
