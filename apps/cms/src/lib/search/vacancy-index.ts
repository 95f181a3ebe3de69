import { distanceKm, hoursBand, type Coordinates, type SearchSort } from '@vacaturesite/shared';
import { FACET_FIELDS, FacetCodes, FIELD_COUNT, type FacetCounts, type FacetFilters } from './facets';
import { maxEdits, stem, tokenize } from './text';

/**
 * MiniSearch's radix tree (prefix and Levenshtein lookups over the vocabulary). Its `exports` entry
 * is invisible to this CommonJS build's type resolver, hence the small interface.
 */
type TermTree<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): unknown;
  atPrefix(prefix: string): Iterable<[string, T]>;
  fuzzyGet(key: string, maxEdits: number): Map<string, [T, number]>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- minisearch exposes SearchableMap through `exports` only, which this CommonJS build's resolver cannot type
const SearchableMap: new <T>() => TermTree<T> = require('minisearch/SearchableMap');

/** What the index keeps of one published vacancy: searchable text, facet values, openness. */
export type SearchDocument = {
  documentId: string;
  /** The published row's id: breaks ties between vacancies posted on the same day, like the lists do. */
  rowId: number;
  title: string;
  summary: string;
  employerName: string;
  /** The linked employer's (partner's) documentId: a filter and a count, no facet (employers are many). */
  employer: string | null;
  categoryName: string;
  placeName: string;
  category: string | null;
  place: string | null;
  hoursPerWeek: number | null;
  education: string | null;
  workplace: string | null;
  /** The highest salary band the vacancy reaches (SALARY_BANDS), or null. */
  salary: string | null;
  datePosted: string;
  validThrough: string | null;
  closed: boolean;
};

export type SearchRequest = {
  q?: string;
  filters?: FacetFilters;
  /** One employer's vacancies only (its documentId): the employer's page. */
  employer?: string;
  /**
   * Where distances are measured from (issue 16): a place's documentId or a visitor's location. With a
   * radius only vacancies within it match; `afstand` sorts nearest first; results carry their distance.
   */
  origin?: { place: string } | Coordinates;
  /** In km; needs an origin. */
  radius?: number;
  /** Relevance only applies with a text query; without one the newest come first. */
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
  /** YYYY-MM-DD in the Netherlands: vacancies valid through an earlier day are closed. */
  today: string;
};
export type SearchResult = {
  documentIds: string[];
  total: number;
  facets: FacetCounts;
  /** With an origin: km from it per returned vacancy that has a place with coordinates, to 0.1 km. */
  distances?: Record<string, number>;
};
/** The open slots a search matches, in result order, and its facet counts. */
type Scan = { matches: number[] | Int32Array; facets: FacetCounts };
/** Per place code, km from the search's origin (NaN: no coordinates), and the place codes nearest first. */
type Distances = { byPlace: Float64Array; nearestFirst: number[] };

type Entry = { documentId: string; rowId: number; datePosted: string; employer: string | null };
/** Which slots contain a term, and how strongly (sum of the field weights it occurs in). */
type Postings = { slots: number[]; weights: number[] };

/** Where a word counts most: a title word says more about the job than a word in the summary. */
const FIELD_WEIGHTS: [keyof SearchDocument, number][] = [
  ['title', 3],
  ['categoryName', 1.5],
  ['placeName', 1.5],
  ['employerName', 1],
  ['summary', 1],
];
/** Prefix matching from this many letters: "chauf" finds chauffeurs, "ma" does not find half the index. */
const MIN_PREFIX_LENGTH = 3;
/** validUntil of a vacancy without an end date, and of a closed one. */
const FOREVER = 99_999_999;
/** Where the place's code sits among a slot's facet codes. */
const PLACE = FACET_FIELDS.indexOf('place');
const CLOSED = 0;
/** A slot's place code when it has no place (facets' NONE). */
const NO_PLACE = -1;
const dayNumber = (isoDate: string) => Number(isoDate.slice(0, 10).replace(/-/g, ''));

/** An exact (stemmed) match outranks a completed prefix, which outranks a corrected typo. */
const MATCH_QUALITY = { exact: 1, prefix: 0.6, typo: 0.4 };
/** Wordless results kept at once (see `wordless`): the lists' filter combinations seen between two changes. */
const MAX_WORDLESS_ENTRIES = 64;

