#!/usr/bin/env node
/**
 * `npm run bench -- search-engines` — issue 18's choice for search across instances, measured in one run:
 * the CMS's in-memory index (decision 011, each instance holds one and follows the others' writes over
 * Redis) against PostgreSQL as the engine (full text with the `dutch` configuration, `pg_trgm` for typos,
 * facet counts with GROUPING SETS), on the same synthetic vacancies, at each --sizes.
 *
 * Per engine and size: what an instance pays at start (the index's build time and heap; PostgreSQL:
 * nothing at start, its index build and size once), and p50/p95 per kind of query, each answering what
 * /jobs shows: the total, 20 results and the facet counts.
 *   text     a job word in another form ("verpleegkundigen")       prefix  "verpl"
 *   typo     one letter wrong ("chaufeur")                           facets  field + hours + workplace
 *   combined a word and every facet filter at once
 * Not the whole CMS (no HTTP, no sanitising): the engines side by side. The in-memory index is the CMS's
 * own compiled class (apps/cms/dist, built by `npm run build`).
 *
 * Options: --sizes 100000,1000000 --queries 60 --pg-port 5446 --json
 * Run with --expose-gc for the heap numbers (scripts/bench.mjs does).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { startPostgres } from '../lib/postgres.mjs';
import { CMS_DIR } from '../lib/stack.mjs';
import { flag, listOption, numberOption } from './lib/options.mjs';

const SIZES = listOption('sizes', '100000,1000000').map(Number);
const QUERIES = numberOption('queries', 60);
const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
const { VacancyIndex } = requireCms('./dist/src/lib/search/vacancy-index.js');
const { Client } = requireCms('pg');

const JOBS = [
  'verpleegkundige',
  'chauffeur',
  'monteur',
  'magazijnmedewerker',
  'docent',
  'timmerman',
  'kok',
  'developer',
  'boekhouder',
  'schoonmaker',
  'fysiotherapeut',
  'bakker',
  'elektricien',
  'begeleider',
  'klantenservicemedewerker',
  'accountmanager',
  'loodgieter',
  'kapper',
  'beveiliger',
  'verkoper',
];
const ADJECTIVES = [
  'ervaren',
  'junior',
  'senior',
  'tijdelijk',
  'allround',
  'zelfstandig',
  'enthousiaste',
  'parttime',
  'fulltime',
  'leergierige',
];
const SUMMARY_WORDS = [
  'zorg',
  'team',
  'klanten',
  'opleiding',
  'salaris',
  'reiskosten',
  'dienstverband',
  'werken',
  'collega',
  'groeien',
  'ploegendienst',
  'weekend',
  'thuiswerken',
  'vakantiegeld',
  'rijbewijs',
  'stage',
  'administratief',
  'technisch',
  'logistiek',
  'onderwijs',
];
const EDUCATION = ['vmbo', 'mbo', 'hbo', 'wo'];
const WORKPLACE = ['op-locatie', 'hybride', 'thuiswerk'];
const SALARY = ['2000', '3000', '4000', '5000'];
const CATEGORIES = 14;
const PLACES = 35;

/** Deterministic: both engines get the same vacancies, every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function* vacancies(count) {
  const random = prng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const start = Date.parse('2026-09-01');
  for (let id = 1; id <= count; id++) {
    const job = pick(JOBS);
    yield {
      rowId: id,
      documentId: `v${id.toString(36)}`,
      title: `${pick(ADJECTIVES)} ${job}`,
      summary: Array.from({ length: 12 }, () => pick(SUMMARY_WORDS)).join(' ') + ` als ${job}`,
      employerName: `Werkgever ${id % 500}`,
      employer: `e${id % 500}`,
      categoryName: `Vakgebied ${id % CATEGORIES}`,
      placeName: `Plaats ${id % PLACES}`,
      category: `c${JOBS.indexOf(job) % CATEGORIES}`,
      place: `p${Math.floor(random() * PLACES)}`,
      hoursPerWeek: 16 + Math.floor(random() * 25),
      education: pick(EDUCATION),
      workplace: pick(WORKPLACE),
      salary: pick(SALARY),
      datePosted: new Date(start + Math.floor(random() * 80) * 86_400_000).toISOString().slice(0, 10),
      validThrough: null,
      closed: false,
    };
  }
}

const KINDS = {
  text: (i) => ({ q: ['verpleegkundigen', 'chauffeurs', 'monteurs', 'docenten', 'koks', 'bakkers'][i % 6] }),
  prefix: (i) => ({ q: ['verpl', 'chauf', 'magazijn', 'monte', 'schoon', 'elektr'][i % 6] }),
  typo: (i) => ({ q: ['chaufeur', 'timmerrman', 'verpleegkundge', 'electricien', 'boekhoudr', 'bakkr'][i % 6] }),
  facets: (i) => ({ filters: { category: `c${i % CATEGORIES}`, hours: '32-40', workplace: WORKPLACE[i % 3] } }),
  combined: (i) => ({
    q: ['zorg', 'ervaren', 'rijbewijs'][i % 3],
    filters: {
      category: `c${i % CATEGORIES}`,
      place: `p${i % PLACES}`,
      education: EDUCATION[i % 4],
      workplace: WORKPLACE[i % 3],
      salary: SALARY[i % 4],
    },
  }),
};
const TODAY = '2026-11-26';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
const round = (ms) => Math.round(ms * 10) / 10;
/** Per kind: p50/p95 over QUERIES queries (after a warm-up round), and what its first query found, to compare the engines' answers. */
async function timeKinds(run) {
  const kinds = {};
  for (const [kind, make] of Object.entries(KINDS)) {
    const found = (await run(make(0))).total;
    for (let i = 0; i < 10; i++) await run(make(i));
    const times = [];
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      await run(make(i));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    kinds[kind] = { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), found };
  }
  return kinds;
}

