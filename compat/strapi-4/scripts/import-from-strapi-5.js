'use strict';

/**
 * Fills this Strapi 4 with the published content of a running Strapi 5 of this project (decision 053):
 *
 *   STRAPI5_URL=http://127.0.0.1:1337 npm run import [-- --replace]
 *
 * It reads Strapi 5's public REST API (STRAPI5_TOKEN for a read token if its content is not public)
 * and writes through Strapi 4's own entity service, with Strapi 4 loaded in this process and its
 * server not started (stop it first: one SQLite file, one writer). Media files are downloaded and
 * uploaded again. Ids are Strapi 4's own; relations follow. Without --replace it refuses a Strapi 4
 * that already has vacancies.
 */
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const qs = require('qs');
const { PUBLIC_TYPES } = require('../../shared/content-model.cjs');

const SOURCE = (process.env.STRAPI5_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
const MEDIA = true;
/** What to populate per type, in Strapi 5 notation; the order puts the targets of relations first. */
const READS = [
  ['place', {}],
  ['vacancy-category', {}],
  ['partner', { logo: MEDIA }],
  ['product', { image: MEDIA, partner: true }],
  ['vacancy', { category: true, place: true, employer: true, images: MEDIA }],
  ['event', { place: true, images: MEDIA }],
  ['news-item', { image: MEDIA, gallery: MEDIA }],
  [
    'page',
    {
      blocks: {
        on: {
          'page.rich-text': true,
          'page.gallery': { populate: { images: MEDIA } },
          'page.call-to-action': true,
          'page.vacancy-list': { populate: { category: true } },
          'page.event-list': true,
        },
      },
      seo: { populate: { shareImage: MEDIA } },
    },
  ],
  ['redirect', {}],
  ['global', { navigation: true, footerLinks: true }],
];

async function readSource(pathname, params) {
  const url = `${SOURCE}/api${pathname}?${qs.stringify(params, { encodeValuesOnly: true })}`;
  const headers = process.env.STRAPI5_TOKEN ? { authorization: `Bearer ${process.env.STRAPI5_TOKEN}` } : {};
  const response = await fetch(url, { headers });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function* entriesOf(strapi, name, populate) {
  const { kind, info } = strapi.contentTypes[`api::${name}.${name}`];
  if (kind === 'singleType') {
    const answer = await readSource(`/${info.singularName}`, { populate });
    if (answer?.data) yield answer.data;
    return;
  }
  for (let page = 1; ; page += 1) {
    const answer = await readSource(`/${info.pluralName}`, { populate, pagination: { page, pageSize: 100 }, sort: ['id:asc'] });
    yield* answer.data;
    if (page >= answer.meta.pagination.pageCount) return;
  }
}

/** Strapi 5's documentIds → Strapi 4's ids, per target type; files by their Strapi 5 id. */
const newIds = new Map();
const idOf = (uid, documentId) => newIds.get(`${uid}|${documentId}`) ?? null;

async function uploadFile(strapi, file, workDir) {
  const key = `file|${file.id}`;
  if (newIds.has(key)) return newIds.get(key);
  const url = /^https?:/.test(file.url) ? file.url : `${SOURCE}${file.url}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const filePath = path.join(workDir, `${file.hash}${file.ext}`);
  writeFileSync(filePath, Buffer.from(await response.arrayBuffer()));
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: file.name, alternativeText: file.alternativeText, caption: file.caption } },
      files: { path: filePath, name: file.name, type: file.mime, size: Math.round(file.size * 1024) },
    });
  newIds.set(key, uploaded.id);
  return uploaded.id;
}

/** One entry or component as Strapi 4 data: its own attributes only, relations and media as ids. */
async function toData(strapi, attributes, entry, workDir) {
  const data = {};
  for (const [field, attribute] of Object.entries(attributes)) {
    const value = entry[field];
    if (value === undefined || ['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy'].includes(field)) continue;
    if (value === null) data[field] = null;
    else if (attribute.type === 'relation')
      data[field] = Array.isArray(value)
        ? value.map((item) => idOf(attribute.target, item.documentId)).filter(Boolean)
        : idOf(attribute.target, value.documentId);
    else if (attribute.type === 'media')
      data[field] = Array.isArray(value)
        ? await Promise.all(value.map((file) => uploadFile(strapi, file, workDir)))
        : await uploadFile(strapi, value, workDir);
    else if (attribute.type === 'component') {
      const component = strapi.components[attribute.component];
      const one = (item) => toData(strapi, component.attributes, item, workDir);
      data[field] = attribute.repeatable ? await Promise.all(value.map(one)) : await one(value);
    } else if (attribute.type === 'dynamiczone')
      data[field] = await Promise.all(
        value.map(async (item) => ({
          __component: item.__component,
          ...(await toData(strapi, strapi.components[item.__component].attributes, item, workDir)),
        })),
      );
    else data[field] = value;
  }
  return data;
}

async function run(strapi, replace) {
  const vacancies = await strapi.db.query('api::vacancy.vacancy').count();
  if (vacancies && !replace) throw new Error(`This Strapi 4 has ${vacancies} vacancies already; --replace empties it first.`);
  if (replace) for (const name of PUBLIC_TYPES) await strapi.db.query(`api::${name}.${name}`).deleteMany({});
  // Files as they are: Strapi 4 need not make resized copies of what Strapi 5 already optimised.
  await strapi
    .store({ type: 'plugin', name: 'upload', key: 'settings' })
    .set({ value: { sizeOptimization: false, responsiveDimensions: false, autoOrientation: false } });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'strapi-4-import-'));
  try {
    for (const [name, populate] of READS) {
      const uid = `api::${name}.${name}`;
      const { attributes, options } = strapi.contentTypes[uid];
      let count = 0;
      for await (const entry of entriesOf(strapi, name, populate)) {
        const data = await toData(strapi, attributes, entry, workDir);
        if (options?.draftAndPublish) data.publishedAt = entry.publishedAt ?? new Date().toISOString();
        const created = await strapi.entityService.create(uid, { data });
        newIds.set(`${uid}|${entry.documentId}`, created.id);
        count += 1;
      }
      console.log(`${name}: ${count}`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const strapi = await require('@strapi/strapi')({ appDir: root, distDir: root }).load();
  try {
    await run(strapi, process.argv.includes('--replace'));
  } finally {
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