/**
 * The vacancy search: an inverted index in memory over published vacancies. Documents live in
 * numbered slots; each stemmed term has a posting list of slots. A word of the query matches its
 * stem exactly or within the typo budget, or its plain form as the start of a term; every word must
 * match (AND). Scores are field weight × inverse document frequency × match quality. Facets are
 * counted over all matches as integer codes. Hand-written on MiniSearch's term tree because
 * MiniSearch's own search builds a result object with match details per hit, which takes ~1 s for a
 * word in 10,000 of 100,000 vacancies; this answers in milliseconds. The CMS keeps it in sync with
 * the database (sync.ts); this class knows nothing of Strapi.
 */
export class VacancyIndex {
  private slots: (Entry | null)[] = [];
  /** Per slot, in flat typed arrays so the scan over 100,000 vacancies stays in the CPU cache: its facet codes (FIELD_COUNT per slot) and last open day as YYYYMMDD. */
  private codes = new Int32Array(0);
  private validUntil = new Int32Array(0);
  private readonly slotOf = new Map<string, number>();
  private terms = new SearchableMap<Postings>();
  private readonly facetCodes = new FacetCodes();
  /** Live slots newest first, and each slot's place in that order; rebuilt lazily after changes. */
  private byDate: number[] | null = null;
  private dateRank = new Int32Array(0);
  /**
   * Wordless searches by day and filters (open slots newest first, facet counts), until the next change.
   * The home, /jobs, the places page and every count of open vacancies ask the same few of them on each
   * render, and each is a scan of every vacancy: 6–8 ms at 100,000, on every render (issue 14).
   */
  private readonly wordless = new Map<string, Scan>();
  /** Coordinates per place documentId, for distance search; places are few (hundreds), vacancies many. */
  private placeCoordinates = new Map<string, Coordinates>();
  /** Open vacancies per employer, by day, until the next change: the employers' list asks it on each render. */
  private readonly perEmployer = new Map<string, Record<string, number>>();

  get size(): number {
    return this.slotOf.size;
  }

  has(documentId: string): boolean {
    return this.slotOf.has(documentId);
  }

  /** Adds or replaces a vacancy. A replaced one's old slot stays dead until the next full rebuild. */
  upsert(doc: SearchDocument): void {
    this.remove(doc.documentId);
    const slot = this.slots.length;
    this.slots.push({ documentId: doc.documentId, rowId: doc.rowId, datePosted: doc.datePosted, employer: doc.employer });
    if (slot >= this.validUntil.length) this.grow();
    this.codes.set(
      this.facetCodes.encode({
        category: doc.category,
        place: doc.place,
        hours: hoursBand(doc.hoursPerWeek),
        education: doc.education,
        workplace: doc.workplace,
        salary: doc.salary,
      }),
      slot * FIELD_COUNT,
    );
    this.validUntil[slot] = doc.closed ? CLOSED : doc.validThrough ? dayNumber(doc.validThrough) : FOREVER;
    this.slotOf.set(doc.documentId, slot);
    const weights = new Map<string, number>();
    for (const [field, weight] of FIELD_WEIGHTS) {
      for (const word of tokenize(String(doc[field] ?? ''))) {
        const term = stem(word);
        weights.set(term, (weights.get(term) ?? 0) + weight);
      }
    }
    for (const [term, weight] of weights) {
      let postings = this.terms.get(term);
      if (!postings) this.terms.set(term, (postings = { slots: [], weights: [] }));
      postings.slots.push(slot);
      postings.weights.push(weight);
    }
    this.changed();
  }

  private changed(): void {
    this.byDate = null;
    this.wordless.clear();
    this.perEmployer.clear();
  }

  private grow(): void {
    const capacity = Math.max(1024, this.validUntil.length * 2);
    const codes = new Int32Array(capacity * FIELD_COUNT);
    codes.set(this.codes);
    const validUntil = new Int32Array(capacity);
    validUntil.set(this.validUntil);
    this.codes = codes;
    this.validUntil = validUntil;
  }

  remove(documentId: string): void {
    const slot = this.slotOf.get(documentId);
    if (slot === undefined) return;
    this.slots[slot] = null;
    this.slotOf.delete(documentId);
    this.changed();
  }

  /** Replaces every place's coordinates (start-up, a place's edit, reconciliation). */
  setPlaces(places: Iterable<{ documentId: string } & Coordinates>): void {
    this.placeCoordinates = new Map(Array.from(places, ({ documentId, lat, lon }) => [documentId, { lat, lon }]));
    this.changed();
  }

