import type { Suggestion } from '@portal/contract/search';
import { useId, useState, type KeyboardEvent } from 'react';
import { localized } from '../lib/localized.ts';
import { searchPath } from '../lib/search-path.ts';
import { minSuggestionLength, useSearchSuggestions } from '../lib/search-suggestions.ts';
import { useTranslation } from '../lib/i18n.ts';

/** One choice of the list: a destination or a package to open, or the corrected term to search for. */
type Choice = { key: string; label: string; hint: string; path: string };

function choicesOf(
  data: Suggestion[],
  didYouMean: string | undefined,
  hints: Record<Suggestion['kind'] | 'term', string>,
): Choice[] {
  const suggested = data.map((s) => ({
    key: `${s.kind}-${s.id}`,
    label: localized(s, 'name'),
    hint: hints[s.kind],
    path: s.kind === 'destination' ? `/d/${s.url_slug}` : `/p/${s.url_slug}`,
  }));
  const corrected = didYouMean !== undefined ? searchPath(didYouMean) : null;
  if (didYouMean === undefined || corrected === null) return suggested;
  return [{ key: 'did-you-mean', label: didYouMean, hint: hints.term, path: corrected }, ...suggested];
}

type SearchComboboxProps = {
  id: string;
  className: string;
  value: string;
  onValueChange: (value: string) => void;
  /** a suggestion was chosen: the address to open */
  onChoose: (path: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
};

/**
 * A search field that suggests destinations and packages as the visitor types (WAI-ARIA combobox with a
 * listbox): Down and Up move through the suggestions, Enter opens the one shown as active (or submits the
 * form when none is), Escape closes the list first. A live region reads how many suggestions there are.
 */
export function SearchCombobox({ id, className, value, onValueChange, onChoose, placeholder, autoFocus }: SearchComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(value);
  const typed = value.trim().length >= minSuggestionLength;
  const choices =
    typed && suggestions.data
      ? choicesOf(suggestions.data.data, suggestions.data.did_you_mean, {
          destination: t('search.kind_destination'),
          package: t('search.kind_package'),
          term: t('search.kind_did_you_mean'),
        })
      : [];
  const shown = open && choices.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (choice: Choice) => {
    setOpen(false);
    setActive(-1);
    onChoose(choice.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const down = event.key === 'ArrowDown';
      // round the list: Down after the last goes to the first, Up from the first (or from none) to the last
      setActive((current) => (down ? (current + 1) % choices.length : current <= 0 ? choices.length - 1 : current - 1));
    } else if (event.key === 'Enter' && shown && choices[active]) {
      event.preventDefault();
      choose(choices[active]);
    } else if (event.key === 'Escape' && shown) {
      // the list closes first and the text stays (a search field's own Escape would clear it); a second
      // Escape reaches the form (the header's panel closes)
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search-combobox">
      <input
        id={id}
        className={className}
        type="search"
        name="term"
        required
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
        autoFocus={autoFocus}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && active < choices.length ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul className="search-combobox__list" id={listId} role="listbox" aria-label={t('search.suggestions_label')} hidden={!shown}>
        {shown &&
          choices.map((choice, index) => (
            <li
              key={choice.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-combobox__option"
              // mousedown, not click: the field keeps focus and its blur does not close the list first
              onMouseDown={(event) => {
                event.preventDefault();
                choose(choice);
              }}
            >
              <span className="search-combobox__label">{choice.label}</span>
              <span className="search-combobox__hint">{choice.hint}</span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open && typed && suggestions.data ? t('search.suggestion_count', { count: choices.length }) : ''}
      </p>
    </div>
  );
}
