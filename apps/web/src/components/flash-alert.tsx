import { useCallback, useEffect, useRef, useState } from 'react';

/** spec part 1 §4 and §8: a failure shows in a red alert for 2 to 3 seconds. */
export const flashAlertMs = 2_500;

type Flash = { text: string; id: number; visible: boolean };

/** State of a red failure alert: `show` displays a message for 2.5 s; `clear` removes it at once. */
export function useFlashAlert(durationMs = flashAlertMs) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setFlash((previous) => ({ text, id: (previous?.id ?? 0) + 1, visible: true }));
      timer.current = setTimeout(() => setFlash((current) => current && { ...current, visible: false }), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  return { flash, show, clear };
}

/**
 * The red alert seen for 2.5 seconds, and an always-present live region that announces the same text
 * and keeps it for screen readers after the visible alert has gone. The visible copy is hidden from
 * assistive technology so the message is not read twice.
 */
export function FlashAlert({ flash }: { flash: Flash | null }) {
  return (
    <>
      <div className="visually-hidden" role="alert" key={flash?.id ?? 0}>
        {flash?.text}
      </div>
      {flash?.visible && (
        <div className="flash-alert" aria-hidden="true">
          {flash.text}
        </div>
      )}
    </>
  );
}
