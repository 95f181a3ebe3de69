import { describe, expect, it } from 'vitest';
import { dotRadius, projectToMap } from './PlacesMap';

describe('projectToMap', () => {
  it('puts Groningen north-east of Maastricht and Amsterdam west of Enschede', () => {
    const groningen = projectToMap(53.2194, 6.5665)!;
    const maastricht = projectToMap(50.8514, 5.691)!;
    const amsterdam = projectToMap(52.3676, 4.9041)!;
    const enschede = projectToMap(52.2215, 6.8937)!;
    expect(groningen.y).toBeLessThan(maastricht.y);
    expect(groningen.x).toBeGreaterThan(maastricht.x);
    expect(amsterdam.x).toBeLessThan(enschede.x);
  });

  it('skips coordinates outside the Netherlands', () => {
    expect(projectToMap(48.8566, 2.3522)).toBeNull();
    expect(projectToMap(-90, 180)).toBeNull();
  });
});

describe('dotRadius', () => {
  it('grows its area with the count', () => {
    const area = (count: number) => (dotRadius(count, 100) - 3) ** 2;
    expect(area(100) / area(25)).toBeCloseTo(4, 1);
    expect(dotRadius(0, 0)).toBe(3);
  });
});
