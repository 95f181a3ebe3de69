import 'server-only';
import data from './netherlands-provinces.json';

type Point = { x: number; y: number };
type Projection = (latitude: number, longitude: number) => Point | null;
type Province = { code: string; name: string; rings: number[][][] };

const PROVINCES = (data as { provinces: Province[] }).provinces;

/** A province's rings as SVG path data in the map's projection; a ring with a point outside it is left out. */
function ringsPath(rings: number[][][], projection: Projection): string {
  return rings
    .map((ring) => ring.map(([longitude, latitude]) => projection(latitude, longitude)))
    .filter((points): points is Point[] => points.every((point) => point !== null))
    .map((points) => `M${points.map((point) => `${point.x},${point.y}`).join('L')}Z`)
    .join('');
}

let cached: { projection: Projection; provinces: Array<{ code: string; name: string; path: string }> } | null = null;

/**
 * The twelve provinces of the European Netherlands, each as SVG path data in the map's own projection:
 * Natural Earth's 1:10m admin-1 layer (public domain), simplified to under a pixel of the map and
 * committed as `netherlands-provinces.json` by `scripts/geo/netherlands-provinces.mjs` (decision 036),
 * ~900 points. Worked out once per process: the shapes do not change, and the places page is cached.
 */
export function provinceShapes(projection: Projection): Array<{ code: string; name: string; path: string }> {
  if (cached?.projection !== projection)
    cached = { projection, provinces: PROVINCES.map(({ code, name, rings }) => ({ code, name, path: ringsPath(rings, projection) })) };
  return cached.provinces;
}

/** The land with every province's border: one path of all provinces' rings (they share their borders, so they never overlap). */
export function netherlandsOutline(projection: Projection): string {
  return provinceShapes(projection)
    .map((province) => province.path)
    .join('');
}
