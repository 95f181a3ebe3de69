export type FilterOption = { value: string; label: string; count?: number };

type Props = {
  name: string;
  label: string;
  allLabel?: string;
  value?: string;
  options: FilterOption[];
  /** Where the form names its field otherwise (the home's search box): the label is for screen readers only. */
  hiddenLabel?: boolean;
  /** Several forms on one page need their own ids; the filters' is `filter-{name}`. */
  id?: string;
};

/**
 * One select of a search form (/jobs' filters, the home's search): "all" first, then the options, with
 * their facet counts where known; an option without vacancies is left out unless chosen.
 */
export function FilterSelect({ name, label, allLabel, value, options, hiddenLabel, id = `filter-${name}` }: Props) {
  const shown = options.filter((option) => option.count === undefined || option.count > 0 || option.value === value);
  return (
    <div>
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === undefined ? option.label : `${option.label} (${option.count.toLocaleString('nl-NL')})`}
          </option>
        ))}
      </select>
    </div>
  );
}
