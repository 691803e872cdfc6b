import { searchSorts, type SearchSort } from '@portal/contract/search-sorts';
import { calendarDateIn } from '@portal/domain/dates';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchCombobox } from '../../../components/search-combobox.tsx';
import { useDestinations } from '../../../lib/destinations.ts';
import { localized } from '../../../lib/localized.ts';
import { allDestinations, searchPath } from '../../../lib/search-path.ts';
import { useSearchTags } from '../api/get-search-tags.ts';
import { searchFiltersQuery, type SearchFilters } from '../search-filters.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type SearchFilterProps = { term: string; destinationId: number; filters: SearchFilters };

/** A price field's whole AED, or undefined when blank or not a whole number. */
const aedOf = (value: string) => (/^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * The search page's form: the term (with suggestions), a destination, the order, a price range, a date and
 * category tags. It submits with its button rather than on change, so choosing a filter never moves the
 * page by itself (WCAG 3.2.2).
 */
export function SearchFilter({ term, destinationId, filters }: SearchFilterProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const destinations = useDestinations();
  const tags = useSearchTags();
  const [text, setText] = useState(term);
  const [destination, setDestination] = useState(String(destinationId));
  const [sort, setSort] = useState<SearchSort>(filters.sort ?? 'popular');
  const [minPrice, setMinPrice] = useState(filters.min_price !== undefined ? String(filters.min_price) : '');
  const [maxPrice, setMaxPrice] = useState(filters.max_price !== undefined ? String(filters.max_price) : '');
  const [date, setDate] = useState(filters.date ?? '');
  const [chosenTags, setChosenTags] = useState<string[]>(filters.tags ?? []);

  const chosenFilters = (): SearchFilters => {
    const min = aedOf(minPrice);
    const max = aedOf(maxPrice);
    return {
      sort,
      ...(min !== undefined ? { min_price: min } : {}),
      // a range given backwards is read the way it was meant
      ...(max !== undefined ? { max_price: min !== undefined && max < min ? min : max } : {}),
      ...(date ? { date } : {}),
      ...(chosenTags.length > 0 ? { tags: chosenTags } : {}),
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text, Number(destination));
    if (path) void navigate(`${path}${searchFiltersQuery(chosenFilters())}`);
  };

  const toggleTag = (slug: string, on: boolean) =>
    setChosenTags((current) => (on ? [...current, slug] : current.filter((other) => other !== slug)));

  return (
    <form className="search-filter search-filter--full" role="search" onSubmit={submit}>
      <div className="form-field search-filter__term">
        <label className="form-field__label" htmlFor={`${id}-term`}>
          {t('discovery.header_search.label')}
        </label>
        <SearchCombobox
          id={`${id}-term`}
          className="form-field__input"
          value={text}
          onValueChange={setText}
          onChoose={(chosen) => void navigate(chosen)}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-destination`}>
          {t('discovery.search.filter_label')}
        </label>
        <select
          id={`${id}-destination`}
          className="form-field__input"
          name="destination"
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
        >
          <option value={String(allDestinations)}>{t('discovery.search.all_destinations')}</option>
          {destinations.data?.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {localized(d, 'name')}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-sort`}>
          {t('search.sort_label')}
        </label>
        <select
          id={`${id}-sort`}
          className="form-field__input"
          name="sort"
          value={sort}
          onChange={(event) => setSort(searchSorts.find((s) => s === event.target.value) ?? 'popular')}
        >
          {searchSorts.map((option) => (
            <option key={option} value={option}>
              {t(`search.sort_${option}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="search-filter__prices">
        <legend className="form-field__label">{t('search.price_legend')}</legend>
        <label className="search-filter__price">
          <span>{t('search.price_from')}</span>
          <input
            className="form-field__input"
            type="number"
            inputMode="numeric"
            name="min_price"
            min={0}
            step={1}
            dir="ltr"
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
          />
        </label>
        <label className="search-filter__price">
          <span>{t('search.price_to')}</span>
          <input
            className="form-field__input"
            type="number"
            inputMode="numeric"
            name="max_price"
            min={0}
            step={1}
            dir="ltr"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
        </label>
      </fieldset>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-date`}>
          {t('search.date_label')}
        </label>
        <input
          id={`${id}-date`}
          className="form-field__input"
          type="date"
          name="date"
          min={calendarDateIn(new Date())}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      {tags.data && tags.data.length > 0 && (
        <fieldset className="search-filter__tags">
          <legend className="form-field__label">{t('search.tags_legend')}</legend>
          {tags.data.map((tag) => (
            <label key={tag.slug} className="search-filter__tag">
              <input
                type="checkbox"
                name="tags"
                value={tag.slug}
                checked={chosenTags.includes(tag.slug)}
                onChange={(event) => toggleTag(tag.slug, event.target.checked)}
              />
              <span>{localized(tag, 'name')}</span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="button search-filter__submit">
        {t('discovery.search.filter')}
      </button>
    </form>
  );
}
