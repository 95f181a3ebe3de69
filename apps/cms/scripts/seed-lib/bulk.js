'use strict';

/**
 * Bulk insert of published documents straight into the database (knex), for seeding tens of
 * thousands of vacancies in minutes instead of hours.
 *
 * It writes exactly what the Document Service writes for `create({ data, status: 'published' })`
 * on a draft-and-publish type without i18n:
 *   - two rows per document with the same document_id (cuid2, 24 lowercase alphanumerics):
 *     the draft (published_at NULL) and the published version (published_at set); both have the
 *     same created_at/updated_at, locale NULL and created_by_id/updated_by_id NULL;
 *   - for each relation, one link row per version: the draft links to the draft row of a related
 *     draft-and-publish document and the published version to its published row; a related type
 *     without draft-and-publish has one row, which both versions link to. The inverse order column
 *     (e.g. vacancy_ord) gets max + 1 for the related row, the same value for both versions;
 *   - for media, rows in the polymorphic files link table for both versions, order 1..n.
 * Table and column names are read from Strapi's own metadata, so this follows the schema.
 */
const path = require('path');

const DOCS_PER_TRANSACTION = 500;
const ROWS_PER_INSERT = 250; // SQLite's compound-select limit is 500 rows per INSERT

function loadCreateId() {
  const corePkg = require.resolve('@strapi/core/package.json', { paths: [process.cwd()] });
  return require(require.resolve('@paralleldrive/cuid2', { paths: [path.dirname(corePkg)] })).createId;
}

