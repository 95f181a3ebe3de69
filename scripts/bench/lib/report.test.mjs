import { describe, expect, it } from 'vitest';
import { GOALS, judgeLighthouse, judgeRenderRatio, median } from './goals.mjs';
import { report } from './report.mjs';

// Made-up measurements: the floor's cached ÷ rendered is 8× in these, as on 2026-11-27 (7.9–8.9×).
const FLOOR_RATIO = 8;

describe('cached ÷ rendered against the floor’s ratio (decision 044)', () => {
  it('passes a page at 2.9× the floor’s ratio and fails one at 3.1×', () => {
    expect(judgeRenderRatio({ page: 'vacancy', ratio: 2.9 * FLOOR_RATIO, floorRatio: FLOOR_RATIO })).toEqual({
      multiple: 2.9,
      ok: true,
      allowed: false,
    });
    expect(judgeRenderRatio({ page: 'vacancy', ratio: 3.1 * FLOOR_RATIO, floorRatio: FLOOR_RATIO })).toEqual({
      multiple: 3.1,
      ok: false,
      allowed: false,
    });
  });

  it('passes exactly 3× the floor’s ratio', () => {
    expect(judgeRenderRatio({ page: 'vacancy', ratio: 3 * FLOOR_RATIO, floorRatio: FLOOR_RATIO }).ok).toBe(true);
  });

  it('allows the home above it, and only the home', () => {
    expect(judgeRenderRatio({ page: 'home', ratio: 5 * FLOOR_RATIO, floorRatio: FLOOR_RATIO })).toEqual({
      multiple: 5,
      ok: false,
      allowed: true,
    });
    expect(judgeRenderRatio({ page: '/jobs/plaatsen', ratio: 5 * FLOOR_RATIO, floorRatio: FLOOR_RATIO }).allowed).toBe(false);
  });

  it('misses a page with no render answered, the home too', () => {
    expect(judgeRenderRatio({ page: 'home', ratio: null, floorRatio: FLOOR_RATIO })).toEqual({ multiple: null, ok: false, allowed: false });
    expect(judgeRenderRatio({ page: 'vacancy', ratio: 20, floorRatio: null }).ok).toBe(false);
  });
});

describe('Lighthouse TBT and CLS against the floor’s (decision 044)', () => {
  const floor = { tbtMs: 154, cls: 0.1 };

  it('passes TBT at the floor’s + 99 ms and fails it at + 101 ms', () => {
    expect(judgeLighthouse({ tbtMs: 154 + 99, cls: 0.1 }, floor)).toMatchObject({ tbtOverMs: 99, tbtOk: true });
    expect(judgeLighthouse({ tbtMs: 154 + 101, cls: 0.1 }, floor)).toMatchObject({ tbtOverMs: 101, tbtOk: false });
  });

  it('fails CLS at the floor’s + 0.011 and passes it at + 0.01 despite floating point', () => {
    // 0.11 − 0.1 is 0.010000000000000009 in floats: unrounded, the page at exactly the line would fail.
    expect(judgeLighthouse({ tbtMs: 154, cls: 0.111 }, floor)).toMatchObject({ clsOver: 0.011, clsOk: false });
    expect(judgeLighthouse({ tbtMs: 154, cls: 0.11 }, floor)).toMatchObject({ clsOver: 0.01, clsOk: true });
  });

  it('takes medians over the runs, not the median run’s value', () => {
    expect(median([900, 150, 160, 155, 1_200])).toBe(160);
    expect(median([0, 0.02, 0.001, 0, 0.4])).toBe(0.001);
    expect(median([100, 200])).toBe(150);
    expect(median([])).toBe(null);
  });

  it('runs 5 times by default', () => {
    expect(GOALS.lighthouseRuns).toBe(5);
  });
});

describe('the report', () => {
  const measurement = (requestsPerSecond) => ({ requestsPerSecond, p50: 10, p95: 20, answered: 100, sent: 100, unfinished: 0 });
  const page = (name, cached, rendered) => ({
    page: name,
    cached: measurement(cached),
    rendered: measurement(rendered),
    cachedVsRendered: Math.round((cached / rendered) * 10) / 10,
    cachedVsFloor: Math.round((cached / 1000) * 100) / 100,
    cachedState: 'HIT',
  });
  const lighthouse = (name, tbtMs, cls) => ({
    page: name,
    performance: 90,
    performanceRuns: [90, 91, 89, 90, 92],
    lcpMs: 2000,
    tbtMs,
    tbtRuns: [tbtMs, tbtMs, tbtMs, tbtMs, tbtMs],
    cls,
    clsRuns: [cls, cls, cls, cls, cls],
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    failedAudits: [],
  });
  const floor = { ...measurement(1000), rendered: measurement(125), cachedVsRendered: FLOOR_RATIO };
  const text = report({
    cacheMiss: 'draft mode',
    cores: 2,
    connections: 10,
    durationSeconds: 10,
    stages: [
      {
        database: 'sqlite',
        vacancies: 100_000,
        floor,
        pages: [page('home', 600, 15), page('vacancy', 600, 25.9), page('/jobs/plaatsen', 600, 24.2)],
      },
    ],
    scaling: [],
    lighthouse: [lighthouse('framework floor (bare Next page)', 154, 0), lighthouse('home', 253, 0.011), lighthouse('vacancy', 255, 0)],
    javascript: [],
  });

  it('marks the home allowed by the owner and counts it neither met nor missed', () => {
    expect(text).toContain("| home | 40× (5× the floor's) allowed by the owner (decision 044) |");
    expect(text).toContain("| vacancy | 23.2× (2.9× the floor's) ✓ |");
    expect(text).toContain("| /jobs/plaatsen | 24.8× (3.1× the floor's) ✗ |");
    expect(text).toContain("cached ÷ rendered against the floor's 1 of 2");
    expect(text).toContain("not counted: cached ÷ rendered, home, sqlite 100,000 at 5× the floor's.");
  });

  it('judges Lighthouse by TBT and CLS, not by its score', () => {
    expect(text).toContain('| home | +99 ms ✓ | +0.011 ✗ |');
    expect(text).toContain('| vacancy | +101 ms ✗ | +0 ✓ |');
    expect(text).toContain("Lighthouse TBT against the floor's 1 of 2; Lighthouse CLS against the floor's 1 of 2");
    expect(text).not.toMatch(/Lighthouse performance/);
  });
});
