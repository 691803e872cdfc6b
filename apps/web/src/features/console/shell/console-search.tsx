import type { ConsoleSearchHit } from '@portal/contract/console-search';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '../../../components/icons.tsx';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { searchMinimum, useConsoleSearch } from './api/console-search.ts';

/** How long typing pauses before the search is sent. */
const typingPause = 250;

/** Whether a key press belongs to a field being typed in, where `/` is a character and not the shortcut. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The console's one search in the top bar (decision 060): bookings, customers, store orders, products and
 * packages as the operator may see them. A combobox with its results in a listbox, grouped; arrows move
 * through the results, Enter opens one, Escape closes; `/` anywhere focuses the field. On a phone the field
 * is behind a button and opens as a full-width sheet.
 */
export function ConsoleSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useConsoleSearch(q);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), typingPause);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setSheet(true);
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // the sheet's field takes the focus as it opens (a phone's button, or the shortcut)
  useEffect(() => {
    if (sheet) inputRef.current?.focus();
  }, [sheet]);

  const groups = useMemo(() => (q.length >= searchMinimum ? (search.data?.groups ?? []) : []), [q, search.data]);
  const hits = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  /** where each group's options start in the one list the arrows move through */
  const starts = useMemo(() => groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.hits.length, 0)), [groups]);
  // typing clears the choice; a shorter answer arriving meanwhile leaves none chosen
  const current = active < hits.length ? active : -1;

  const close = () => {
    setOpen(false);
    setSheet(false);
    setActive(-1);
  };
  const go = (hit: ConsoleSearchHit) => {
    close();
    setTyped('');
    void navigate(hit.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(current < 0 ? (step > 0 ? 0 : hits.length - 1) : (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && current >= 0 && hits[current]) {
      event.preventDefault();
      go(hits[current]);
    } else if (event.key === 'Escape') {
      if (open && typed) setOpen(false);
      else close();
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const titleOf = (hit: ConsoleSearchHit) => (language === 'ae' && hit.arabic_title ? hit.arabic_title : hit.title);
  const otherTitleOf = (hit: ConsoleSearchHit) => (hit.arabic_title ? (language === 'ae' ? hit.title : hit.arabic_title) : '');

  const showing = open && typed.trim().length > 0;
  const status =
    typed.trim().length < searchMinimum
      ? t('console.finder.hint')
      : search.isError
        ? t('console.finder.failed')
        : search.isFetching || q !== typed.trim()
          ? t('console.finder.searching')
          : hits.length === 0
            ? t('console.finder.none', { q })
            : t('console.finder.count', { count: hits.length });

  return (
    <div className={`console-finder${sheet ? ' console-finder--sheet' : ''}`}>
      <button
        type="button"
        className="console-finder__open"
        aria-label={t('console.finder.open')}
        aria-expanded={sheet}
        onClick={() => setSheet(true)}
      >
        <SearchIcon aria-hidden="true" />
      </button>
      <div className="console-finder__panel" role="search">
        <div className="console-finder__field">
          <SearchIcon className="console-finder__icon" aria-hidden="true" />
          <input
            ref={inputRef}
            className="console-finder__input"
            type="search"
            dir="auto"
            role="combobox"
            aria-label={t('console.finder.label')}
            aria-expanded={showing}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            aria-describedby={`${id}-status`}
            aria-keyshortcuts="/"
            placeholder={t('console.finder.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={(event) => {
              if (!event.currentTarget.closest('.console-finder')?.contains(event.relatedTarget as Node | null)) setOpen(false);
            }}
            onKeyDown={onKeyDown}
          />
          {!typed && (
            <kbd className="console-finder__key" aria-hidden="true">
              /
            </kbd>
          )}
          <button type="button" className="console-finder__close" aria-label={t('console.finder.close')} onClick={close}>
            <CloseIcon aria-hidden="true" />
          </button>
        </div>
        <div className="console-finder__popup" hidden={!showing}>
          <p className="console-finder__status" id={`${id}-status`} role="status">
            {showing ? status : ''}
          </p>
          <div className="console-finder__results" id={`${id}-results`} role="listbox" aria-label={t('console.finder.results')}>
            {groups.map((group, g) => (
              <div key={group.group} role="group" aria-labelledby={`${id}-${group.group}`} className="console-finder__group">
                <div className="console-finder__group-name" id={`${id}-${group.group}`} role="presentation">
                  {t(`console.finder.groups.${group.group}`)}
                </div>
                {group.hits.map((hit, h) => {
                  const mine = starts[g]! + h;
                  const other = otherTitleOf(hit);
                  return (
                    <div
                      key={hit.link + hit.title}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={mine === current}
                      className="console-finder__hit"
                      tabIndex={-1}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(mine)}
                      onClick={() => go(hit)}
                    >
                      <span className="console-finder__hit-title">
                        {group.group === 'bookings' || group.group === 'store_orders' ? (
                          <bdi dir="ltr">{hit.title}</bdi>
                        ) : (
                          titleOf(hit)
                        )}
                        {other && (
                          <span className="console-finder__hit-other" lang={language === 'ae' ? 'en' : 'ar'}>
                            {other}
                          </span>
                        )}
                      </span>
                      {hit.detail && (
                        <bdi className="console-finder__hit-detail" dir="ltr">
                          {hit.detail}
                        </bdi>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
