import { useCallback, useEffect, useState } from 'react';

export type PositionState =
  | { status: 'asking' }
  | { status: 'found'; lat: number; lng: number }
  /** the person or the browser refused the position (spec part 1 §8: the permission message) */
  | { status: 'denied' }
  /** no position could be had: no geolocation in this browser, no fix, or no answer in time */
  | { status: 'unavailable' };

/** GeolocationPositionError.PERMISSION_DENIED (a number, so this module runs where the class does not exist) */
const permissionDenied = 1;

/** What a failed position request means for the page. */
export function positionFailure(code: number): PositionState {
  return code === permissionDenied ? { status: 'denied' } : { status: 'unavailable' };
}

/** Positions kept to about 110 m (three decimals): enough to sort vouchers by distance, and less revealing. */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * The device's position, asked once when the page opens (the visitor chose "near me" to get here) and
 * again on `retry`. A cached fix of up to ten minutes is fine for nearby offers.
 */
export function useDevicePosition(): { state: PositionState; retry: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [attempt, setAttempt] = useState(0);
  // the answer of one attempt; an older attempt's answer reads as "asking" until the new one comes
  const [answer, setAnswer] = useState<{ attempt: number; state: PositionState } | null>(null);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!current) return;
        const state = {
          status: 'found' as const,
          lat: roundCoordinate(position.coords.latitude),
          lng: roundCoordinate(position.coords.longitude),
        };
        setAnswer({ attempt, state });
      },
      (error) => {
        if (current) setAnswer({ attempt, state: positionFailure(error.code) });
      },
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 20_000 },
    );
    return () => {
      current = false;
    };
  }, [attempt, supported]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: PositionState = !supported
    ? { status: 'unavailable' }
    : answer?.attempt === attempt
      ? answer.state
      : { status: 'asking' };
  return { state, retry };
}
