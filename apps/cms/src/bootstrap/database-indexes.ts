import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Indexes for the filters and sorts of the site, the search and the account pages (issue 14,
 * decision 011). Strapi 5 creates only its own: document_id/locale/published_at per table, the
 * foreign keys of its link tables and created_by/updated_by. Its schema sync leaves indexes it did not
 * declare alone, so these are created here on every start with IF NOT EXISTS: a new database gets
 * them with its tables, an existing one the first time it starts with this code.
 */
export type IndexSpec = {
  uid: string;
  /** Appended to the table name: index names are per schema on PostgreSQL. */
  suffix: string;
  attributes: string[];
  /**
   * A unique index: the database, not Strapi's validation (which only its own writes pass through), keeps
   * the key once, also when two processes write it at the same moment.
   */
  unique?: boolean;
  /**
   * Index the link table of this relation attribute instead of the model's table, on the column of the
   * relation's target: with `unique`, each target is linked at most once (one organisation per account).
   */
  link?: string;
  /** Partial index over published versions only (draft & publish): the REST API's published reads say `published_at IS NOT NULL`, so both engines can use it, at half the size. */
  publishedOnly?: boolean;
  why: string;
};

export const DATABASE_INDEXES: IndexSpec[] = [
  {
    uid: 'api::vacancy.vacancy',
    suffix: 'open_list_idx',
    attributes: ['datePosted', 'id', 'closed', 'validThrough', 'publishedAt'],
    publishedOnly: true,
    why: 'home, category pages, RSS, REST list: ORDER BY datePosted DESC, id DESC LIMIT n reads the newest rows in index order and stops; the other columns answer the open filter and its count from the index alone (covering)',
  },
  {
    uid: 'api::vacancy.vacancy',
    suffix: 'open_by_id_idx',
    attributes: ['id', 'closed', 'validThrough', 'publishedAt'],
    publishedOnly: true,
    why: 'a list filtered by category or place is counted with count(DISTINCT id) over a join, which SQLite only takes from an id-ordered index (else it reads the whole table); the sitemap pages through open vacancies in id order',
  },
  {
    uid: 'api::vacancy.vacancy',
    suffix: 'published_updated_idx',
    attributes: ['updatedAt'],
    publishedOnly: true,
    why: "the search index's reconcile asks every minute for the newest change among published vacancies",
  },
  {
    uid: 'api::event.event',
    suffix: 'published_start_idx',
    attributes: ['start', 'id'],
    publishedOnly: true,
    why: 'the agenda: upcoming (start >= now, ascending) and past (start < now, descending)',
  },
  {
    uid: 'api::news-item.news-item',
    suffix: 'published_date_idx',
    attributes: ['date', 'id'],
    publishedOnly: true,
    why: 'the news list, newest first',
  },
  { uid: 'api::page.page', suffix: 'slug_idx', attributes: ['slug'], why: 'a page is looked up by its slug on every /{slug} request' },
  {
    uid: 'api::vacancy.vacancy',
    suffix: 'slug_idx',
    attributes: ['slug'],
    why: "a new vacancy's free slug (lib/slugs.ts) and Strapi's check that a uid is unique, at every post",
  },
  { uid: 'api::place.place', suffix: 'name_idx', attributes: ['name'], why: 'places are listed by name (pickers, /jobs/plaatsen)' },
  { uid: 'api::vacancy-category.vacancy-category', suffix: 'name_idx', attributes: ['name'], why: 'fields of work are listed by name' },
  { uid: 'api::partner.partner', suffix: 'name_idx', attributes: ['name'], why: 'partners are listed by name' },
  { uid: 'api::product.product', suffix: 'name_idx', attributes: ['name'], why: 'products are listed by name' },
  {
    uid: 'api::registration.registration',
    suffix: 'event_state_idx',
    attributes: ['eventDocumentId', 'state', 'registeredAt', 'id'],
    why: "places taken and the waitlist's order per event, counted under the event's lock on every registration",
  },
  {
    uid: 'api::job-alert.job-alert',
    suffix: 'category_place_idx',
    attributes: ['categoryId', 'placeId'],
    why: 'a publish looks up the alerts for its field of work and place (or none)',
  },
  {
    uid: 'api::job-alert.job-alert',
    suffix: 'unsubscribe_token_idx',
    attributes: ['unsubscribeToken'],
    why: 'the unsubscribe link finds its alert by token',
  },
  {
    uid: 'api::job-alert.job-alert-delivery',
    suffix: 'digest_pending_idx',
    attributes: ['digestPending', 'id'],
    why: 'the daily digest reads the pending deliveries in id order',
  },
  {
    uid: 'api::job-alert.job-alert-delivery',
    suffix: 'alert_idx',
    attributes: ['alertId'],
    why: "deleting an alert (or an account) deletes the alert's deliveries",
  },
  {
    uid: 'api::job-alert.job-alert-delivery',
    suffix: 'pair_key_unique',
    attributes: ['pairKey'],
    unique: true,
    why: '"(alert, vacancy) delivered" is one row, so a vacancy reaches an alert at most once, however often it is published, also when two publishes race (decision 009)',
  },
  {
    uid: 'api::indexing.indexing-notification',
    suffix: 'dedupe_key_unique',
    attributes: ['dedupeKey'],
    unique: true,
    why: 'an expiry is reported to Google once, whichever process or day notices it first (decision 034); rows without a key are many (NULLs never clash)',
  },
  {
    uid: 'api::indexing.indexing-notification',
    suffix: 'state_due_idx',
    attributes: ['state', 'dueAt'],
    why: "every CMS process's worker looks for the pending rows that are due every few seconds (decision 034); the daily round removes long given-up ones (decision 045)",
  },
  {
    uid: 'api::indexing.indexing-notification',
    suffix: 'state_sent_idx',
    attributes: ['state', 'sentAt'],
    why: 'each look counts what was sent in the last 24 hours against the daily cap; the daily round removes what was sent long ago (decision 045)',
  },
  {
    uid: 'api::mail-outbox.outgoing-mail',
    suffix: 'key_unique',
    attributes: ['key'],
    unique: true,
    why: 'one event, one mail: the key names it (decision 046), whichever process queues it',
  },
  {
    uid: 'api::mail-outbox.outgoing-mail',
    suffix: 'state_due_idx',
    attributes: ['state', 'dueAt'],
    why: "every CMS process's sender looks for due pending rows every few seconds, and for claims whose lease ended (decision 046)",
  },
  {
    uid: 'api::ats.vacancy-reference',
    suffix: 'organisation_reference_unique',
    attributes: ['organisationId', 'reference'],
    unique: true,
    why: "an ATS's reference is one vacancy per organisation (decision 057): of two POSTs with the same new reference the database lets one claim it; the key also answers the lookup by reference",
  },
  {
    uid: 'api::ats.vacancy-reference',
    suffix: 'organisation_id_idx',
    attributes: ['organisationId', 'id'],
    why: "GET /api/v1/vacancies pages through one organisation's references in id order and counts them",
  },
  {
    uid: 'api::ats.vacancy-reference',
    suffix: 'vacancy_idx',
    attributes: ['vacancyDocumentId'],
    why: 'a new application looks up whether its vacancy came from an ATS (for the webhook)',
  },
  {
    uid: 'api::ats.api-key',
    suffix: 'prefix_unique',
    attributes: ['prefix'],
    unique: true,
    why: 'every /api/v1 request finds its key by the public prefix (decision 057); two keys never share one',
  },
  {
    uid: 'api::ats.webhook',
    suffix: 'organisation_unique',
    attributes: ['organisationId'],
    unique: true,
    why: 'one webhook per organisation, looked up on every application',
  },
  {
    uid: 'api::ats.webhook-delivery',
    suffix: 'key_unique',
    attributes: ['key'],
    unique: true,
    why: 'one application, one delivery (decision 057), whichever process queues it',
  },
  {
    uid: 'api::ats.webhook-delivery',
    suffix: 'state_due_idx',
    attributes: ['state', 'dueAt'],
    why: "every CMS process's webhook sender looks for due pending rows and ended claims every few seconds",
  },
  {
    uid: 'api::organisation-member.organisation-member',
    suffix: 'one_per_account',
    link: 'user',
    attributes: [],
    unique: true,
    why: 'an account belongs to one organisation (decision 056): two invitations accepted at the same moment, or two claims, make one membership, also on two instances (issue 48)',
  },
  {
    uid: 'api::newsletter.newsletter-delivery',
    suffix: 'state_created_idx',
    attributes: ['state', 'createdAt'],
    why: 'every metrics scrape counts the unsent deliveries and finds the oldest pending one (decision 051) without reading the sent ones, one row per subscriber per newsletter',
  },
];

