'use strict';

/**
 * Fills this Strapi 3 with the published content of a running Strapi 5 of this project (decision 053):
 *
 *   STRAPI5_URL=http://127.0.0.1:1337 npm run import [-- --replace]
 *
 * It reads Strapi 5's public REST API (STRAPI5_TOKEN for a read token if its content is not public)
 * and writes through Strapi 3's own query layer, with Strapi 3 loaded in this process (on Node 14, as
 * `npm run import` runs it) and its server not needed. Strapi 3 has no API tokens and the site needs no
 * admin user, so nothing goes over Strapi 3's REST API: its query layer writes relations, components and
 * dynamic zones as its admin panel would. Rich text (Strapi 5 blocks) becomes Markdown; media fields are
 * not here (scripts/generate-models.js). Ids are Strapi 3's own; relations follow. Without --replace it
 * refuses a Strapi 3 that already has vacancies.
 */
const http = require('http');
const https = require('https');
const path = require('path');
const qs = require('qs');
const { PUBLIC_TYPES } = require('../../shared/content-model.cjs');
const { blocksToMarkdown } = require('./blocks-to-markdown');

const SOURCE = (process.env.STRAPI5_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
/** What to populate per type, in Strapi 5 notation; the order puts the targets of relations first. */
const READS = [
  ['place', {}],
  ['vacancy-category', {}],
  ['partner', { place: true }],
  ['product', { partner: true }],
  ['vacancy', { category: true, place: true, employer: true }],
  ['event', { place: true }],
  ['news-item', {}],
  [
    'page',
    {
      blocks: {
        on: {
          'page.rich-text': true,
          'page.gallery': true,
          'page.call-to-action': true,
          'page.vacancy-list': { populate: { category: true } },
          'page.event-list': true,
        },
      },
      seo: true,
    },
  ],
  ['redirect', {}],
  ['global', { navigation: true, footerLinks: true }],
];

/** Node 14 has no fetch: one GET, its JSON, null on a 404. */
function getJson(url) {
  const headers = process.env.STRAPI5_TOKEN ? { authorization: `Bearer ${process.env.STRAPI5_TOKEN}` } : {};
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).get(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode === 404) resolve(null);
        else if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}: ${body.slice(0, 500)}`));
        else resolve(JSON.parse(body));
      });
    });
    request.on('error', reject);
    request.setTimeout(60000, () => request.destroy(new Error(`${url}: no answer in 60 s`)));
  });
}

const readSource = (pathname, params) => getJson(`${SOURCE}/api${pathname}?${qs.stringify(params, { encodeValuesOnly: true })}`);

/** The Strapi 5 schema of a type, for its REST names (the generator wrote the Strapi 3 model from it). */
function restNames(name) {
  const source = path.resolve(process.env.STRAPI5_SRC_DIR || path.join(__dirname, '..', '..', '..', 'apps', 'cms', 'src'));
  return require(path.join(source, 'api', name, 'content-types', name, 'schema.json')).info;
}

async function* entriesOf(strapi, name, populate) {
  const { singularName, pluralName } = restNames(name);
  if (strapi.models[name].kind === 'singleType') {
    const answer = await readSource(`/${singularName}`, { populate });
    if (answer && answer.data) yield answer.data;
    return;
  }
  for (let page = 1; ; page += 1) {
    const answer = await readSource(`/${pluralName}`, { populate, pagination: { page, pageSize: 100 }, sort: ['id:asc'] });
    yield* answer.data;
    if (page >= answer.meta.pagination.pageCount) return;
  }
}

/** Strapi 5's documentIds → Strapi 3's ids, per model. */
const newIds = new Map();
const idOf = (model, documentId) => (newIds.has(`${model}|${documentId}`) ? newIds.get(`${model}|${documentId}`) : null);

/** One entry or component as Strapi 3 data: the attributes of its Strapi 3 model only, relations as ids. */
function toData(strapi, attributes, entry) {
  const data = {};
  for (const [field, attribute] of Object.entries(attributes)) {
    const value = entry[field];
    if (value === undefined || ['created_at', 'updated_at', 'published_at', 'created_by', 'updated_by'].includes(field)) continue;
    if (value === null) data[field] = null;
    else if (attribute.model && !attribute.plugin) data[field] = idOf(attribute.model, value.documentId);
    else if (attribute.collection && !attribute.plugin)
      data[field] = value.map((item) => idOf(attribute.collection, item.documentId)).filter((id) => id !== null);
    else if (attribute.type === 'component') {
      const component = strapi.components[attribute.component];
      const one = (item) => toData(strapi, component.attributes, item);
      data[field] = attribute.repeatable ? value.map(one) : one(value);
    } else if (attribute.type === 'dynamiczone')
      data[field] = value
        .filter((item) => strapi.components[item.__component])
        .map((item) => ({ __component: item.__component, ...toData(strapi, strapi.components[item.__component].attributes, item) }));
    else if (attribute.type === 'richtext') data[field] = blocksToMarkdown(value);
    else if (attribute.type) data[field] = value;
  }
  return data;
}

async function run(strapi, replace) {
  const vacancies = await strapi.query('vacancy').count({});
  if (vacancies && !replace) throw new Error(`This Strapi 3 has ${vacancies} vacancies already; --replace empties it first.`);
  if (replace) for (const name of PUBLIC_TYPES) await strapi.query(name).delete({ _limit: -1 });
  for (const [name, populate] of READS) {
    const model = strapi.models[name];
    let count = 0;
    for await (const entry of entriesOf(strapi, name, populate)) {
      const data = toData(strapi, model.attributes, entry);
      if (model.options && model.options.draftAndPublish) data.published_at = entry.publishedAt || new Date().toISOString();
      const created = await strapi.query(name).create(data);
      newIds.set(`${name}|${entry.documentId}`, created.id);
      count += 1;
    }
    console.log(`${name}: ${count}`);
  }
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const strapi = await require('strapi')({ dir: root, autoReload: false, serveAdminPanel: false }).load();
  let failed = false;
  try {
    await run(strapi, process.argv.includes('--replace'));
  } catch (error) {
    console.error(error);
    failed = true;
  }
  await strapi.connections.default.destroy();
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
