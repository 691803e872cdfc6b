import { useRef, useState } from 'react';

/**
 * A form opened in place from a button (a new record, or the record to change) and closed again. On closing,
 * the keyboard goes back to the button that opened it, if it is still on the page.
 */
export function useInlineForm<T>() {
  /** closed, or open on the record to change (null: a new one) */
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openForm = (record: T | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ record });
  };
  const closeForm = () => {
    setEditing(null);
    if (opener.current?.isConnected) opener.current.focus();
  };
  return { editing, openForm, closeForm };
}