type ModelMetadata = {
  tableName: string;
  attributes: Record<string, { columnName?: string; joinTable?: { name: string; inverseJoinColumn: { name: string } } } | undefined>;
};
export type ResolvedIndex = { name: string; table: string; columns: string[]; publishedColumn: string | null; unique: boolean };

/** Table and column names from Strapi's metadata, so a renamed collection or attribute is followed (or fails loudly here). */
export function resolveIndexes(metadata: { get(uid: string): ModelMetadata }, specs = DATABASE_INDEXES): ResolvedIndex[] {
  return specs.map((spec) => {
    const meta = metadata.get(spec.uid);
    const column = (attribute: string) => {
      const columnName = meta.attributes[attribute]?.columnName;
      if (!columnName) throw new Error(`database index ${spec.suffix}: ${spec.uid} has no column for "${attribute}"`);
      return columnName;
    };
    if (spec.link) {
      const joinTable = meta.attributes[spec.link]?.joinTable;
      if (!joinTable) throw new Error(`database index ${spec.suffix}: ${spec.uid} has no link table for "${spec.link}"`);
      return {
        name: `${joinTable.name}_${spec.suffix}`,
        table: joinTable.name,
        columns: [joinTable.inverseJoinColumn.name],
        publishedColumn: null,
        unique: !!spec.unique,
      };
    }
    return {
      name: `${meta.tableName}_${spec.suffix}`,
      table: meta.tableName,
      columns: spec.attributes.map(column),
      publishedColumn: spec.publishedOnly ? column('publishedAt') : null,
      unique: !!spec.unique,
    };
  });
}

