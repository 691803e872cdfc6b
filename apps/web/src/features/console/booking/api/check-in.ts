import { useMutation } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';

/**
 * Looks a ticket up by what was scanned or typed. A mutation, as at the vouchers counter: asked for at
 * the gate, never cached, good only until the next scan. The page shows failures itself (quiet).
 */
export function useCheckInLookup() {
  return useMutation({
    mutationFn: async (code: string) => unwrap(await callAction('checkInLookup', { code }, { auth: true, quiet: true })).data,
  });
}

/** Checks a looked-up ticket in; a refusal (already in, another day …) comes back as an ActionError. */
export function useCheckIn() {
  return useMutation({
    mutationFn: async (orderNumber: string) =>
      unwrap(await callAction('checkIn', { order_number: orderNumber }, { auth: true, quiet: true })).data,
  });
}