async function insertChunked(trx, table, rows) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx(table).insert(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

/** documentId → { draft: rowId, published: rowId } for a related type. */
async function rowIdsByDocument(strapi, uid, documentIds) {
  const meta = strapi.db.metadata.get(uid);
  const hasDraftAndPublish = Boolean(strapi.contentType(uid)?.options?.draftAndPublish);
  const rows = await strapi.db
    .connection(meta.tableName)
    .select('id', 'document_id', 'published_at')
    .whereIn('document_id', [...new Set(documentIds)]);
  const map = new Map();
  for (const row of rows) {
    const entry = map.get(row.document_id) ?? {};
    if (!hasDraftAndPublish) {
      entry.draft = row.id;
      entry.published = row.id;
    } else if (row.published_at == null) {
      entry.draft = row.id;
    } else {
      entry.published = row.id;
    }
    map.set(row.document_id, entry);
  }
  for (const id of new Set(documentIds)) {
    const entry = map.get(id);
    if (!entry || entry.draft == null || entry.published == null) {
      throw new Error(`${uid} ${id} heeft geen concept- én gepubliceerde versie; kan er niet naar linken.`);
    }
  }
  return map;
}

/**
 * @param {object} strapi
 * @param {string} uid                     e.g. 'api::vacancy.vacancy'
 * @param {Array<{ data: object, relations: Record<string,string>, media: Record<string,number[]> }>} items
 *        data: scalar attributes by attribute name; relations: attribute → related documentId;
 *        media: attribute → file ids
 * @param {(done:number,total:number)=>void} [progress]
 */
async function bulkCreatePublished(strapi, uid, items, progress = () => {}) {
  if (items.length === 0) return 0;
  const createId = loadCreateId();
  const knex = strapi.db.connection;
  const meta = strapi.db.metadata.get(uid);
  const table = meta.tableName;

  const column = (attr) => {
    const a = meta.attributes[attr];
    if (!a || !a.columnName) throw new Error(`${uid}: onbekend veld ${attr}`);
    return a.columnName;
  };
  const isJson = (attr) => ['json', 'blocks'].includes(strapi.contentType(uid).attributes[attr]?.type);

  // ---- relations: link tables, related row ids and the current max of the inverse order column
  const relationAttrs = [...new Set(items.flatMap((it) => Object.keys(it.relations || {})))];
  const relations = [];
  for (const attr of relationAttrs) {
    const a = meta.attributes[attr];
    if (!a || a.type !== 'relation' || !a.joinTable) throw new Error(`${uid}: ${attr} is geen relatie met een koppeltabel`);
    const jt = a.joinTable;
    const docIds = items.map((it) => it.relations?.[attr]).filter(Boolean);
    const rowIds = await rowIdsByDocument(strapi, a.target, docIds);
    const counters = new Map();
    if (jt.inverseOrderColumnName) {
      const targetIds = [...new Set([...rowIds.values()].flatMap((e) => [e.draft, e.published]))];
      const maxRows = await knex(jt.name)
        .select(jt.inverseJoinColumn.name)
        .max(jt.inverseOrderColumnName, { as: 'max' })
        .whereIn(jt.inverseJoinColumn.name, targetIds)
        .groupBy(jt.inverseJoinColumn.name);
      for (const r of maxRows) counters.set(r[jt.inverseJoinColumn.name], Number(r.max) || 0);
    }
    relations.push({ attr, jt, rowIds, counters });
  }

  // ---- media: the polymorphic link table of the upload plugin
  const fileRelated = strapi.db.metadata.get('plugin::upload.file').attributes.related.joinTable;
  const morph = {
    table: fileRelated.name,
    fileColumn: fileRelated.joinColumn.name,
    idColumn: fileRelated.morphColumn.idColumn.name,
    typeColumn: fileRelated.morphColumn.typeColumn.name,
  };

  let done = 0;
  for (let start = 0; start < items.length; start += DOCS_PER_TRANSACTION) {
    const batch = items.slice(start, start + DOCS_PER_TRANSACTION);
    await knex.transaction(async (trx) => {
      const now = new Date();
      const docIds = batch.map(() => createId());
      const rows = [];
      batch.forEach((item, i) => {
        const base = { document_id: docIds[i] };
        for (const [attr, value] of Object.entries(item.data)) {
          base[column(attr)] = value != null && isJson(attr) ? JSON.stringify(value) : (value ?? null);
        }
        Object.assign(base, { created_at: now, updated_at: now, created_by_id: null, updated_by_id: null, locale: null });
        rows.push({ ...base, published_at: null }, { ...base, published_at: now });
      });
      await insertChunked(trx, table, rows);

      const inserted = await trx(table).select('id', 'document_id', 'published_at').whereIn('document_id', docIds);
      const ids = new Map();
      for (const r of inserted) {
        const e = ids.get(r.document_id) ?? {};
        if (r.published_at == null) e.draft = r.id;
        else e.published = r.id;
        ids.set(r.document_id, e);
      }

      for (const { attr, jt, rowIds, counters } of relations) {
        const links = [];
        batch.forEach((item, i) => {
          const relatedDoc = item.relations?.[attr];
          if (!relatedDoc) return;
          const own = ids.get(docIds[i]);
          const target = rowIds.get(relatedDoc);
          const orderFor = new Map();
          for (const targetRow of new Set([target.draft, target.published])) {
            const next = (counters.get(targetRow) ?? 0) + 1;
            counters.set(targetRow, next);
            orderFor.set(targetRow, next);
          }
          for (const [ownRow, targetRow] of [
            [own.draft, target.draft],
            [own.published, target.published],
          ]) {
            const link = { [jt.joinColumn.name]: ownRow, [jt.inverseJoinColumn.name]: targetRow };
            if (jt.inverseOrderColumnName) link[jt.inverseOrderColumnName] = orderFor.get(targetRow);
            links.push(link);
          }
        });
        await insertChunked(trx, jt.name, links);
      }

      const mediaRows = [];
      batch.forEach((item, i) => {
        const own = ids.get(docIds[i]);
        for (const [field, fileIds] of Object.entries(item.media || {})) {
          for (const ownRow of [own.draft, own.published]) {
            fileIds.forEach((fileId, idx) => {
              mediaRows.push({ [morph.fileColumn]: fileId, [morph.idColumn]: ownRow, [morph.typeColumn]: uid, field, order: idx + 1 });
            });
          }
        }
      });
      await insertChunked(trx, morph.table, mediaRows);
    });
    done += batch.length;
    progress(done, items.length);
  }
  return done;
}

module.exports = { bulkCreatePublished };
