import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDestinations } from '../../../lib/destinations.ts';
import { localized } from '../../../lib/localized.ts';
import { allDestinations, searchPath } from '../../../lib/search-path.ts';

/**
 * The search page's form: the term and a destination filter. It submits with its button rather than on
 * change, so choosing a destination never moves the page by itself (WCAG 3.2.2).
 */
export function SearchFilter({ term, destinationId }: { term: string; destinationId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const termId = useId();
  const destinationFieldId = useId();
  const destinations = useDestinations();
  const [text, setText] = useState(term);
  const [destination, setDestination] = useState(String(destinationId));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text, Number(destination));
    if (path) void navigate(path);
  };

  return (
    <form className="search-filter" role="search" onSubmit={submit}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={termId}>
          {t('discovery.header_search.label')}
        </label>
        <input
          id={termId}
          className="form-field__input"
          type="search"
          name="term"
          required
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={destinationFieldId}>
          {t('discovery.search.filter_label')}
        </label>
        <select
          id={destinationFieldId}
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
      <button type="submit" className="button">
        {t('discovery.search.filter')}
      </button>
    </form>
  );
}