  /** Replaces the whole content at once (start-up, reconciliation), dropping dead slots. */
  replaceAll(docs: Iterable<SearchDocument>): void {
    this.slots = [];
    this.codes = new Int32Array(0);
    this.validUntil = new Int32Array(0);
    this.slotOf.clear();
    this.terms = new SearchableMap<Postings>();
    for (const doc of docs) this.upsert(doc);
  }

  search(request: SearchRequest): SearchResult {
    const page = Math.max(1, Math.floor(request.page ?? 1));
    const pageSize = Math.max(1, Math.floor(request.pageSize ?? 20));
    const words = tokenize(request.q ?? '');
    const distances = this.distancesFrom(request.origin);
    const { matches, facets } = words.length ? this.scan(request, words, distances) : this.wordlessScan(request, distances);
    const start = (page - 1) * pageSize;
    const shown = Array.from(matches.slice(start, start + pageSize));
    const documentIds = shown.map((slot) => this.slots[slot]!.documentId);
    if (!distances) return { documentIds, total: matches.length, facets };
    const known = shown.flatMap((slot, i) => {
      const km = this.distanceOf(slot, distances);
      return Number.isNaN(km) ? [] : [[documentIds[i], Math.round(km * 10) / 10] as const];
    });
    return { documentIds, total: matches.length, facets, distances: Object.fromEntries(known) };
  }

  /** Km from the origin to every known place, once per query: a few hundred distances, not one per vacancy. */
  private distancesFrom(origin: SearchRequest['origin']): Distances | null {
    if (!origin) return null;
    const from = 'place' in origin ? this.placeCoordinates.get(origin.place) : origin;
    const places = this.facetCodes.valuesOf('place');
    const byPlace = Float64Array.from(places, (place) => {
      const coordinates = this.placeCoordinates.get(place);
      return from && coordinates ? distanceKm(from, coordinates) : NaN;
    });
    const known = places.map((_, code) => code).filter((code) => !Number.isNaN(byPlace[code]));
    return { byPlace, nearestFirst: known.sort((a, b) => byPlace[a] - byPlace[b]) };
  }

  private distanceOf(slot: number, distances: Distances): number {
    const code = this.codes[slot * FIELD_COUNT + PLACE];
    return code === NO_PLACE ? NaN : distances.byPlace[code];
  }

  private wordlessScan(request: SearchRequest, distances: Distances | null): Scan {
    const { origin } = request;
    const from = !origin ? '' : 'place' in origin ? origin.place : `${origin.lat},${origin.lon}`;
    const key = [
      request.today,
      request.employer ?? '',
      from,
      request.radius ?? '',
      request.sort === 'afstand' ? 'afstand' : '',
      ...FACET_FIELDS.map((field) => request.filters?.[field] ?? ''),
    ].join('|');
    let known = this.wordless.get(key);
    if (!known) {
      // Bounded: a few hundred kB an entry at 100,000 vacancies; other days and rare filters fall out.
      if (this.wordless.size >= MAX_WORDLESS_ENTRIES) this.wordless.clear();
      // Typed, at half a plain array's memory: these are kept.
      const { matches, facets } = this.scan(request, [], distances);
      known = { matches: Int32Array.from(matches), facets };
      this.wordless.set(key, known);
    }
    return known;
  }

  /** Every open slot the request's words and filters match, in result order, with the facet counts over them. */
  private scan(request: SearchRequest, words: string[], distances: Distances | null): Scan {
    const counter = this.facetCodes.newCounter(request.filters ?? {});
    const today = dayNumber(request.today);
    const { codes, validUntil, slots } = this;
    const { employer, radius } = request;
    const byDistance = distances && request.sort === 'afstand';
    const matches: number[] = [];
    for (const slot of this.candidates(words, byDistance ? 'date' : (request.sort ?? 'relevance'))) {
      if (validUntil[slot] < today || (employer && slots[slot]!.employer !== employer)) continue;
      // Beyond the radius (or without coordinates) fails the place field: the place counts still show it.
      const outside = distances && radius !== undefined && !(this.distanceOf(slot, distances) <= radius);
      if (counter.add(codes, slot * FIELD_COUNT, outside ? PLACE : -1)) matches.push(slot);
    }
    return { matches: byDistance ? this.nearestFirst(matches, distances) : matches, facets: counter.counts };
  }

