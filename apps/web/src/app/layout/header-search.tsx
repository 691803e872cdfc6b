import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { searchPath } from '../../lib/search-path.ts';

/**
 * The header's search (spec part 1 §2 Search): a button that opens a search field under the bar; the
 * field submits to /s/{term}/-1. Escape closes it and gives focus back to the button.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(String(new FormData(event.currentTarget).get('term') ?? ''));
    if (!path) return;
    setOpen(false);
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button header-search__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SearchIcon />
        <span className="visually-hidden">{t('discovery.header_search.open')}</span>
      </button>
      {open && (
        <div className="header-search" id={panelId}>
          <form className="header-search__form container" role="search" onSubmit={submit} onKeyDown={onKeyDown}>
            <label className="visually-hidden" htmlFor={inputId}>
              {t('discovery.header_search.label')}
            </label>
            <input
              id={inputId}
              className="header-search__input"
              type="search"
              name="term"
              required
              maxLength={100}
              autoComplete="off"
              placeholder={t('discovery.header_search.placeholder')}
              autoFocus
            />
            <button type="submit" className="button button--on-dark">
              {t('discovery.header_search.submit')}
            </button>
          </form>
        </div>
      )}
    </>
  );
}
