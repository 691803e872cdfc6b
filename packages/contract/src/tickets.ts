import { z } from 'zod';
import { defineAction } from './action.ts';
import { orderNumberInput } from './bookings.ts';

/** Decision 037: tickets that travel (the ticket as a PDF, and the visit in the traveller's calendar). */

export const ticketLanguages = ['en', 'ae'] as const;
export type TicketLanguage = (typeof ticketLanguages)[number];

/**
 * GET /api/ticket-files/<order_number>/ticket.pdf?language=en|ae: a confirmed booking's ticket as a PDF, for
 * its owner only, fetched with the bearer token (a binary file does not fit the action envelope). Without
 * `language`, the request's Accept-Language decides.
 */
export const ticketPdfPath = (orderNumber: string, language: TicketLanguage) =>
  `/api/ticket-files/${encodeURIComponent(orderNumber)}/ticket.pdf?language=${language}`;

/** The name a downloaded ticket is saved under. */
export const ticketPdfFileName = (orderNumber: string) => `ticket-${orderNumber}.pdf`;

/**
 * GET /api/ticket-files/<order_number>/ticket.pkpass?language=en|ae: a confirmed booking as an Apple Wallet
 * pass (decision 073), for its owner only, when the operator has configured pass signing (ticketWallets).
 */
export const ticketWalletPassPath = (orderNumber: string, language: TicketLanguage) =>
  `/api/ticket-files/${encodeURIComponent(orderNumber)}/ticket.pkpass?language=${language}`;

/** The name a downloaded Wallet pass is saved under. */
export const ticketWalletPassFileName = (orderNumber: string) => `ticket-${orderNumber}.pkpass`;

/** The name the calendar file of a ticket is saved under. */
export const ticketCalendarFileName = (orderNumber: string) => `ticket-${orderNumber}.ics`;

export const ticketCalendarAction = defineAction({
  name: 'ticketCalendar',
  auth: 'user',
  summary:
    "One of the user's own confirmed bookings as a calendar event: `ics` is the RFC 5545 file the confirmation e-mail attaches (this booking only), `google_calendar_url` the same event as a Google Calendar link. Null fields for a booking without a date; anyone else's booking is not found; one that is not confirmed answers ticket_unpaid or ticket_cancelled.",
  input: z.object({ order_number: orderNumberInput, language: z.enum(ticketLanguages).optional() }),
  output: z.object({
    data: z.object({
      ics: z.string().nullable(),
      google_calendar_url: z.string().nullable(),
    }),
  }),
  cacheSeconds: 0,
});

export const ticketWalletsAction = defineAction({
  name: 'ticketWallets',
  auth: 'public',
  summary:
    'Which mobile wallets tickets can be added to (decision 073): `apple_wallet` 1 when the operator has configured Apple Wallet pass signing, else 0.',
  input: z.object({}),
  output: z.object({ data: z.object({ apple_wallet: z.number().int() }) }),
  cacheSeconds: 300,
});

export const ticketActions = [ticketCalendarAction, ticketWalletsAction] as const;
