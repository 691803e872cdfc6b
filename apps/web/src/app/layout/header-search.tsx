import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { SearchCombobox } from '../../components/search-combobox.tsx';
import { searchPath } from '../../lib/search-path.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The header's search (spec part 1 §2 Search): a button that opens a search field under the bar; the
 * field submits to /s/{term}/-1 and suggests destinations and packages as the visitor types (decision 028).
 * Escape closes the suggestions, then the panel, and gives focus back to the button.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const panelId = useId();
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const go = (path: string) => {
    setOpen(false);
    setText('');
    void navigate(path);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text);
    if (path) go(path);
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
            <SearchCombobox
              id={inputId}
              className="header-search__input"
              value={text}
              onValueChange={setText}
              onChoose={go}
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
