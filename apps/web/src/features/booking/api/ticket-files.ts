import {
  ticketCalendarFileName,
  ticketPdfFileName,
  ticketPdfPath,
  ticketWalletPassFileName,
  ticketWalletPassPath,
  type TicketLanguage,
} from '@portal/contract/tickets';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callAction, errorMessageOf, unwrap } from '../../../lib/api.ts';
import { fetchAuthorizedBlob, saveBlob } from '../../../lib/authorized-files.ts';
import { showToast } from '../../../lib/toasts.ts';

/**
 * The ticket's files (decision 037): the PDF, made by the server for the owner's token in the page's
 * language, and the calendar event. Neither is kept: a ticket can be cancelled, so each is asked for afresh.
 */

/** Fetches the ticket PDF with the token and saves it as ticket-<order>.pdf; a failure is toasted. */
export function useDownloadTicketPdf() {
  return useMutation({
    mutationFn: async ({ orderNumber, language }: { orderNumber: string; language: TicketLanguage }) => {
      saveBlob(await fetchAuthorizedBlob(ticketPdfPath(orderNumber, language)), ticketPdfFileName(orderNumber));
    },
    onError: (error) => showToast('error', errorMessageOf(error)),
  });
}

/** Fetches the ticket's Apple Wallet pass (decision 073) and saves it as ticket-<order>.pkpass, which Wallet opens. */
export function useDownloadWalletPass() {
  return useMutation({
    mutationFn: async ({ orderNumber, language }: { orderNumber: string; language: TicketLanguage }) => {
      saveBlob(await fetchAuthorizedBlob(ticketWalletPassPath(orderNumber, language)), ticketWalletPassFileName(orderNumber));
    },
    onError: (error) => showToast('error', errorMessageOf(error)),
  });
}

/** Whether the operator has configured Wallet passes: the same for every ticket, so asked once in a while. */
export function useTicketWallets() {
  return useQuery({
    queryKey: ['ticket-wallets'],
    queryFn: async ({ signal }) => unwrap(await callAction('ticketWallets', {}, { signal, quiet: true })).data,
    staleTime: 300_000,
    retry: false,
  });
}

/**
 * Under the per-user 'accounts' key (dropped on signing in or out) but outside the bookings' key: reading the bookings again after a cancellation must not
 * ask for the event of the ticket just cancelled, which the server refuses (its page then offers no calendar).
 */
export const ticketCalendarQueryKey = (orderNumber: string, language: TicketLanguage) =>
  ['accounts', 'ticket-calendar', orderNumber, language] as const;

export const ticketCalendarQueryOptions = (orderNumber: string, language: TicketLanguage) =>
  queryOptions({
    queryKey: ticketCalendarQueryKey(orderNumber, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'ticketCalendar',
          { order_number: orderNumber, language },
          // without the event the page simply offers no calendar: no error toast
          { auth: true, signal, quiet: true },
        ),
      ).data,
    retry: false,
  });

/** The booking's calendar event (.ics text and Google Calendar link), asked for only for a booking with a date. */
export function useTicketCalendar(orderNumber: string, language: TicketLanguage, enabled: boolean) {
  return useQuery({ ...ticketCalendarQueryOptions(orderNumber, language), enabled });
}

/** Saves the event as ticket-<order>.ics, which calendar programs open to add it. */
export function saveTicketCalendar(orderNumber: string, ics: string): void {
  saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), ticketCalendarFileName(orderNumber));
}
