#!/usr/bin/env node
'use strict';

/**
 * Seeds the CMS with Dutch demo content: categories, places, partners, products, vacancies,
 * events, news, pages, redirects, the global settings and a small pool of generated images.
 *
 *   npm run seed -w apps/cms                       # 240 vacancies (default)
 *   npm run seed -w apps/cms -- --vacancies 20000  # more than 1000 → bulk insert
 *   node scripts/seed.js --date 2026-01-15          # fixed seed date → identical output everywhere
 *
 * Options:
 *   --vacancies N   number of vacancies to have (default 240)
 *   --date D        seed date YYYY-MM-DD that all relative dates are based on
 *                   (default: $SEED_DATE, else today in Europe/Amsterdam)
 *   --bulk          always use the bulk insert for vacancies (normally only above 1000)
 *   --no-compile    skip the TypeScript compile and use the existing dist/ as `strapi start`
 *                   does (faster; only when dist/ is up to date, e.g. right after a build)
 *   --help          show this help
 *
 * Idempotent: every entry has a natural key (name, slug, `from`, file name); what already exists is
 * left as it is and only what is missing is created. Content is deterministic for a given seed
 * date (seeded PRNG), so a second run adds nothing.
 *
 * Uses the database configured for the app (DATABASE_FILENAME / DATABASE_URL, see
 * config/database.ts) and needs the same environment as `strapi start` (APP_KEYS and the other
 * secrets, or a .env file in apps/cms).
 */
const path = require('path');

const APP_DIR = path.resolve(__dirname, '..');
const DEFAULT_VACANCIES = 240;
const BULK_THRESHOLD = 1000;
const BULK_CHUNK = 5000;
const TRANSACTION_SIZE = 50;

const UID = {
  category: 'api::vacancy-category.vacancy-category',
  place: 'api::place.place',
  partner: 'api::partner.partner',
  product: 'api::product.product',
  vacancy: 'api::vacancy.vacancy',
  event: 'api::event.event',
  news: 'api::news-item.news-item',
  page: 'api::page.page',
  redirect: 'api::redirect.redirect',
  global: 'api::global.global',
};

function usage() {
  const lines = require('fs').readFileSync(__filename, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('/**'));
  const end = lines.findIndex((l, i) => i > start && l.startsWith(' */'));
  return lines
    .slice(start + 1, end)
    .map((l) => l.replace(/^ \* ?/, ''))
    .join('\n');
}

function parseArgs(argv) {
  const opts = { vacancies: DEFAULT_VACANCIES, date: process.env.SEED_DATE || null, bulk: false, compile: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      if (i >= argv.length) throw new UsageError(`${flag} verwacht een waarde`);
      return argv[i];
    };
    switch (flag) {
      case '--vacancies':
      case '-n': {
        const raw = value();
        const n = Number(raw);
        if (!Number.isInteger(n) || n < 0) throw new UsageError(`--vacancies moet een geheel getal ≥ 0 zijn (kreeg "${raw}")`);
        opts.vacancies = n;
        break;
      }
      case '--date': {
        opts.date = value();
        break;
      }
      case '--bulk':
        opts.bulk = true;
        break;
      case '--no-compile':
        opts.compile = false;
        break;
      case '--help':
      case '-h':
        opts.help = true;
        break;
      default:
        throw new UsageError(`onbekende optie "${arg}" (zie --help)`);
    }
  }
  if (opts.date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(opts.date))
    throw new UsageError(`--date moet de vorm JJJJ-MM-DD hebben (kreeg "${opts.date}")`);
  return opts;
}

class UsageError extends Error {}

