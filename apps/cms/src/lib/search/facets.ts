import { FACET_FIELDS, SALARY_BANDS, type FacetField } from '@vacaturesite/shared';

/**
 * Facets of the vacancy search: which values exist per field and which value a vacancy has. Hours
 * are grouped into the bands Dutch job sites use (shared with the site, like the education levels).
 * Values are coded as small integers per field so counting 100,000 vacancies is array arithmetic.
 * A filter asks for its value, except on the salary: there it asks for that band or a higher one.
 */
export { FACET_FIELDS, type FacetField };
export type FacetCounts = Record<FacetField, Record<string, number>>;
export type FacetFilters = Partial<Record<FacetField, string>>;
export type FacetValues = Record<FacetField, string | null>;

/** No value for a field; also "no filter". */
export const NONE = -1;
export const FIELD_COUNT = FACET_FIELDS.length;
/** The field whose filter means "at least": its codes follow SALARY_BANDS' order, fixed from the start. */
const AT_LEAST = FACET_FIELDS.indexOf('salary');

/** Value ↔ code per facet field. Codes only grow; a value that disappears keeps its code. */
export class FacetCodes {
  private readonly codes = FACET_FIELDS.map(() => new Map<string, number>());
  private readonly values = FACET_FIELDS.map((): string[] => []);

  constructor() {
    for (const band of SALARY_BANDS) this.codes[AT_LEAST].set(band, this.values[AT_LEAST].push(band) - 1);
  }

  encode(values: FacetValues): Int32Array {
    return Int32Array.from(FACET_FIELDS, (field, f) => {
      const value = values[field];
      if (!value) return NONE;
      let code = this.codes[f].get(value);
      if (code === undefined) {
        code = this.values[f].push(value) - 1;
        this.codes[f].set(value, code);
      }
      return code;
    });
  }

  /** The filter as codes; a value never seen matches nothing (code past every known one, also for "at least"). */
  encodeFilters(filters: FacetFilters): Int32Array {
    return Int32Array.from(FACET_FIELDS, (field, f) => {
      const value = filters[field];
      return value ? (this.codes[f].get(value) ?? this.values[f].length) : NONE;
    });
  }

  /** Every value a field has had, by code. */
  valuesOf(field: FacetField): readonly string[] {
    return this.values[FACET_FIELDS.indexOf(field)];
  }

  newCounter(filters: FacetFilters): FacetCounter {
    return new FacetCounter(
      this.encodeFilters(filters),
      this.values.map((values) => new Int32Array(values.length + 1)),
      this.values,
    );
  }
}

/**
 * Counts per facet the way shoppers expect ("disjunctive"): a facet's counts apply every other
 * filter but not its own, so the other options stay visible with the number of results that
 * choosing them would give, and the count of the chosen option equals the result total. A salary
 * band counts every vacancy that reaches it, so a vacancy at € 3,500 counts for 2,000 up to 3,500.
 */
export class FacetCounter {
  constructor(
    private readonly filters: Int32Array,
    private readonly tallies: Int32Array[],
    private readonly values: string[][],
  ) {}

  /**
   * Adds one candidate, whose codes are `codes[offset … offset + FIELD_COUNT - 1]`; answers whether it passes every
   * filter (i.e. belongs in the results). -1 is NONE, written out: this runs 100,000 times a query.
   * `failedField` is a field the candidate already fails outside its codes: the place field when it lies
   * beyond the search radius, so the place counts, like any facet's, ignore their own filter.
   */
  add(codes: Int32Array, offset = 0, failedField = -1): boolean {
    let failed = failedField;
    for (let f = 0; f < FIELD_COUNT; f += 1) {
      const wanted = this.filters[f];
      const code = codes[offset + f];
      if (wanted !== -1 && (f === AT_LEAST ? code < wanted : code !== wanted)) {
        // Two failing filters: no facet count changes by dropping only one of them.
        if (failed !== -1 && failed !== f) return false;
        failed = f;
      }
    }
    for (let f = 0; f < FIELD_COUNT; f += 1) {
      const code = codes[offset + f];
      if ((failed === -1 || failed === f) && code !== -1) {
        if (f === AT_LEAST) for (let band = 0; band <= code; band += 1) this.tallies[f][band] += 1;
        else this.tallies[f][code] += 1;
      }
    }
    return failed === -1;
  }

  get counts(): FacetCounts {
    const entries = FACET_FIELDS.map((field, f) => {
      const counts: Record<string, number> = {};
      this.values[f].forEach((value, code) => {
        if (this.tallies[f][code]) counts[value] = this.tallies[f][code];
      });
      return [field, counts];
    });
    return Object.fromEntries(entries) as FacetCounts;
  }
}