const heapMb = () => (globalThis.gc?.(), process.memoryUsage().heapUsed / 1048576);

async function inMemory(count) {
  const before = heapMb();
  const started = performance.now();
  const index = new VacancyIndex();
  index.replaceAll(vacancies(count));
  const startMs = performance.now() - started;
  const heap = Math.round(heapMb() - before);
  const kinds = await timeKinds(async ({ q, filters }) => index.search({ q, filters, today: TODAY, pageSize: 20 }));
  return { startMs: Math.round(startMs), heapMb: heap, kinds };
}

/** The table's columns: name, type and the SearchDocument field they hold. */
const COLUMNS = [
  ['id', 'int', 'rowId'],
  ['document_id', 'text', 'documentId'],
  ['title', 'text', 'title'],
  ['summary', 'text', 'summary'],
  ['category', 'text', 'category'],
  ['place', 'text', 'place'],
  ['hours', 'int', 'hoursPerWeek'],
  ['education', 'text', 'education'],
  ['workplace', 'text', 'workplace'],
  ['salary', 'text', 'salary'],
  ['date_posted', 'date', 'datePosted'],
];

/** Hours filter as the site sends it: a range. */
const HOURS = { '32-40': [32, 39] };

async function onPostgres(count, port) {
  const postgres = await startPostgres({ port });
  const client = new Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION pg_trgm');
    await client.query(`CREATE TABLE vacancies (id int PRIMARY KEY, document_id text, title text, summary text, category text, place text,
      hours int, education text, workplace text, salary text, date_posted date,
      search tsvector GENERATED ALWAYS AS (setweight(to_tsvector('dutch', title), 'A') || setweight(to_tsvector('dutch', summary), 'B')) STORED)`);
    const loadStarted = performance.now();
    let batch = [];
    const flush = async () => {
      if (!batch.length) return;
      const columns = COLUMNS.map(([column]) => column).join(', ');
      const arrays = COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
      await client.query(
        `INSERT INTO vacancies (${columns}) SELECT * FROM unnest(${arrays})`,
        COLUMNS.map(([, , field]) => batch.map((vacancy) => vacancy[field])),
      );
      batch = [];
    };
    for (const vacancy of vacancies(count)) {
      batch.push(vacancy);
      if (batch.length === 5000) await flush();
    }
    await flush();
    const loadMs = performance.now() - loadStarted;
    const indexStarted = performance.now();
    await client.query('CREATE INDEX vacancies_search ON vacancies USING gin (search)');
    await client.query('CREATE INDEX vacancies_title_trgm ON vacancies USING gin (title gin_trgm_ops)');
    for (const column of ['category', 'place', 'date_posted', 'workplace']) await client.query(`CREATE INDEX ON vacancies (${column})`);
    await client.query('ANALYZE vacancies');
    const indexMs = performance.now() - indexStarted;
    const { rows } = await client.query(
      `SELECT pg_size_pretty(pg_total_relation_size('vacancies')) AS total, pg_size_pretty(pg_relation_size('vacancies_search')) AS fulltext, pg_size_pretty(pg_relation_size('vacancies_title_trgm')) AS trigram`,
    );
    const kinds = await timeKinds(({ q, filters = {} }) => pgSearch(client, q, filters));
    return { loadMs: Math.round(loadMs), indexMs: Math.round(indexMs), sizes: rows[0], kinds };
  } finally {
    await client.end();
    postgres.stop();
  }
}

