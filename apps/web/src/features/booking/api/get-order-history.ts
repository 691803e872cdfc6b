import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import type { ActionResult } from '../../../lib/api-envelope.ts';
import { bookingsCopyKey, keptForOffline, ticketCopyKey } from '../../../lib/offline-copies.ts';
import { readToken, useSignedIn } from '../../../lib/session.ts';

/** decision 038: the traveller's tickets and bookings stay readable offline once seen (lib/offline-copies.ts). */
async function savedForOffline<T extends object>(key: string, read: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const sentToken = readToken();
  const result = await read();
  return keptForOffline(key, result, { sentToken, currentToken: readToken() });
}

/** Under the per-user 'accounts' key, so signing in or out drops them with the rest of the user's data. */
export const bookingsQueryKey = ['accounts', 'bookings'] as const;

export const orderHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'history'],
    queryFn: async ({ signal }) =>
      unwrap(await savedForOffline(bookingsCopyKey, () => callAction('orderHistory', {}, { auth: true, signal }))).data,
  });

/** The user's bookings, newest first (spec part 1 §7 orderHistory); asks only while signed in. */
export function useOrderHistory() {
  const signedIn = useSignedIn();
  return useQuery({ ...orderHistoryQueryOptions(), enabled: signedIn });
}

export const bookingDetailsQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'details', orderNumber],
    queryFn: async ({ signal }) =>
      unwrap(
        await savedForOffline(ticketCopyKey(orderNumber), () =>
          callAction(
            'bookingDetails',
            { order_number: orderNumber },
            // a not-found answer is the page's own state, not an error toast
            { auth: true, signal, quiet: true },
          ),
        ),
      ).data,
    retry: false,
  });

/** One of the user's bookings (spec part 2 §7 bookingDetails). */
export function useBookingDetails(orderNumber: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...bookingDetailsQueryOptions(orderNumber), enabled: signedIn && orderNumber !== '' });
}