  /**
   * The matches nearest first, each place's in their earlier order (newest first), vacancies without a
   * place last: a bucket per place code, so it costs one pass whatever the number of matches.
   */
  private nearestFirst(matches: number[], distances: Distances): number[] {
    const buckets = new Map<number, number[]>();
    for (const slot of matches) {
      const code = this.codes[slot * FIELD_COUNT + PLACE];
      const key = code === NO_PLACE || Number.isNaN(distances.byPlace[code]) ? NO_PLACE : code;
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(slot);
    }
    return [...distances.nearestFirst, NO_PLACE].flatMap((code) => buckets.get(code) ?? []);
  }

  /** Open vacancies per employer documentId (employers without any are absent). */
  openPerEmployer(today: string): Record<string, number> {
    let known = this.perEmployer.get(today);
    if (!known) {
      const day = dayNumber(today);
      known = {};
      for (const slot of this.slotOf.values()) {
        const employer = this.slots[slot]!.employer;
        if (employer && this.validUntil[slot] >= day) known[employer] = (known[employer] ?? 0) + 1;
      }
      // One day at a time: yesterday's counts are no use.
      this.perEmployer.clear();
      this.perEmployer.set(today, known);
    }
    return known;
  }

  /** Live slots matching the words (all of them without any), in result order. */
  private candidates(words: string[], sort: SearchSort): number[] {
    const order = this.dateOrder();
    if (!words.length) return order;
    const { hits, scores } = this.match(words);
    const rank = this.dateRank;
    if (sort === 'date') return hits.sort((a, b) => rank[a] - rank[b]);
    return hits.sort((a, b) => scores[b] - scores[a] || rank[a] - rank[b]);
  }

  /** Slots matching every word, with their summed scores. */
  private match(words: string[]): { hits: number[]; scores: Float64Array } {
    const n = this.slots.length;
    const matchedWords = new Uint8Array(n);
    const scores = new Float64Array(n);
    const best = new Float64Array(n);
    let touched: number[] = [];
    const live = this.slotOf.size || 1;
    words.forEach((word, k) => {
      touched = [];
      for (const [postings, quality] of this.termsFor(word)) {
        const idf = Math.log(1 + live / postings.slots.length);
        const { slots, weights } = postings;
        for (let j = 0; j < slots.length; j += 1) {
          const slot = slots[j];
          // AND: only slots that matched every earlier word; dead slots never did.
          if (matchedWords[slot] !== k || this.slots[slot] === null) continue;
          const value = weights[j] * idf * quality;
          if (best[slot] === 0) touched.push(slot);
          if (value > best[slot]) best[slot] = value;
        }
      }
      for (const slot of touched) {
        matchedWords[slot] = k + 1;
        scores[slot] += best[slot];
        best[slot] = 0;
      }
    });
    return { hits: touched, scores };
  }

  /** The terms a query word reaches, each with its best match quality. */
  private termsFor(word: string): [Postings, number][] {
    const found = new Map<Postings, number>();
    const add = (postings: Postings, quality: number) => found.set(postings, Math.max(found.get(postings) ?? 0, quality));
    const stemmed = stem(word);
    const exact = this.terms.get(stemmed);
    if (exact) add(exact, MATCH_QUALITY.exact);
    const edits = maxEdits(stemmed);
    if (edits)
      for (const [postings, distance] of this.terms.fuzzyGet(stemmed, edits).values())
        add(postings, distance === 0 ? MATCH_QUALITY.exact : MATCH_QUALITY.typo);
    // The plain form too: stemming a fragment can change it ("verpleeg" → "verpleg", not the start of "verpleegkund").
    if (word.length >= MIN_PREFIX_LENGTH) {
      for (const prefix of new Set([word, stemmed]))
        for (const [, postings] of this.terms.atPrefix(prefix))
          add(postings, postings === exact ? MATCH_QUALITY.exact : MATCH_QUALITY.prefix);
    }
    return [...found];
  }

  /** Every live slot newest first (datePosted, then row id); sorted once after a burst of changes. */
  private dateOrder(): number[] {
    if (this.byDate) return this.byDate;
    const live = [...this.slotOf.values()];
    const slots = this.slots;
    live.sort((a, b) => {
      const x = slots[a]!;
      const y = slots[b]!;
      return x.datePosted < y.datePosted ? 1 : x.datePosted > y.datePosted ? -1 : y.rowId - x.rowId;
    });
    this.dateRank = new Int32Array(slots.length);
    live.forEach((slot, rank) => (this.dateRank[slot] = rank));
    this.byDate = live;
    return live;
  }
}
