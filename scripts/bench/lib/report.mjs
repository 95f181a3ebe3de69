/**
 * The pages benchmark's result as Markdown tables to paste into docs/benchmarks.md: ratios first, the
 * absolute numbers beside them, every goal of issue 14 marked ✓ or ✗.
 */
export const GOALS = {
  /** cached ÷ rendered req/s per page, at the largest size measured (issue 14: at 100,000). */
  cachedVsRendered: 10,
  /** rendered p95 at the largest size ÷ at the smallest. */
  p95Growth: 1.5,
  /** cached req/s ÷ the framework floor's cached req/s. */
  floorShare: 0.5,
  /** the first request after a publish ÷ the page's cached p95. */
  publishMultiple: 3,
  /** a publish shows within this time. */
  visibleMs: 5_000,
  /** Lighthouse performance at most this many points below the floor's; LCP at most this much above. */
  lighthousePoints: 1,
  lcpMs: 300,
  /** first-load JavaScript above the framework floor, gzip kB. */
  jsPublicKb: 15,
  jsFormKb: 35,
};

const number = (n) => n.toLocaleString('en-US');
const times = (n) => `${n}×`;

/** Per database and page: rendered p95 and req/s at the smallest and at the largest size. */
export function scaling(stages) {
  const rows = [];
  for (const database of [...new Set(stages.map((stage) => stage.database))]) {
    const mine = stages.filter((stage) => stage.database === database && stage.pages).sort((a, b) => a.vacancies - b.vacancies);
    if (mine.length < 2) continue;
    const [small, large] = [mine[0], mine.at(-1)];
    for (const row of large.pages) {
      const before = small.pages.find((other) => other.page === row.page);
      if (!before) continue;
      // No render answered within the time: no p95 to compare, and the goal is missed.
      const growth =
        before.rendered.p95 > 0 && row.rendered.answered > 0 ? Math.round((row.rendered.p95 / before.rendered.p95) * 100) / 100 : null;
      rows.push({
        database,
        page: row.page,
        from: small.vacancies,
        to: large.vacancies,
        renderedFrom: before.rendered,
        renderedTo: row.rendered,
        p95Growth: growth,
      });
    }
  }
  return rows;
}

