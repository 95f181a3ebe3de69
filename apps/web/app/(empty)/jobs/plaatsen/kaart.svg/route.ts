import { PLACES_MAP_LAND_ID, projectToMap } from '@/features/jobs/components/PlacesMap';
import { netherlandsOutline } from '@/features/jobs/netherlands-outline';

export const dynamic = 'force-static';

/**
 * /jobs/plaatsen/kaart.svg: the provinces' outline that PlacesMap draws with `<use href>`. A file of its
 * own, built once and cached by the browser, because in the page it went into the HTML twice (the markup
 * and the RSC payload): 20 kB of every /jobs/plaatsen answer (docs/benchmarks.md, 2026-11-26). The path
 * carries no colours: the page's `<use>` gives it the colour mode's tokens.
 */
export function GET() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><path id="${PLACES_MAP_LAND_ID}" d="${netherlandsOutline(projectToMap)}"/></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
}