const log = (...args) => console.log(...args);
const seconds = (ms) => (ms / 1000).toFixed(1);

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    log(usage());
    return;
  }
  process.chdir(APP_DIR);
  const started = Date.now();

  // Loaded after the chdir so module resolution and Strapi both work from the app directory.
  const text = require('./seed-lib/text');
  const { imageDefinitions, ensureImages } = require('./seed-lib/images');
  const { createVacancyGenerator } = require('./seed-lib/vacancies');
  const { bulkCreatePublished } = require('./seed-lib/bulk');
  const data = {
    categories: require('./seed-data/categories'),
    places: require('./seed-data/places'),
    partners: require('./seed-data/partners'),
    products: require('./seed-data/products'),
    jobs: require('./seed-data/jobs'),
    events: require('./seed-data/events'),
    news: require('./seed-data/news'),
    pages: require('./seed-data/pages'),
    site: require('./seed-data/site'),
    images: require('./seed-data/images'),
  };
  const { slugify, toBlocks, addDays, amsterdamToIso } = text;
  const seedDate = opts.date || text.todayInAmsterdam();

  log(`Seed: datum ${seedDate}, ${opts.vacancies} vacatures gevraagd.`);
  log('Strapi laden…');
  // The site is not told about each seeded entry: starting it (or POST /api/revalidate {all}) refreshes everything (decision 010).
  process.env.SITE_REVALIDATION = 'off';
  const { createStrapi, compileStrapi } = require('@strapi/strapi');
  let appContext;
  if (opts.compile) {
    appContext = await compileStrapi();
  } else {
    appContext = { appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') };
    if (!require('fs').existsSync(path.join(appContext.distDir, 'src', 'index.js'))) {
      throw new UsageError('--no-compile: dist/ ontbreekt; draai eerst `npm run build -w apps/cms` of laat --no-compile weg');
    }
  }
  const app = createStrapi(appContext);
  app.log.level = 'warn';
  await app.load();
  app.log.level = 'error';
  const strapi = app;
  log(`Strapi geladen in ${seconds(Date.now() - started)} s (database: ${strapi.db.dialect.client}).`);

  const summary = [];
  const hasDraftAndPublish = (uid) => Boolean(strapi.contentType(uid).options?.draftAndPublish);
  const createDocument = (uid, docData) =>
    strapi.documents(uid).create({ data: docData, ...(hasDraftAndPublish(uid) ? { status: 'published' } : {}) });

  /** Existing documents by natural key: Map key → documentId. */
  async function existingKeys(uid, keyField, keys) {
    const map = new Map();
    const list = [...keys];
    for (let i = 0; i < list.length; i += 500) {
      const rows = await strapi.db
        .query(uid)
        .findMany({ select: ['documentId', keyField], where: { [keyField]: { $in: list.slice(i, i + 500) } } });
      for (const row of rows) if (!map.has(row[keyField])) map.set(row[keyField], row.documentId);
    }
    return map;
  }

  /** Creates the items whose key does not exist yet. Returns Map key → documentId. */
  async function ensure(label, uid, keyField, items, keyOf, toData) {
    const keys = items.map(keyOf);
    const map = await existingKeys(uid, keyField, keys);
    let created = 0;
    const missing = items.filter((item) => !map.has(keyOf(item)));
    for (let i = 0; i < missing.length; i += TRANSACTION_SIZE) {
      // One transaction per group of documents: far fewer commits (fsyncs) on SQLite.
      await strapi.db.transaction(async () => {
        for (const item of missing.slice(i, i + TRANSACTION_SIZE)) {
          const doc = await createDocument(uid, toData(item));
          map.set(keyOf(item), doc.documentId);
          created += 1;
        }
      });
    }
    summary.push({ label, uid, created });
    return map;
  }

  // ---- images ----------------------------------------------------------------------------------
  const imageDefs = imageDefinitions(data.images.photos, data.partners, slugify);
  const { files, created: imagesCreated } = await ensureImages(strapi, imageDefs, log);
  const fileId = (key) => {
    const f = files.get(key);
    if (!f) throw new Error(`seed-data verwijst naar onbekende afbeelding "${key}"`);
    return f.id;
  };
  summary.push({ label: 'Afbeeldingen', created: imagesCreated, total: files.size });

  // ---- categories, places, partners, products --------------------------------------------------
  const categories = data.categories.map((c) => ({ ...c, slug: slugify(c.name) }));
  // Keyed on the name, which the schema requires to be unique; looked up by slug below.
  const categoryIdsByName = await ensure(
    'Vacaturecategorieën',
    UID.category,
    'name',
    categories,
    (c) => c.name,
    (c) => ({
      name: c.name,
      slug: c.slug,
      description: c.description,
    }),
  );
  const categoryIds = new Map(categories.map((c) => [c.slug, categoryIdsByName.get(c.name)]));

  const placeIds = await ensure(
    'Plaatsen',
    UID.place,
    'name',
    data.places,
    (p) => p.name,
    (p) => ({
      name: p.name,
      slug: slugify(p.name),
      province: p.province,
      latitude: p.latitude,
      longitude: p.longitude,
    }),
  );
  const placeRef = (name) => {
    if (name == null) return null;
    const id = placeIds.get(name);
    if (!id) throw new Error(`seed-data verwijst naar onbekende plaats "${name}"`);
    return id;
  };

  const partners = data.partners.map((p) => ({ ...p, slug: slugify(p.name) }));
  const partnerIds = await ensure(
    'Partners',
    UID.partner,
    'slug',
    partners,
    (p) => p.slug,
    (p) => ({
      name: p.name,
      slug: p.slug,
      website: p.website,
      description: p.description,
      logo: fileId(`logo-${p.slug}`),
      // The head office: the employer's page shows it (issue 16).
      place: placeRef(p.places[0]),
    }),
  );
  const partnerRefByName = (name) => (name ? (partnerIds.get(slugify(name)) ?? null) : null);

  await ensure(
    'Producten',
    UID.product,
    'slug',
    data.products,
    (p) => slugify(p.name),
    (p) => ({
      name: p.name,
      slug: slugify(p.name),
      summary: p.summary,
      description: toBlocks(p.description),
      price: p.price,
      image: fileId(p.image),
      partner: partnerRefByName(p.partner),
    }),
  );

  // ---- vacancies -------------------------------------------------------------------------------
  const vacancyStarted = Date.now();
  const generatorOptions = {
    categories,
    places: data.places,
    partners,
    jobs: data.jobs,
    seedDate,
    categoryImage: data.images.categoryImage,
    extraImages: data.images.vacancyExtraImages,
  };
  const generator = createVacancyGenerator(generatorOptions);
  const vacancyTable = strapi.db.metadata.get(UID.vacancy).tableName;
  const existingSlugs = new Set();
  if (opts.vacancies > 0) {
    const rows = await strapi.db.connection(vacancyTable).distinct('slug');
    for (const r of rows) existingSlugs.add(r.slug);
  }
  const vacancyInput = (v) => ({
    data: v.data,
    relations: { category: categoryIds.get(v.categorySlug), place: placeIds.get(v.placeName), employer: partnerIds.get(v.partnerSlug) },
    media: v.images.length ? { images: v.images.map(fileId) } : {},
  });

  // Which vacancies are missing? (Generating is cheap; only the missing ones are written.)
  let missingCount = 0;
  for (let i = 0; i < opts.vacancies; i += 1)
    if (!existingSlugs.has(generator.generate(i, { slugOnly: true }).data.slug)) missingCount += 1;
  const useBulk = opts.bulk || missingCount > BULK_THRESHOLD;
  const regenerate = createVacancyGenerator(generatorOptions);
  let vacanciesCreated = 0;
  if (missingCount > 0) {
    log(`Vacatures: ${missingCount} aanmaken via ${useBulk ? 'bulk-insert (knex, transacties van 500)' : 'de Document Service'}…`);
    let pending = [];
    const flush = async () => {
      if (pending.length === 0) return;
      if (useBulk) {
        await bulkCreatePublished(strapi, UID.vacancy, pending.map(vacancyInput));
      } else {
        for (let i = 0; i < pending.length; i += TRANSACTION_SIZE) {
          await strapi.db.transaction(async () => {
            for (const v of pending.slice(i, i + TRANSACTION_SIZE)) {
              const input = vacancyInput(v);
              await createDocument(UID.vacancy, { ...input.data, ...input.relations, images: input.media.images ?? [] });
            }
          });
        }
      }
      vacanciesCreated += pending.length;
      pending = [];
      if (useBulk && missingCount > BULK_CHUNK) {
        const elapsed = (Date.now() - vacancyStarted) / 1000;
        log(`  ${vacanciesCreated}/${missingCount} (${elapsed.toFixed(0)} s)`);
      }
    };
    for (let i = 0; i < opts.vacancies; i += 1) {
      const v = regenerate.generate(i);
      if (existingSlugs.has(v.data.slug)) continue;
      pending.push(v);
      if (pending.length >= BULK_CHUNK) await flush();
    }
    await flush();
  }
  summary.push({ label: 'Vacatures', uid: UID.vacancy, created: vacanciesCreated, seconds: (Date.now() - vacancyStarted) / 1000 });

  // ---- events, news, pages ---------------------------------------------------------------------
  await ensure(
    'Evenementen',
    UID.event,
    'slug',
    data.events,
    (e) => slugify(e.title),
    (e) => ({
      title: e.title,
      slug: slugify(e.title),
      summary: e.summary,
      description: toBlocks(e.description),
      start: amsterdamToIso(addDays(seedDate, e.day), e.start),
      end: e.end ? amsterdamToIso(addDays(seedDate, e.day + (e.endDay || 0)), e.end) : null,
      location: e.location,
      address: e.address,
      place: placeRef(e.place),
      capacity: e.capacity,
      price: e.price,
      images: e.images.map(fileId),
    }),
  );

  await ensure(
    'Nieuwsberichten',
    UID.news,
    'slug',
    data.news,
    (n) => slugify(n.title),
    (n) => ({
      title: n.title,
      slug: slugify(n.title),
      summary: n.summary,
      body: toBlocks(n.body),
      date: addDays(seedDate, n.day),
      image: n.image ? fileId(n.image) : null,
      gallery: (n.gallery || []).map(fileId),
    }),
  );

  const pageBlock = (b) => {
    switch (b.type) {
      case 'rich-text':
        return { __component: 'page.rich-text', body: toBlocks(b.body) };
      case 'gallery':
        return { __component: 'page.gallery', title: b.title, images: b.images.map(fileId) };
      case 'cta':
        return {
          __component: 'page.call-to-action',
          heading: b.heading,
          text: b.text,
          buttonLabel: b.buttonLabel,
          buttonHref: b.buttonHref,
        };
      case 'vacancy-list':
        return {
          __component: 'page.vacancy-list',
          heading: b.heading,
          limit: b.limit,
          category: b.category ? categoryIds.get(b.category) : null,
        };
      case 'event-list':
        return { __component: 'page.event-list', heading: b.heading, limit: b.limit };
      default:
        throw new Error(`onbekend paginablok "${b.type}"`);
    }
  };
  await ensure(
    'Pagina’s',
    UID.page,
    'slug',
    data.pages,
    (p) => p.slug,
    (p) => ({
      title: p.title,
      slug: p.slug,
      intro: p.intro,
      colorMode: p.colorMode ?? null,
      blocks: p.blocks.map(pageBlock),
      seo: p.seo
        ? {
            metaTitle: p.seo.metaTitle,
            metaDescription: p.seo.metaDescription,
            shareImage: p.seo.shareImage ? fileId(p.seo.shareImage) : null,
          }
        : null,
    }),
  );

  // ---- redirects and global --------------------------------------------------------------------
  await ensure(
    'Doorverwijzingen',
    UID.redirect,
    'from',
    data.site.redirects,
    (r) => r.from,
    (r) => ({ ...r }),
  );

  const existingGlobal = await strapi.documents(UID.global).findFirst();
  let globalCreated = 0;
  if (!existingGlobal) {
    await strapi.documents(UID.global).create({ data: data.site.global });
    globalCreated = 1;
  }
  summary.push({ label: 'Algemeen (global)', uid: UID.global, created: globalCreated });

  // ---- summary ---------------------------------------------------------------------------------
  for (const row of summary) {
    if (row.uid && row.total === undefined) {
      row.total = await strapi.documents(row.uid).count(hasDraftAndPublish(row.uid) ? { status: 'published' } : {});
    }
  }
  const totalCreated = summary.reduce((sum, r) => sum + r.created, 0);
  const width = Math.max(...summary.map((r) => r.label.length));
  log('');
  log(`${'Type'.padEnd(width)}  nieuw   totaal`);
  for (const r of summary) {
    log(
      `${r.label.padEnd(width)}  ${String(r.created).padStart(5)}  ${String(r.total).padStart(7)}${r.seconds && r.created ? `   (${r.seconds.toFixed(1)} s)` : ''}`,
    );
  }
  log('');
  log(totalCreated === 0 ? 'Niets nieuws toegevoegd: alles bestond al.' : `${totalCreated} items toegevoegd.`);
  log(`Klaar in ${seconds(Date.now() - started)} s.`);

  await app.destroy();
}

main().then(
  () => process.exit(0),
  async (error) => {
    if (error instanceof UsageError) {
      console.error(`Seed: ${error.message}`);
      process.exit(2);
    }
    console.error(`\nSeed mislukt: ${error?.message || error}`);
    const details = error?.details?.errors;
    if (Array.isArray(details)) for (const d of details) console.error(`  - ${(d.path || []).join('.')}: ${d.message}`);
    if (process.env.DEBUG) console.error(error?.stack);
    else console.error('(Zet DEBUG=1 voor de volledige stacktrace.)');
    try {
      if (global.strapi) await global.strapi.destroy();
    } catch {
      /* ignore */
    }
    process.exit(1);
  },
);