/**
 * The page, the total and every facet's counts in two statements. A word matches stemmed (dutch) or as
 * the start of a word (`:*`); when neither finds anything, by trigram similarity of the title (a typo).
 */
async function pgSearch(client, q, filters) {
  const where = [];
  const params = [];
  const bind = (value) => (params.push(value), `$${params.length}`);
  for (const column of ['category', 'place', 'education', 'workplace'])
    if (filters[column]) where.push(`${column} = ${bind(filters[column])}`);
  // "This band or higher", as the index counts salary bands (4-digit strings compare as numbers).
  if (filters.salary) where.push(`salary >= ${bind(filters.salary)}`);
  if (filters.hours) where.push(`hours BETWEEN ${bind(HOURS[filters.hours][0])} AND ${bind(HOURS[filters.hours][1])}`);
  const run = async (conditions, rank) => {
    const condition = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [page, facets] = await Promise.all([
      client.query(
        `SELECT document_id FROM vacancies ${condition} ORDER BY ${rank ? `${rank} DESC, ` : ''}date_posted DESC, id DESC LIMIT 20`,
        params,
      ),
      client.query(
        `SELECT grouping(category, place, education, workplace, salary) AS level, category, place, education, workplace, salary, count(*)::int AS n
         FROM vacancies ${condition} GROUP BY GROUPING SETS ((), (category), (place), (education), (workplace), (salary))`,
        params,
      ),
    ]);
    const total = facets.rows.find((row) => row.level === 31)?.n ?? 0;
    return { ids: page.rows.map((row) => row.document_id), total };
  };
  if (!q) return run(where, null);
  const word = bind(q);
  const text = `(plainto_tsquery('dutch', ${word}) || to_tsquery('simple', regexp_replace(${word}, '\\W', '', 'g') || ':*'))`;
  const answer = await run([...where, `search @@ ${text}`], `ts_rank(search, ${text})`);
  if (answer.total > 0) return answer;
  return run([...where, `title % ${word}`], `similarity(title, ${word})`);
}

const results = [];
for (const size of SIZES) {
  const memory = await inMemory(size);
  const postgres = await onPostgres(size, numberOption('pg-port', 5446));
  results.push({ size, memory, postgres });
  console.log(`\n${size.toLocaleString('en')} vacancies`);
  console.log(`  in memory:  start ${memory.startMs} ms per instance, heap +${memory.heapMb} MB per instance`);
  console.log(
    `  PostgreSQL: nothing at start; load ${postgres.loadMs} ms and indexes ${postgres.indexMs} ms once; table ${postgres.sizes.total}, full text ${postgres.sizes.fulltext}, trigram ${postgres.sizes.trigram}`,
  );
  console.log('  kind        in memory p50 / p95 ms (found)     PostgreSQL p50 / p95 ms (found)');
  const cell = ({ p50, p95, found }) => `${String(p50).padStart(8)} / ${String(p95).padEnd(7)} (${found})`.padEnd(32);
  for (const kind of Object.keys(KINDS)) console.log(`  ${kind.padEnd(10)}${cell(memory.kinds[kind])}  ${cell(postgres.kinds[kind])}`);
}
if (flag('json')) console.log(JSON.stringify(results));
