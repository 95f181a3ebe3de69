#!/usr/bin/env node
/**
 * `npm run bench -- search` — vacancy search at scale (decision 011).
 *
 * Seeds a throw-away Strapi (production build, fresh SQLite file, or a throw-away PostgreSQL cluster
 * with --postgres) with --vacancies vacancies through the seed's bulk path and times it, starts it
 * (times the start and reads the index build time and heap from its log, the process's RSS from
 * /proc), then sends --queries mixed queries one after another to GET /api/vacancy-search, the API
 * the site's /jobs calls, and reports p50/p95/max latency overall and per kind:
 *   text    a job word in another form (plural, inflection): "verpleegkundigen", "chauffeurs"
 *   prefix  the start of a word: "verpl", "magazijn"
 *   typo    a word with one or two letters wrong: "chaufeur", "timmerrman"
 *   facets  category, place, hours, education, workplace and salary filters, with and without a word
 *   combined every filter at once (issue 16): field, place with a radius, hours, education, workplace, salary, with and without a word
 *   distance a radius around a place or a location, with salary, workplace and (half) a word, half nearest first (issue 16)
 *   employer one employer's vacancies, with and without a word (decision 030)
 *   date    sorted by date, with and without a word
 * Goal: p95 < 50 ms at 100,000 vacancies.
 *
 * Options: --vacancies 100000 --queries 200 --port 1395 --pg-port 5445 --postgres --no-build --json
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from '../lib/postgres.mjs';
import { CMS_DIR, buildIfChanged, buildShared, generateSecrets, seedCms, startCms, stopProcess } from '../lib/stack.mjs';
import { flag, numberOption as option } from './lib/options.mjs';

const VACANCIES = option('vacancies', 100_000);
const QUERIES = option('queries', 200);
const PORT = option('port', 1395);
const ON_POSTGRES = flag('postgres');

const WORDS = [
  'verpleegkundigen',
  'chauffeurs',
  'monteurs',
  'medewerkers',
  'docenten',
  'timmerman',
  'koks',
  'developers',
  'magazijnmedewerkers',
  'boekhouder',
  'schoonmaak',
  'fysiotherapeuten',
  'bakkers',
  'zorg',
  'administratief',
  'ervaren',
  'tijdelijk',
  'stage',
];
const PREFIXES = ['verpl', 'chauf', 'magazijn', 'monte', 'schoon', 'admin', 'klantens', 'onderw', 'elektr', 'begel'];
const TYPOS = [
  'verpleegkundge',
  'chaufeur',
  'timmerrman',
  'magazijnmedewerkr',
  'boekhouer',
  'fysiotherapuet',
  'elektromonter',
  'servicemonteru',
  'onderwijsasistent',
  'glazenwaser',
];
// The filters' values as both apps define them; a fresh clone has no build of the shared package yet.
buildShared();
const {
  EDUCATION_LEVELS: EDUCATION,
  HOURS_BANDS: HOURS,
  SALARY_BANDS,
  SEARCH_RADII,
  WORKPLACES,
  formatNear,
} = await import('@vacaturesite/shared');

/** Deterministic, so every run sends the same 200 queries. */
function prng(seed) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

function buildQueries(categories, places, employers) {
  const random = prng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const kinds = [
    ['text', () => ({ q: pick(WORDS) })],
    ['prefix', () => ({ q: pick(PREFIXES) })],
    ['typo', () => ({ q: pick(TYPOS) })],
    [
      'facets',
      () => {
        const query = random() < 0.5 ? { q: pick(WORDS) } : {};
        const facet = pick(['category', 'place', 'hours', 'education', 'workplace', 'salary', 'two']);
        if (facet === 'category' || facet === 'two') query.category = pick(categories);
        if (facet === 'place' || facet === 'two') query.place = pick(places);
        if (facet === 'hours') query.hours = pick(HOURS);
        if (facet === 'education') query.education = pick(EDUCATION);
        if (facet === 'workplace') query.workplace = pick(WORKPLACES);
        if (facet === 'salary') query.salary = pick(SALARY_BANDS);
        return query;
      },
    ],
    [
      'combined',
      () => ({
        ...(random() < 0.5 ? { q: pick(WORDS) } : {}),
        category: pick(categories),
        // With a radius the place is the centre: every vacancy within it, not only the place's own.
        place: pick(places),
        radius: pick(SEARCH_RADII),
        hours: pick(HOURS),
        education: pick(EDUCATION),
        workplace: pick(WORKPLACES),
        salary: pick(SALARY_BANDS),
      }),
    ],
    [
      'distance',
      () => ({
        ...(random() < 0.5 ? { q: pick(WORDS) } : {}),
        // A place with a radius, or a location within the Netherlands' bounding box.
        ...(random() < 0.5 ? { place: pick(places) } : { near: formatNear({ lat: 50.8 + random() * 2.6, lon: 3.5 + random() * 3.5 }) }),
        radius: pick(SEARCH_RADII),
        salary: pick(SALARY_BANDS.slice(0, 3)),
        workplace: pick(WORKPLACES),
        ...(random() < 0.5 ? { sort: 'afstand' } : {}),
      }),
    ],
    ['employer', () => ({ ...(random() < 0.5 ? { q: pick(WORDS) } : {}), employer: pick(employers) })],
    ['date', () => ({ ...(random() < 0.6 ? { q: pick(WORDS) } : {}), sort: 'date', page: 1 + Math.floor(random() * 5) })],
  ];
  return Array.from({ length: QUERIES }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length];
    return { kind, params: make() };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
const round = (ms) => Math.round(ms * 10) / 10;
const stats = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? 0),
  };
};

