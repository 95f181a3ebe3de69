/**
 * Facets of the vacancy search: which values exist per field and which value a vacancy has. Hours
 * are grouped into the bands Dutch job sites use; education uses the content type's levels.
 */
export const FACET_FIELDS = ['category', 'place', 'hours', 'education'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
export type FacetCounts = Record<FacetField, Record<string, number>>;
export type FacetFilters = Partial<Record<FacetField, string>>;

/** [key, lowest hours (inclusive), highest (exclusive)] */
export const HOURS_BANDS = [
  ['tot-16', 0, 16],
  ['16-24', 16, 24],
  ['24-32', 24, 32],
  ['32-40', 32, 40],
  ['40-plus', 40, Infinity],
] as const;

export const EDUCATION_LEVELS = ['geen', 'vmbo', 'mbo', 'havo', 'vwo', 'hbo', 'wo'] as const;

export function hoursBand(hours: number | null | undefined): string | null {
  if (hours == null || !Number.isFinite(hours)) return null;
  return HOURS_BANDS.find(([, from, to]) => hours >= from && hours < to)?.[0] ?? null;
}

export const emptyFacetCounts = (): FacetCounts => ({ category: {}, place: {}, hours: {}, education: {} });

/**
 * Counts per facet the way shoppers expect ("disjunctive"): a facet's counts apply every other
 * filter but not its own, so the other options stay visible with the number of results that
 * choosing them would give, and the count of the chosen option equals the result total.
 */
export class FacetCounter {
  readonly counts = emptyFacetCounts();

  constructor(private readonly filters: FacetFilters) {}

  /** Adds one candidate; answers whether it passes every filter (i.e. belongs in the results). */
  add(values: Record<FacetField, string | null>): boolean {
    let failed: FacetField | null = null;
    for (const field of FACET_FIELDS) {
      const wanted = this.filters[field];
      if (wanted && values[field] !== wanted) {
        // Two failing filters: no facet count changes by dropping only one of them.
        if (failed) return false;
        failed = field;
      }
    }
    for (const field of FACET_FIELDS) {
      if (failed && failed !== field) continue;
      const value = values[field];
      if (value) this.counts[field][value] = (this.counts[field][value] ?? 0) + 1;
    }
    return failed === null;
  }
}
