import { describe, expect, it } from 'vitest';
import { netherlandsOutline, provinceShapes } from './netherlands-outline';
import { projectToMap } from './components/PlacesMap';

/** The path's rings as points, read back from its `M x,y L x,y … Z` commands. */
function rings(path: string): Array<Array<[number, number]>> {
  return path
    .split('Z')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/^M/, '')
        .split('L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    );
}

/** Even-odd ray casting over every ring: inside the country's land. */
function onLand(path: string, latitude: number, longitude: number): boolean {
  const { x, y } = projectToMap(latitude, longitude)!;
  let inside = false;
  for (const ring of rings(path))
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}

describe('the outline of the Netherlands', () => {
  const path = netherlandsOutline(projectToMap);

  it('holds Dutch cities and leaves out the sea and the neighbours', () => {
    for (const [latitude, longitude] of [
      [52.0907, 5.1214], // Utrecht
      [53.2194, 6.5665], // Groningen
      [50.8514, 5.691], // Maastricht
      [51.4416, 5.4697], // Eindhoven
      [52.2215, 6.8937], // Enschede
    ])
      expect(onLand(path, latitude, longitude)).toBe(true);
    for (const [latitude, longitude] of [
      [52.5, 3.8], // the North Sea
      [50.8503, 4.3517], // Brussels
      [51.4556, 7.0116], // Essen
    ])
      expect(onLand(path, latitude, longitude)).toBe(false);
  });

  it('has the mainland and the Wadden islands, not the Caribbean ones, all within the map', () => {
    const shapes = rings(path);
    expect(shapes.length).toBeGreaterThanOrEqual(6);
    for (const [x, y] of shapes.flat()) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    }
    // Some kB of HTML (the provinces' borders included), not the 10m data's hundreds.
    expect(path.length).toBeLessThan(16_000);
  });

  it('draws the twelve provinces, each holding its capital and no other', () => {
    const capitals: Record<string, [number, number]> = {
      'NL-GR': [53.2194, 6.5665], // Groningen
      'NL-FR': [53.2012, 5.7999], // Leeuwarden
      'NL-DR': [52.9925, 6.5649], // Assen
      'NL-OV': [52.5168, 6.083], // Zwolle
      'NL-FL': [52.5185, 5.4714], // Lelystad
      'NL-GE': [51.9851, 5.8987], // Arnhem
      'NL-UT': [52.0907, 5.1214], // Utrecht
      'NL-NH': [52.3874, 4.6462], // Haarlem
      'NL-ZH': [52.0705, 4.3007], // Den Haag
      'NL-ZE': [51.4988, 3.6136], // Middelburg
      'NL-NB': [51.6978, 5.3037], // 's-Hertogenbosch
      'NL-LI': [50.8514, 5.691], // Maastricht
    };
    const provinces = provinceShapes(projectToMap);
    expect(provinces.map((province) => province.code).sort()).toEqual(Object.keys(capitals).sort());
    for (const province of provinces) {
      expect(province.path.length, province.name).toBeGreaterThan(100);
      for (const [code, [latitude, longitude]] of Object.entries(capitals))
        expect(onLand(province.path, latitude, longitude), `${code}'s capital in ${province.code}`).toBe(code === province.code);
    }
  });

  it('is worked out once', () => {
    expect(netherlandsOutline(projectToMap)).toBe(path);
  });
});
