/**
 * Distance search (issue 16): a vacancy is "within 25 km" when its place lies within 25 km of the
 * searched place or of the visitor's location, as the crow flies (great-circle over the places'
 * coordinates). Both apps use these rules: the CMS filters and sorts, the site builds the addresses.
 */

/** The radii a visitor can choose, in km; no radius means "sort by distance, no limit". */
export const SEARCH_RADII = ['5', '10', '25', '50'] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];
/** A radius as the filter, its chip and an alert say it: "binnen 25 km". */
export const radiusLabel = (km: string): string => `binnen ${km} km`;

export type Coordinates = { lat: number; lon: number };

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km (haversine). Written out rather than a package: one formula, and the
 * search runs it once per place per query, not per vacancy.
 */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A location as it may leave the browser: rounded to 0.01° (about 1 km), so an address names a
 * neighbourhood, not a house, and nearby visitors share one cache entry.
 */
export function roundCoordinates({ lat, lon }: Coordinates): Coordinates {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { lat: round(lat), lon: round(lon) };
}

/** `near` as it travels in addresses and the search API: "52.09,5.12". */
export function formatNear(location: Coordinates): string {
  const { lat, lon } = roundCoordinates(location);
  return `${lat.toFixed(2)},${lon.toFixed(2)}`;
}

const NEAR = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** `near` read back, rounded to 0.01°; null unless it is "lat,lon" on Earth. */
export function parseNear(value: string | null | undefined): Coordinates | null {
  const match = value ? NEAR.exec(value.trim()) : null;
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return roundCoordinates({ lat, lon });
}

/** A distance as a card shows it: "12 km", "3,5 km" under 10 km, "< 1 km" in the place itself. */
export function distanceLabel(km: number): string {
  if (km < 1) return '< 1 km';
  if (km < 10) return `${(Math.round(km * 10) / 10).toLocaleString('nl-NL')} km`;
  return `${Math.round(km)} km`;
}
