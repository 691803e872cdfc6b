import { useEffect, useRef } from 'react';

/**
 * Focus for the element that should have it when a dialog opens. React's autoFocus fires before the
 * ModalDialog's showModal(), which then moves focus to the dialog's first control (its close button); this
 * effect belongs to the dialog's owner, so it runs after the ModalDialog's own and wins.
 */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
