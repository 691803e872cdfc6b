import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, idInput, slugInput, timestamp } from './common.ts';

export const raffleTicketSchema = z.object({
  id: z.number().int(),
  raffle_number: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  campaign_name: z.string(),
  campaign_arabic_name: z.string(),
  created_at: timestamp,
});
export type RaffleTicket = z.infer<typeof raffleTicketSchema>;

export const getRaffleStatsAction = defineAction({
  name: 'getRaffleStats',
  auth: 'user',
  summary: "The signed-in user's raffle standing: tickets held, invoices approved and waiting for review.",
  input: z.object({}),
  output: z.object({
    data: z.object({
      tickets: z.number().int(),
      approved_invoices: z.number().int(),
      pending_invoices: z.number().int(),
    }),
  }),
  cacheSeconds: 0,
});

export const getRaffleTicketsAction = defineAction({
  name: 'getRaffleTickets',
  auth: 'user',
  summary: "The signed-in user's raffle tickets, newest first.",
  input: z.object({}),
  output: z.object({ data: z.array(raffleTicketSchema) }),
  cacheSeconds: 0,
});

export const listRafflesByInvoiceAction = defineAction({
  name: 'listRafflesByInvoice',
  auth: 'user',
  summary: "The tickets one of the user's own invoices earned; another user's invoice is answered as not found.",
  input: z.object({ invoice_id: idInput }),
  output: z.object({ data: z.array(raffleTicketSchema) }),
  cacheSeconds: 0,
});

const drawTicket = z.object({ raffle_number: z.string(), participant: z.string() });

export const raffleDrawAction = defineAction({
  name: 'raffleDraw',
  auth: 'public',
  summary:
    "A campaign's verifiable draw: the commitment (SHA-256 of the secret seed) before the draw; after it the seed, every ticket with a pseudonymous participant, and the winners. Recompute with `npm run raffle:verify -- <site> <campaign>`.",
  input: z.object({ campaign: slugInput }),
  output: z.object({
    data: z.object({
      slug: z.string(),
      name: z.string(),
      arabic_name: z.string(),
      prizes: z.array(aed),
      one_prize_per_participant: z.boolean(),
      draw_on: z.string(),
      commitment: z.string().nullable(),
      seed: z.string().nullable(),
      drawn_at: timestamp.nullable(),
      tickets: z.array(drawTicket),
      winners: z.array(drawTicket.extend({ rank: z.number().int(), prize: aed })),
    }),
  }),
  cacheSeconds: 30,
});

export const raffleActions = [
  getRaffleStatsAction,
  getRaffleTicketsAction,
  listRafflesByInvoiceAction,
  raffleDrawAction,
] as const;