export function report(result) {
  const goals = [];
  /** `what` starts with the goal's name up to the first comma: the summary counts per goal. */
  const mark = (ok, what) => {
    goals.push({ ok, what, goal: what.split(',')[0] });
    return ok ? '✓' : '✗';
  };
  const out = [];
  const table = (header, rows) => {
    out.push('', `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`));
  };
  const duration = result.durationSeconds;
  const load = (m) =>
    `${m.requestsPerSecond} req/s, ${m.p50} / ${m.p95} ms${m.unfinished && m.requestsPerSecond < 10 ? ` (${m.answered} of ${m.sent} answered in ${duration} s)` : ''}`;
  const largest = Math.max(...result.stages.map((stage) => stage.vacancies));

  out.push(`Cache miss: ${result.cacheMiss}. ${result.cores} cores, ${result.connections} connections, ${duration} s per measurement.`);
  const measured = result.stages.filter((stage) => stage.pages);
  if (measured.length) {
    table(
      [
        'Database',
        'Vacancies',
        'Page',
        `Cached ÷ rendered (≤ ${GOALS.cachedVsRendered} at ${number(largest)})`,
        `Cached ÷ floor (≥ ${GOALS.floorShare})`,
        'Cached: req/s, p50 / p95',
        'Rendered (cache miss): req/s, p50 / p95',
        'Cache',
      ],
      measured.flatMap((stage) => [
        ...stage.pages.map((row) => {
          const atLargest = stage.vacancies === largest;
          const vsRendered = row.cachedVsRendered === null ? `no render answered in ${duration} s` : times(row.cachedVsRendered);
          const vsRenderedOk = row.cachedVsRendered !== null && row.cachedVsRendered <= GOALS.cachedVsRendered;
          const share = row.cachedVsFloor ?? 0;
          return [
            stage.database,
            number(stage.vacancies),
            row.page,
            atLargest
              ? `${vsRendered} ${mark(vsRenderedOk, `cached ÷ rendered, ${row.page}, ${stage.database} ${number(stage.vacancies)}`)}`
              : vsRendered,
            `${share} ${mark(share >= GOALS.floorShare, `cached ÷ floor, ${row.page}, ${stage.database} ${number(stage.vacancies)}`)}`,
            load(row.cached),
            load(row.rendered),
            row.cachedState ?? 'dynamic',
          ];
        }),
        [
          stage.database,
          number(stage.vacancies),
          'framework floor (no data; rendered: the same page made dynamic)',
          `${times(stage.floor.cachedVsRendered)} (the framework's own)`,
          '1',
          load(stage.floor),
          load(stage.floor.rendered),
          '–',
        ],
      ]),
    );
  }

  if (result.scaling.length) {
    table(
      [
        'Database',
        'Page',
        `Rendered p95 at largest ÷ smallest (≤ ${GOALS.p95Growth})`,
        'Rendered at the smallest size',
        'Rendered at the largest size',
      ],
      result.scaling.map((row) => [
        row.database,
        row.page,
        `${row.p95Growth === null ? '–' : times(row.p95Growth)} ${mark(row.p95Growth !== null && row.p95Growth <= GOALS.p95Growth, `p95 growth, ${row.page}, ${row.database}`)}`,
        `${number(row.from)}: ${load(row.renderedFrom)}`,
        `${number(row.to)}: ${load(row.renderedTo)}`,
      ]),
    );
  }

  const published = result.stages.filter((stage) => stage.publish);
  if (published.length) {
    table(
      [
        'Database',
        'Vacancies',
        'Page',
        `First request after a publish ÷ cached p95 (≤ ${GOALS.publishMultiple}×)`,
        'First request after each publish, ms (cache)',
        'Cached p95 ms',
        `Change visible after, worst (≤ ${GOALS.visibleMs / 1000} s)`,
      ],
      published.flatMap((stage) =>
        stage.publish.map((row) => {
          const p95 = stage.pages?.find((page) => page.page === row.page)?.cached.p95;
          const multiple = p95 ? Math.round((row.worstMs / p95) * 10) / 10 : null;
          const label = `${row.page}, ${stage.database} ${number(stage.vacancies)}`;
          return [
            stage.database,
            number(stage.vacancies),
            row.page,
            multiple === null
              ? '– (no cached measurement)'
              : `${times(multiple)} ${mark(multiple <= GOALS.publishMultiple, `first request after a publish, ${label}`)}`,
            row.firstRequestMs.map((ms, i) => `${ms} (${row.cacheStates[i] ?? '–'})`).join(', '),
            p95 ?? '–',
            `${row.worstVisibleMs === null ? 'not within 15 s' : `${number(row.worstVisibleMs)} ms`} ${mark(row.worstVisibleMs !== null && row.worstVisibleMs <= GOALS.visibleMs, `publish visible, ${label}`)}`,
          ];
        }),
      ),
    );
  }

  const strapi = measured.filter((stage) => stage.strapi?.length);
  if (strapi.length) {
    out.push('', 'Strapi REST, the pages’ main question asked directly (the pages ask more than that):');
    table(
      ['Database', 'Vacancies', 'Question', 'req/s, p50 / p95'],
      strapi.flatMap((stage) => stage.strapi.map((row) => [stage.database, number(stage.vacancies), row.question, load(row)])),
    );
  }

  const [floorScore] = result.lighthouse;
  if (floorScore) {
    out.push('', `Lighthouse (mobile), median of ${floorScore.performanceRuns.length} runs per page (each run’s performance in brackets):`);
    table(
      [
        'Page',
        `Performance vs floor (≥ −${GOALS.lighthousePoints})`,
        `LCP vs floor (≤ +${GOALS.lcpMs} ms)`,
        'Performance',
        'LCP ms',
        'TBT ms',
        'CLS',
        'Accessibility',
        'Best practices',
        'SEO',
        'Audits below 90',
      ],
      result.lighthouse.map((row) => {
        const isFloor = row === floorScore;
        const points = row.performance - floorScore.performance;
        const lcp = row.lcpMs - floorScore.lcpMs;
        return [
          row.page,
          isFloor
            ? '–'
            : `${points >= 0 ? '+' : ''}${points} ${mark(points >= -GOALS.lighthousePoints, `Lighthouse performance, ${row.page}`)}`,
          isFloor ? '–' : `${lcp >= 0 ? '+' : ''}${number(lcp)} ms ${mark(lcp <= GOALS.lcpMs, `LCP, ${row.page}`)}`,
          `${row.performance} (${row.performanceRuns.join(', ')})`,
          row.lcpMs,
          row.tbtMs,
          row.cls,
          row.accessibility,
          row.bestPractices,
          row.seo,
          row.failedAudits.join(', ') || '–',
        ];
      }),
    );
  }

  if (result.javascript.length) {
    out.push('', 'First-load JavaScript (gzip, kB of 1,000 bytes); above the floor = what the page loads beyond Next’s rootMainFiles:');
    table(
      [
        'Route',
        `Above the floor (≤ ${GOALS.jsPublicKb} kB public, ≤ ${GOALS.jsFormKb} kB forms)`,
        'First-load JS',
        'Framework floor',
        'Scripts',
        'HTML (raw / gzip)',
      ],
      result.javascript.map((row, i) => {
        const limit = row.form ? GOALS.jsFormKb : GOALS.jsPublicKb;
        return [
          row.route,
          i === 0 ? `${row.oursKb} kB` : `${row.oursKb} kB ${mark(row.oursKb <= limit, `first-load JS above the floor, ${row.route}`)}`,
          `${row.gzipKb} kB`,
          `${row.frameworkKb} kB`,
          row.scripts,
          `${row.htmlKb} / ${row.htmlGzipKb} kB`,
        ];
      }),
    );
  }

  const met = (list) => list.filter((goal) => goal.ok).length;
  const perGoal = [...new Set(goals.map((goal) => goal.goal))].map((name) => {
    const mine = goals.filter((goal) => goal.goal === name);
    return `${name} ${met(mine)} of ${mine.length}`;
  });
  out.push('', `Goals met: ${met(goals)} of ${goals.length} (${perGoal.join('; ')}).`);
  return out.join('\n');
}
