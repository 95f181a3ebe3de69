import type { Knex } from 'knex';
import type { ItemType, PageDocument, PageDocumentKind } from '@vacaturesite/shared';

/**
 * Which documents the dashboard's rankings may name (issue 35): the events are posted by anyone
 * (decision 007), so an item or a page ranks only when it is a published document in the database.
 *
 * Checked when the report is built, not when events are stored: ingestion is the hot path (decision
 * 007 measures it in thousands of events a second, and a database lookup per batch would cost each
 * one), while the report is an editor's occasional request. It is bounded there: items are filtered in
 * the ranking's own query with a semi-join on the content table's documentIds (one more index lookup
 * per item, whatever was posted), and pages by one lookup per kind of document for a fixed number of
 * candidate addresses (report.ts). A document unpublished since then no longer ranks, which is what an
 * editor who took it offline expects.
 */
export type DocumentKind = ItemType | PageDocumentKind;

/** Where Strapi keeps a kind of document; `draftAndPublish` types count only their published rows. */
export type DocumentTable = { table: string; draftAndPublish: boolean };
export type DocumentTables = Record<DocumentKind, DocumentTable>;

export type PublishedDocuments = {
  /** A subquery of the documentIds of a kind's published documents, for `whereIn`. */
  ids(kind: DocumentKind): Knex.QueryBuilder;
  /** Of these documents, the ones that are published, as `documentKey`s. */
  existing(documents: PageDocument[]): Promise<Set<string>>;
};

export const documentKey = (document: PageDocument) => `${document.kind} ${document.by} ${document.value}`;

/** Values per `IN (…)`: far under SQLite's bound-variable limit. */
const CHUNK = 500;

export function publishedDocuments(knex: Knex, tables: DocumentTables): PublishedDocuments {
  const live = (kind: DocumentKind) => {
    const query = knex(tables[kind].table);
    return tables[kind].draftAndPublish ? query.whereNotNull('published_at') : query;
  };
  return {
    ids: (kind) => live(kind).select('document_id'),
    async existing(documents) {
      const found = new Set<string>();
      const wanted = new Map<string, { kind: PageDocumentKind; by: PageDocument['by']; values: Set<string> }>();
      for (const document of documents) {
        const group = `${document.kind} ${document.by}`;
        if (!wanted.has(group)) wanted.set(group, { kind: document.kind, by: document.by, values: new Set() });
        wanted.get(group)!.values.add(document.value);
      }
      for (const { kind, by, values } of wanted.values()) {
        const column = by === 'slug' ? 'slug' : 'document_id';
        const list = [...values];
        for (let i = 0; i < list.length; i += CHUNK) {
          const rows: Array<{ value: string }> = await live(kind)
            .distinct({ value: column })
            .whereIn(column, list.slice(i, i + CHUNK));
          for (const row of rows) found.add(documentKey({ kind, by, value: row.value }));
        }
      }
      return found;
    },
  };
}
