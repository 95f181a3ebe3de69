import MiniSearch, { type Query } from 'minisearch';
import { FacetCounter, hoursBand, type FacetCounts, type FacetField, type FacetFilters } from './facets';
import { maxEdits, stem, tokenize } from './text';

/** What the index keeps of one published vacancy: searchable text, facet values, openness. */
export type SearchDocument = {
  documentId: string;
  /** The published row's id: breaks ties between vacancies posted on the same day, like the lists do. */
  rowId: number;
  title: string;
  summary: string;
  employerName: string;
  categoryName: string;
  placeName: string;
  category: string | null;
  place: string | null;
  hoursPerWeek: number | null;
  education: string | null;
  datePosted: string;
  validThrough: string | null;
  closed: boolean;
};

export type SearchSort = 'relevance' | 'date';
export type SearchRequest = {
  q?: string;
  filters?: FacetFilters;
  /** Relevance only applies with a text query; without one the newest come first. */
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
  /** YYYY-MM-DD in the Netherlands: vacancies valid through an earlier day are closed. */
  today: string;
};
export type SearchResult = { documentIds: string[]; total: number; facets: FacetCounts };

type Entry = SearchDocument & { facetValues: Record<FacetField, string | null> };

const TEXT_FIELDS = ['title', 'summary', 'employerName', 'categoryName', 'placeName'];
const BOOST = { title: 3, categoryName: 1.5, placeName: 1.5 };
/** Prefix matching from this many letters: "chauf" finds chauffeurs, "ma" does not find half the index. */
const MIN_PREFIX_LENGTH = 3;

const toEntry = (doc: SearchDocument): Entry => ({
  ...doc,
  facetValues: { category: doc.category, place: doc.place, hours: hoursBand(doc.hoursPerWeek), education: doc.education },
});

/**
 * Every word must match, each in one of two ways: its stem exactly or within the typo budget
 * (chauffeurs → chauffeur, chaufeur → chauffeur), or its plain form as the start of an indexed stem.
 * The second is needed because stemming a fragment can change it: "verpleeg" stems to "verpleg",
 * which is not the start of "verpleegkund".
 */
export function textQuery(q: string): Query {
  return {
    combineWith: 'AND',
    queries: tokenize(q).map((word) => {
      const stemmed = stem(word);
      const queries: Query[] = [{ queries: [stemmed], fuzzy: maxEdits(stemmed) || false, prefix: false }];
      if (word.length >= MIN_PREFIX_LENGTH) queries.push({ queries: [word], prefix: true, fuzzy: false });
      return { combineWith: 'OR', queries };
    }),
  };
}

const newestFirst = (a: Entry, b: Entry) => (a.datePosted < b.datePosted ? 1 : a.datePosted > b.datePosted ? -1 : b.rowId - a.rowId);

/**
 * The vacancy search: an in-memory inverted index (MiniSearch) over published vacancies with
 * Dutch stemming, prefix and typo tolerance, plus facet counts and openness checked per query.
 * The CMS keeps it in sync with the database (sync.ts); this class knows nothing of Strapi.
 */
export class VacancyIndex {
  private readonly entries = new Map<string, Entry>();
  private byDate: Entry[] | null = null;
  private readonly text = new MiniSearch<Entry>({
    idField: 'documentId',
    fields: TEXT_FIELDS,
    tokenize,
    processTerm: stem,
    searchOptions: { boost: BOOST, combineWith: 'AND', tokenize: (term) => [term], processTerm: (term) => term },
  });

  get size(): number {
    return this.entries.size;
  }

  has(documentId: string): boolean {
    return this.entries.has(documentId);
  }

  /** Adds or replaces a vacancy. */
  upsert(doc: SearchDocument): void {
    const entry = toEntry(doc);
    if (this.entries.has(doc.documentId)) this.text.replace(entry);
    else this.text.add(entry);
    this.entries.set(doc.documentId, entry);
    this.byDate = null;
  }

  remove(documentId: string): void {
    if (!this.entries.delete(documentId)) return;
    this.text.discard(documentId);
    this.byDate = null;
  }

  /** Replaces the whole content at once (start-up, reconciliation). */
  replaceAll(docs: Iterable<SearchDocument>): void {
    this.text.removeAll();
    this.entries.clear();
    this.byDate = null;
    const entries: Entry[] = [];
    for (const doc of docs) {
      const entry = toEntry(doc);
      this.entries.set(doc.documentId, entry);
      entries.push(entry);
    }
    this.text.addAll(entries);
  }

  search(request: SearchRequest): SearchResult {
    const page = Math.max(1, Math.floor(request.page ?? 1));
    const pageSize = Math.max(1, Math.floor(request.pageSize ?? 20));
    const counter = new FacetCounter(request.filters ?? {});
    const matches: Entry[] = [];
    const consider = (entry: Entry) => {
      if (entry.closed || (entry.validThrough !== null && entry.validThrough < request.today)) return;
      if (counter.add(entry.facetValues)) matches.push(entry);
    };

    const q = request.q?.trim() ?? '';
    if (!q) {
      this.dateOrder().forEach(consider);
    } else {
      const hits = this.text.search(textQuery(q));
      if (request.sort === 'date') {
        const hit = new Set(hits.map((result) => result.id as string));
        for (const entry of this.dateOrder()) if (hit.has(entry.documentId)) consider(entry);
      } else {
        // MiniSearch orders by score; equal scores fall back to newest first.
        hits.sort((a, b) => b.score - a.score || newestFirst(this.entries.get(a.id)!, this.entries.get(b.id)!));
        for (const result of hits) consider(this.entries.get(result.id)!);
      }
    }

    const start = (page - 1) * pageSize;
    return { documentIds: matches.slice(start, start + pageSize).map((entry) => entry.documentId), total: matches.length, facets: counter.counts };
  }

  /** Every vacancy newest first; rebuilt lazily after a change, so a burst of edits sorts once. */
  private dateOrder(): Entry[] {
    this.byDate ??= [...this.entries.values()].sort(newestFirst);
    return this.byDate;
  }
}
