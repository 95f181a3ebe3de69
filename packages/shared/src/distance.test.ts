import { describe, expect, it } from 'vitest';
import { distanceKm, distanceLabel, formatNear, parseNear } from './distance';

const AMSTERDAM = { lat: 52.3676, lon: 4.9041 };
const UTRECHT = { lat: 52.0907, lon: 5.1214 };
const GRONINGEN = { lat: 53.2194, lon: 6.5665 };
const MAASTRICHT = { lat: 50.8514, lon: 5.691 };

describe('distanceKm', () => {
  it('measures great-circle distances between Dutch cities as maps give them (±1 km)', () => {
    expect(distanceKm(AMSTERDAM, UTRECHT)).toBeCloseTo(34.3, 0);
    // One degree of latitude is 111.19 km on the mean sphere.
    expect(distanceKm({ lat: 52, lon: 5 }, { lat: 53, lon: 5 })).toBeCloseTo(111.19, 1);
    expect(distanceKm(GRONINGEN, MAASTRICHT)).toBeGreaterThan(260);
  });

  it('is zero for one place and symmetric', () => {
    expect(distanceKm(UTRECHT, UTRECHT)).toBe(0);
    expect(distanceKm(UTRECHT, GRONINGEN)).toBeCloseTo(distanceKm(GRONINGEN, UTRECHT), 9);
  });

  it('stays finite for opposite points of the Earth', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.1, 0);
  });
});

describe('near', () => {
  it('rounds to 0.01° before it is written, and reads back what it wrote', () => {
    expect(formatNear({ lat: 52.093456, lon: 5.118 })).toBe('52.09,5.12');
    expect(formatNear({ lat: 52.1, lon: -0.006 })).toBe('52.10,-0.01');
    expect(parseNear('52.09,5.12')).toEqual({ lat: 52.09, lon: 5.12 });
    expect(parseNear(' 52.0949,5.1151 ')).toEqual({ lat: 52.09, lon: 5.12 });
  });

  it('refuses what is not a location on Earth', () => {
    for (const junk of ['', '52.09', '52.09;5.12', '91,5', '52,181', 'abc,def', '52.09,5.12,3', '1e2,5', `${'9'.repeat(400)},1`])
      expect(parseNear(junk), junk).toBeNull();
    expect(parseNear(undefined)).toBeNull();
  });
});

describe('distanceLabel', () => {
  it('says a distance the way a card shows it', () => {
    expect(distanceLabel(0)).toBe('< 1 km');
    expect(distanceLabel(3.46)).toBe('3,5 km');
    expect(distanceLabel(12.4)).toBe('12 km');
    expect(distanceLabel(49.6)).toBe('50 km');
  });
});
