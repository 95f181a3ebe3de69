import type { Place } from '@/lib/cms';

/** The Netherlands' bounding box; places outside it are not drawn (the list still shows them). */
const BOUNDS = { south: 50.7, north: 53.6, west: 3.3, east: 7.3 };
const WIDTH = 320;
// Equirectangular with the longitude shrunk by cos(52°), so the country keeps its shape.
const HEIGHT = Math.round((WIDTH * (BOUNDS.north - BOUNDS.south)) / ((BOUNDS.east - BOUNDS.west) * Math.cos((52 * Math.PI) / 180)));

export function projectToMap(latitude: number, longitude: number): { x: number; y: number } | null {
  if (latitude < BOUNDS.south || latitude > BOUNDS.north || longitude < BOUNDS.west || longitude > BOUNDS.east) return null;
  return {
    x: Math.round(((longitude - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH),
    y: Math.round(((BOUNDS.north - latitude) / (BOUNDS.north - BOUNDS.south)) * HEIGHT),
  };
}

/** A schematic map drawn from the places' own coordinates: no tile server, works offline. */
export function PlacesMap({ places }: { places: Place[] }) {
  const max = Math.max(1, ...places.map((p) => p.vacancyCount ?? 0));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label="Kaart van Nederland met het aantal vacatures per plaats"
    >
      <rect width={WIDTH} height={HEIGHT} rx="12" fill="var(--bg-soft)" />
      {places.map((place) => {
        const point = projectToMap(place.latitude, place.longitude);
        if (!point) return null;
        const radius = 3 + 9 * Math.sqrt((place.vacancyCount ?? 0) / max);
        return (
          <circle key={place.documentId} cx={point.x} cy={point.y} r={radius.toFixed(1)} fill="#e20612" fillOpacity="0.75" stroke="#fff">
            <title>{`${place.name}: ${place.vacancyCount ?? 0} vacatures`}</title>
          </circle>
        );
      })}
    </svg>
  );
}