/** The CMS's Server-Timing header ("index;dur=3.1, read;dur=9.4, …") as { index: 3.1, read: 9.4, … }. */
function serverTiming(header) {
  return Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((entry) => /^\s*([\w-]+);dur=([\d.]+)/.exec(entry))
      .filter(Boolean)
      .map(([, name, ms]) => [name, Number(ms)]),
  );
}

/** p50/p95 of each part the CMS timed (index, read, sanitise): where a kind's time goes. */
const partStats = (results) => {
  const names = [...new Set(results.flatMap((r) => Object.keys(r.parts)))];
  return Object.fromEntries(names.map((name) => [name, stats(results.map((r) => r.parts[name] ?? 0))]));
};
const partsLine = (parts) =>
  Object.entries(parts)
    .map(([name, s]) => `${name} p50 ${s.p50} / p95 ${s.p95}`)
    .join(', ');

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-bench-search-'));
const logFile = path.join(workDir, 'cms.log');
let cms;
let postgres;
try {
  if (!flag('no-build')) buildIfChanged('CMS', CMS_DIR, 'dist/.source-hash');
  if (ON_POSTGRES) postgres = await startPostgres({ port: option('pg-port', 5445) });
  const env = {
    ...generateSecrets(),
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_FILENAME: path.join(workDir, 'strapi.db') }),
    PUBLIC_DIR: path.join(workDir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(workDir, 'private'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  };
  mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });
  let started = Date.now();
  await seedCms({ env, args: ['--vacancies', String(VACANCIES), '--no-compile'] });
  const seedSeconds = Math.round((Date.now() - started) / 1000);

  started = Date.now();
  cms = await startCms({ port: PORT, env: { ...env, NODE_OPTIONS: '--expose-gc' }, logFile, timeoutMs: 600_000 });
  const startSeconds = Math.round((Date.now() - started) / 1000);
  const indexLine = /Vacancy search index: (\d+) published vacancies in (\d+) ms, heap \+(\d+) MB/.exec(readFileSync(logFile, 'utf8'));
  const rss = rssMb(cms.pid);

  const base = `http://127.0.0.1:${PORT}/api`;
  const fetchOk = async (pathAndQuery) => {
    const response = await fetch(`${base}${pathAndQuery}`);
    if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const get = async (pathAndQuery) => (await fetchOk(pathAndQuery)).json();
  const categories = (await get('/vacancy-categories?pagination[pageSize]=100')).data.map((c) => c.documentId);
  const places = (await get('/places?pagination[pageSize]=100')).data.map((p) => p.documentId);
  const employers = (await get('/partners?pagination[pageSize]=100&fields[0]=name')).data.map((p) => p.documentId);
  const queries = buildQueries(categories, places, employers);

  const search = async ({ params }) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const t = performance.now();
    const response = await fetchOk(`/vacancy-search?${query}`);
    const body = await response.text();
    const json = JSON.parse(body);
    return {
      ms: performance.now() - t,
      total: json.meta.pagination.total,
      parts: serverTiming(response.headers.get('server-timing')),
      // The answer's size for a full page of results: what the site parses and keeps per search.
      kB: json.data.length === 20 ? Buffer.byteLength(body) / 1000 : null,
    };
  };
  for (const query of queries.slice(0, 20)) await search(query); // warm-up: JIT, connection pool, prepared statements
  const results = [];
  for (const query of queries) results.push({ kind: query.kind, ...(await search(query)) });

  const byKind = Object.fromEntries(
    [...new Set(results.map((r) => r.kind))].map((kind) => {
      const ofKind = results.filter((r) => r.kind === kind);
      return [kind, { ...stats(ofKind.map((r) => r.ms)), withResults: ofKind.filter((r) => r.total > 0).length, parts: partStats(ofKind) }];
    }),
  );
  const result = {
    database: ON_POSTGRES ? 'postgresql' : 'sqlite',
    vacancies: VACANCIES,
    cores: cpus().length,
    seedSeconds,
    startSeconds,
    index: indexLine ? { documents: Number(indexLine[1]), buildMs: Number(indexLine[2]), heapMb: Number(indexLine[3]) } : null,
    cmsRssMb: rss,
    all: { ...stats(results.map((r) => r.ms)), parts: partStats(results) },
    pageAnswerKb: stats(results.map((r) => r.kB).filter((kB) => kB !== null)),
    byKind,
  };
  if (flag('json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `search: ${VACANCIES} vacancies on ${result.database}, ${result.cores} cores; seed ${seedSeconds} s, CMS start ${startSeconds} s`,
    );
    if (result.index)
      console.log(
        `index : ${result.index.documents} vacancies built in ${result.index.buildMs} ms, heap +${result.index.heapMb} MB; CMS RSS ${rss} MB`,
      );
    console.log(
      `all   : ${QUERIES} queries, p50 ${result.all.p50} ms, p95 ${result.all.p95} ms, max ${result.all.max} ms; ${partsLine(result.all.parts)}`,
    );
    console.log(`answer: a page of 20 results is p50 ${result.pageAnswerKb.p50} kB, max ${result.pageAnswerKb.max} kB of JSON`);
    for (const [kind, s] of Object.entries(byKind))
      console.log(
        `${kind.padEnd(8)}: ${s.count} queries (${s.withResults} with results), p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms; ${partsLine(s.parts)}`,
      );
  }
  if (result.all.p95 >= 50) {
    console.log('p95 is not below the 50 ms goal');
    process.exitCode = 1;
  }
} finally {
  await stopProcess(cms, 5000);
  postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
