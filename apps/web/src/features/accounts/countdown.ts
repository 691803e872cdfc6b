import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endMs`, never below 0. */
export function secondsUntil(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/** 75 → "1:15", in Latin digits in both languages (decision 005). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A countdown in whole seconds, e.g. the resend cooldown (server answer `resend_after`, or the
 * Retry-After of a 429). It counts from an end time, so a tab in the background does not drift.
 */
export function useCountdown() {
  const [endMs, setEndMs] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endMs === 0) return;
    const timer = setInterval(() => {
      const remaining = secondsUntil(endMs, Date.now());
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endMs]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    setEndMs(Date.now() + whole * 1000);
    setLeft(whole);
  }, []);
  return { secondsLeft: left, start };
}

/** The resend cooldown of one identifier: another e-mail or number is not held back by it. */
export function useSendCooldown() {
  const { secondsLeft, start: startCountdown } = useCountdown();
  const [identifier, setIdentifier] = useState<string | null>(null);
  const start = useCallback(
    (forIdentifier: string, seconds: number) => {
      setIdentifier(forIdentifier);
      startCountdown(seconds);
    },
    [startCountdown],
  );
  const secondsLeftFor = (forIdentifier: string) => (forIdentifier === identifier ? secondsLeft : 0);
  return { start, secondsLeftFor };
}
