/**
 * The pages benchmark's goals and how a measurement is judged against them: issue 14's goals as the
 * owner restated them on 2026-11-27 (decision 044). Pure functions, no I/O, so the judging is unit-tested
 * (report.test.mjs) with made-up numbers instead of only ever being seen in a bench run.
 */
export const GOALS = {
  /**
   * A page's cached ÷ rendered req/s at most this many times the framework floor's own cached ÷ rendered,
   * measured in the same stage of the same run (decision 044). Not an absolute ratio: the framework
   * alone is at 8–9× and the floor moves with the machine's load, so only the same run compares like
   * with like. Judged at the largest size measured (issue 14: at 100,000).
   */
  renderRatioVsFloor: 3,
  /** The pages the owner allows above that multiple (decision 044): the home's HTML is 9 times the floor's. */
  renderRatioAllowed: ['home'],
  /** rendered p95 at the largest size ÷ at the smallest. */
  p95Growth: 1.5,
  /** cached req/s ÷ the framework floor's cached req/s. */
  floorShare: 0.5,
  /** the first request after a publish ÷ the page's cached p95. */
  publishMultiple: 3,
  /** a publish shows within this time. */
  visibleMs: 5_000,
  /**
   * Lighthouse: total blocking time and layout shift against the floor's, each the median over the runs
   * (decision 044), not the performance score, which moved by up to 19 points between runs of one page on
   * this 2-core machine (2026-11-26). The owner gave the measures, not the margins; these are the bench's reading of the decision:
   * TBT at most the floor's + 100 ms, half of Lighthouse's own 200 ms "good" line, so that a busy machine's
   * noise does not flip it while a page's own long task still shows; CLS at most the floor's + 0.01, a
   * tenth of Lighthouse's 0.1 "good" line (the floor measured 0, so this is nearly "no shift").
   */
  tbtOverFloorMs: 100,
  clsOverFloor: 0.01,
  /** The default number of Lighthouse runs per page (--runs): the decision's median of 5. */
  lighthouseRuns: 5,
  /** first-load JavaScript above the framework floor, gzip kB. */
  jsPublicKb: 15,
  jsFormKb: 35,
};

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A page's cached ÷ rendered against the floor's of the same stage. `multiple` is the page's ratio ÷ the
 * floor's, two decimals, for the table; the check itself uses the unrounded numbers so rounding cannot
 * flip it. `allowed`: above the goal on a page the owner allows there (counted apart, not as missed).
 * No render answered (ratio null) is missed even on the home: that is a page that did not render, not
 * one that renders slowly.
 */
export function judgeRenderRatio({ page, ratio, floorRatio }) {
  if (ratio === null || ratio === undefined || !(floorRatio > 0)) return { multiple: null, ok: false, allowed: false };
  const multiple = Math.round((ratio / floorRatio) * 100) / 100;
  const within = ratio <= GOALS.renderRatioVsFloor * floorRatio;
  const allowed = !within && GOALS.renderRatioAllowed.includes(page);
  return { multiple, ok: within, allowed };
}

/**
 * A page's Lighthouse TBT and CLS medians against the floor's. The differences are rounded (ms; CLS to
 * 4 decimals) before the comparison: CLS values are floats, and 0.11 − 0.1 is 0.010000000000000009.
 */
export function judgeLighthouse(row, floor) {
  const tbtOverMs = Math.round(row.tbtMs - floor.tbtMs);
  const clsOver = Math.round((row.cls - floor.cls) * 10_000) / 10_000;
  return {
    tbtOverMs,
    tbtOk: tbtOverMs <= GOALS.tbtOverFloorMs,
    clsOver,
    clsOk: clsOver <= GOALS.clsOverFloor,
  };
}
