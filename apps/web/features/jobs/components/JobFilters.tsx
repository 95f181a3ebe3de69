import type { Category, Place, VacancyFacets, VacancySearch } from '@/lib/cms';
import { JOBS_SEARCH_PATH } from '@/lib/routing/list-path';
import { FIXED_FILTERS } from '@/features/jobs/fixed-filters';
import { radiusLabel, SEARCH_RADII } from '@vacaturesite/shared/distance';
import { FilterSelect } from './FilterSelect';
import { NearMeButton } from './NearMeButton';

type Props = {
  search: VacancySearch;
  /** null: the CMS has no search index (Strapi 3 or 4, decision 053): no counts, no distance, salary band or relevance. */
  facets: VacancyFacets | null;
  categories: Category[];
  places: Place[];
  /** How many filters beside the search text are on: the phone's "Filters (n)". */
  activeCount: number;
};

/**
 * A plain GET form: works without JavaScript and gives shareable URLs (without a search text the proxy
 * sends it on to the filter path, decision 021). Every option shows how many
 * vacancies choosing it gives with the other filters kept (the CMS's facet counts); options without
 * any are left out unless chosen.
 *
 * On a phone the filters fold behind one "Filters (n)" (a native <details>, no JavaScript), so the first
 * screen shows results; on a wider screen they are always open (features/jobs/styles/filters.css, `.filters__panel`).
 */
export function JobFilters({ search, facets, categories, places, activeCount }: Props) {
  const named = (items: { documentId: string; name: string }[], counts: Record<string, number> | undefined) =>
    items.map((item) => ({ value: item.documentId, label: item.name, count: counts ? (counts[item.documentId] ?? 0) : undefined }));
  const indexed = facets !== null;
  return (
    <form className="filters" action={JOBS_SEARCH_PATH} role="search" aria-label="Vacatures zoeken en filteren">
      <div className="filters__q">
        <label htmlFor="filter-q">Zoekterm</label>
        <input id="filter-q" name="q" type="search" defaultValue={search.q} placeholder="Functie, bedrijf of plaats" maxLength={100} />
      </div>
      <details className="filters__panel">
        <summary className="filters__toggle">Filters{activeCount > 0 ? ` (${activeCount})` : ''}</summary>
        <div className="filters__fields">
          <FilterSelect
            name="category"
            label="Vakgebied"
            allLabel="Alle vakgebieden"
            value={search.category}
            options={named(categories, facets?.category)}
          />
          <FilterSelect name="place" label="Plaats" allLabel="Alle plaatsen" value={search.place} options={named(places, facets?.place)} />
          {indexed ? (
            <FilterSelect
              name="radius"
              label="Afstand"
              allLabel={search.place && !search.near ? 'Alleen deze plaats' : 'Elke afstand'}
              value={search.radius}
              options={SEARCH_RADII.map((radius) => ({ value: radius, label: radiusLabel(radius) }))}
            />
          ) : null}
          {FIXED_FILTERS.filter((filter) => indexed || filter.key !== 'salary').map((filter) => (
            <FilterSelect
              key={filter.key}
              name={filter.key}
              label={filter.label}
              allLabel={filter.allLabel}
              value={search[filter.key]}
              options={filter.values.map((value) => ({
                value,
                label: filter.read(value),
                count: facets ? (facets[filter.key][value] ?? 0) : undefined,
              }))}
            />
          ))}
          {indexed ? (
            <>
              <FilterSelect
                name="sort"
                label="Sorteren op"
                value={search.sort ?? (search.q ? 'relevance' : 'date')}
                options={[
                  { value: 'relevance', label: 'Relevantie' },
                  { value: 'date', label: 'Nieuwste eerst' },
                  { value: 'afstand', label: 'Dichtstbij eerst' },
                ]}
              />
              <NearMeButton near={search.near} />
            </>
          ) : null}
        </div>
      </details>
      <button className="button filters__submit" type="submit">
        Zoeken
      </button>
    </form>
  );
}
