import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { saveCsv } from '../../../../lib/save-csv.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const bookingsKey = ['accounts', 'console', 'bookings'] as const;

/** The search form's criteria as typed; blank ones are left out of the request. */
export type BookingCriteria = {
  number: string;
  email: string;
  mobile: string;
  packageId: string;
  from: string;
  to: string;
  status: string;
};

export const criteriaNames = ['number', 'email', 'mobile', 'packageId', 'from', 'to', 'status'] as const;

/** The wire names of the criteria (the contract's snake_case). */
const wireName: Record<keyof BookingCriteria, string> = {
  number: 'number',
  email: 'email',
  mobile: 'mobile',
  packageId: 'package_id',
  from: 'from',
  to: 'to',
  status: 'status',
};

/** The form field of a wire field the server refused, so the error shows at the right input. */
export const criterionOfWire = (field: string) => criteriaNames.find((name) => wireName[name] === field);

function criteriaFields(criteria: BookingCriteria): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of criteriaNames) {
    const value = criteria[name].trim();
    if (value) fields[wireName[name]] = value;
  }
  return fields;
}

export function useConsoleBookings(criteria: BookingCriteria, page: number, perPage: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...bookingsKey, 'search', criteria, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleBookings',
          { ...criteriaFields(criteria), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    enabled: signedIn,
    retry: false,
    // the last page stays on screen while the next is read
    placeholderData: keepPreviousData,
  });
}

export const bookingQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'one', orderNumber] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleBooking', { order_number: orderNumber }, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

export function useConsoleBooking(orderNumber: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...bookingQueryOptions(orderNumber), enabled: signedIn });
}

/** Every package for the pickers; a short list that rarely changes. */
export function useBookingPackageChoices() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...bookingsKey, 'packages'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('bookingPackageChoices', {}, { auth: true, signal, quiet: true })).data,
    enabled: signedIn,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** After a change to one booking its page, the search results and the attendee lists are read again. */
function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingsKey });
}

export function useResendConfirmation() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (orderNumber: string) =>
      unwrap(await callAction('resendConfirmation', { order_number: orderNumber }, { auth: true, quiet: true })).data,
    onSettled: invalidate,
  });
}

export type OperatorCancellation = { orderNumber: string; refund: string; reason: string };

/** Cancels with a refund (the cancellation machinery's action); the dialog shows failures at its fields. */
export function useOperatorCancelBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({ orderNumber, refund, reason }: OperatorCancellation) =>
      unwrap(
        await callAction(
          'operatorCancelBooking',
          { order_number: orderNumber, refund: refund.trim(), reason: reason.trim() },
          { auth: true, quiet: true },
        ),
      ).data,
    onSettled: invalidate,
  });
}

export type AttendeesView = { packageId: number; date: string; timeSlotId: number | null };

const attendeesFields = ({ packageId, date, timeSlotId }: AttendeesView) => ({
  package_id: packageId,
  date,
  ...(timeSlotId ? { time_slot_id: timeSlotId } : {}),
});

export function useConsoleAttendees(view: AttendeesView | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...bookingsKey, 'attendees', view] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('consoleAttendees', attendeesFields(view!), {
          auth: true,
          signal,
          quiet: true,
        }),
      ),
    enabled: signedIn && view !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The attendee list as CSV, saved by the browser under the server's file name. */
export async function downloadAttendeesCsv(view: AttendeesView): Promise<void> {
  const { filename, csv } = unwrap(
    await callAction('consoleAttendeesCsv', attendeesFields(view), {
      auth: true,
      quiet: true,
    }),
  );
  saveCsv(filename, csv);
}
