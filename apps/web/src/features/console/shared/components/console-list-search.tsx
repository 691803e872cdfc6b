import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';

type ConsoleListSearchProps = {
  /** what the box searches, e.g. "Search by name, in Arabic or English" */
  label: string;
  /** the search the list shows now (from the URL) */
  q: string;
  /** the typed words, trimmed; an empty string clears the search */
  onSearch: (q: string) => void;
  /** "ltr" when what is searched reads left to right in both languages (coupon and voucher codes) */
  dir?: 'ltr';
};

/**
 * The search box of a console list (destinations, tags, operators, coupons, campaigns…): one field and a
 * button, searched on the server. The field is keyed by `q`, so a back/forward in history shows that search.
 */
export function ConsoleListSearch({ label, q, onSearch, dir }: ConsoleListSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className="console-search" onSubmit={submit}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="console-search__row">
        <input id={id} name="q" type="search" className="form-field__input" defaultValue={q} key={q} maxLength={200} dir={dir} />
        <button type="submit" className="button button--plain">
          {t('console.search.open')}
        </button>
      </div>
    </form>
  );
}
