import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ChevronIcon } from '../../../components/icons.tsx';
import { listKeyAction, openingIndex } from './dropdown-keys.ts';

export type DropdownChoice<Value extends string> = {
  value: Value;
  label: string;
  /** how the option is drawn (a font shows in its own face) */
  style?: CSSProperties;
};

type DropdownSelectProps<Value extends string> = {
  /** what is being chosen ('Font'); names the list, and the button once something is chosen */
  label: string;
  /** the button's text until something is chosen ('Select Font') */
  placeholder: string;
  choices: readonly DropdownChoice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  className?: string;
};

/**
 * A button that opens a list of choices (spec part 2 §2.7 font and size dropdowns). It is a button with a
 * listbox rather than a native <select> because each font must be shown in its own face, which a native
 * list does not draw on every platform. The list takes focus and tracks the active option with
 * aria-activedescendant; arrows, Home, End, a letter, Enter, Space, Escape and Tab work as in a native list,
 * and a click anywhere else closes it.
 */
export function DropdownSelect<Value extends string>({
  label,
  placeholder,
  choices,
  value,
  onChange,
  className,
}: DropdownSelectProps<Value>) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const selectedIndex = choices.findIndex((choice) => choice.value === value);
  const selected = choices[selectedIndex];
  const activeId = open && active >= 0 ? optionId(active) : undefined;

  // open: the list takes focus; a press anywhere outside the dropdown closes it (spec: "clicking elsewhere").
  // A layout effect, run as the list appears: the key pressed next must reach the list, not the button.
  useLayoutEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  // keep the active option in view when the keyboard moves it
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setActive(openingIndex(selectedIndex));
    setOpen(true);
  };

  const closeList = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const choice = choices[index];
    if (choice) onChange(choice.value);
    closeList(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const action = listKeyAction(
      event.key,
      active,
      choices.map((choice) => choice.label),
    );
    if (action.kind === 'none') return;
    // Tab goes on to the next control as usual; every other handled key stays in the list
    if (event.key !== 'Tab') event.preventDefault();
    if (action.kind === 'move') setActive(action.index);
    else if (action.kind === 'choose') choose(action.index);
    else closeList(event.key === 'Escape');
  };

  return (
    <div ref={rootRef} className={className ? `dropdown ${className}` : 'dropdown'}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // the visible text is the choice alone; the name says what it is a choice of, and still contains that text
        aria-label={selected ? `${label}: ${selected.label}` : undefined}
        onClick={() => (open ? closeList(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span className={selected ? 'dropdown__value dropdown__value--chosen' : 'dropdown__value'} style={selected?.style}>
          {selected ? selected.label : placeholder}
        </span>
        <ChevronIcon className="dropdown__chevron" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          className="dropdown__list"
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={activeId}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {choices.map((choice, index) => (
            // the list's keyboard handler chooses for the keyboard; the option itself answers the pointer
            <li
              key={choice.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              className={index === active ? 'dropdown__option dropdown__option--active' : 'dropdown__option'}
              style={choice.style}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
            >
              {choice.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