async function existingIndexNames(knex: Knex): Promise<Set<string>> {
  const rows: { name: string }[] =
    knex.client.dialect === 'postgresql'
      ? (await knex.raw('SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()')).rows
      : await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index'");
  return new Set(rows.map((row) => row.name));
}

/** Creates the indexes that are missing; returns their names. Safe to run again and from two instances at once (IF NOT EXISTS). */
export async function createMissingIndexes(knex: Knex, indexes: ResolvedIndex[]): Promise<string[]> {
  const existing = await existingIndexNames(knex);
  const missing = indexes.filter((index) => !existing.has(index.name));
  for (const index of missing) {
    const columns = index.columns.map(() => '??').join(', ');
    const where = index.publishedColumn ? ' WHERE ?? IS NOT NULL' : '';
    const bindings = [index.name, index.table, ...index.columns, ...(index.publishedColumn ? [index.publishedColumn] : [])];
    await knex.raw(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? (${columns})${where}`, bindings);
  }
  return missing.map((index) => index.name);
}

/** Before the CMS answers requests: on 100,000 vacancies the first start takes a second or two more. */
export async function ensureDatabaseIndexes(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  const created = await createMissingIndexes(strapi.db.connection, resolveIndexes(strapi.db.metadata as never));
  if (created.length) strapi.log.info(`Database indexes: created ${created.join(', ')} in ${Date.now() - started} ms`);
}
