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
      <FilterSelect name="category" label="Vakgebied" allLabel="Alle vakgebieden" value={category} options={categories} />
      <FilterSelect name="place" label="Plaats" allLabel="Alle plaatsen" value={place} options={places} />
      <button className="button" type="submit">
        Zoeken
      </button>
    </form>
  );
}

type FilterSelectProps = { name: string; label: string; allLabel: string; value?: string; options: { documentId: string; name: string }[] };

function FilterSelect({ name, label, allLabel, value, options }: FilterSelectProps) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.documentId} value={option.documentId}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
