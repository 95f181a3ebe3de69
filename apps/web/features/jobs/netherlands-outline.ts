import 'server-only';
import { feature } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-50m.json';

/** ISO 3166-1 numeric code of the Netherlands, the id world-atlas gives its shape. */
const NETHERLANDS = '528';

type Point = { x: number; y: number };
type Projection = (latitude: number, longitude: number) => Point | null;

let outline: { projection: Projection; path: string } | null = null;

/**
 * The European Netherlands' coastline and borders as one SVG path, in the map's own projection: Natural
 * Earth's 1:50m countries (public domain, through world-atlas), ~260 points, a few kB of HTML. Its
 * Caribbean islands fall outside the projection and are left out. Worked out once per process: the shape
 * does not change, and the places page is rendered rarely (it is cached).
 */
export function netherlandsOutline(projection: Projection): string {
  if (outline?.projection === projection) return outline.path;
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  const netherlands = topology.objects.countries.geometries.find((geometry) => String(geometry.id) === NETHERLANDS);
  if (!netherlands) throw new Error('world-atlas has no shape for the Netherlands');
  // A country is one (multi)polygon in world-atlas, so its feature is a single one.
  const shape = feature(topology, netherlands) as Feature<Polygon | MultiPolygon>;
  const polygons =
    shape.geometry.type === 'MultiPolygon'
      ? shape.geometry.coordinates
      : shape.geometry.type === 'Polygon'
        ? [shape.geometry.coordinates]
        : [];
  const rings = polygons
    .flatMap((polygon) => polygon)
    .map((ring) => ring.map(([longitude, latitude]) => projection(latitude, longitude)))
    .filter((points): points is Point[] => points.every((point) => point !== null));
  const path = rings.map((points) => `M${points.map((point) => `${point.x},${point.y}`).join('L')}Z`).join('');
  outline = { projection, path };
  return path;
}
