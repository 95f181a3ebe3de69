import type { Category, Place } from '@/lib/cms';

type Props = { q?: string; category?: string; place?: string; categories: Category[]; places: Place[] };

/** A plain GET form: works without JavaScript and gives shareable URLs. */
export function JobFilters({ q, category, place, categories, places }: Props) {
  return (
    <form className="filters" action="/jobs" role="search" aria-label="Vacatures filteren">
      <div>
        <label htmlFor="filter-q">Zoekterm</label>
        <input id="filter-q" name="q" type="search" defaultValue={q} placeholder="Functie of trefwoord" maxLength={100} />
      </div>
      <div>
        <label htmlFor="filter-category">Vakgebied</label>
        <select id="filter-category" name="category" defaultValue={category ?? ''}>
          <option value="">Alle vakgebieden</option>
          {categories.map((c) => (
            <option key={c.documentId} value={c.documentId}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-place">Plaats</label>
        <select id="filter-place" name="place" defaultValue={place ?? ''}>
          <option value="">Alle plaatsen</option>
          {places.map((p) => (
            <option key={p.documentId} value={p.documentId}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <button className="button" type="submit">
        Zoeken
      </button>
    </form>
  );
}
