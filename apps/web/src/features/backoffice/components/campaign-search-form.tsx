import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type CampaignSearchFormProps = {
  label: string;
  /** the search the list shows now */
  q: string;
  onSearch: (q: string) => void;
};

/** The search box of a campaigns list: the server matches the slug and both names. */
export function CampaignSearchForm({ label, q, onSearch }: CampaignSearchFormProps) {
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
        <input id={id} name="q" type="search" className="form-field__input" defaultValue={q} key={q} maxLength={200} />
        <button type="submit" className="button button--plain">
          {t('console.search')}
        </button>
      </div>
    </form>
  );
}
