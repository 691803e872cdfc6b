import { z } from 'zod';
import { email } from './accounts.ts';
import { defineAction } from './action.ts';
import {
  aed,
  aedInput,
  dateInput,
  decimalInput,
  flagInput,
  idInput,
  jsonText,
  multilineText,
  nameText,
  text,
  timestamp,
  twoDecimals,
  wholeNumberInput,
} from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * Gift cards (docs/decisions/068): bought through createPurchase (items `{gift_card: {...}}`), they pay
 * wholly or partly for tickets, store orders and postcards (`gift_card_code` beside the items). Money is
 * AED on the wire, fils inside; a card's code is shown once, in its e-mail and PDF, and read back only as
 * its last four characters.
 */

export const giftCardLanguages = ['en', 'ae'] as const;

/** A code as typed: spaces and dashes are ignored, letters in any case; the server answers gift_card_invalid for any other. */
export const giftCardCodeInput = text().trim().max(40);

/** AED with at most two decimals, as fils. */
const filsInput = (maxAed: number) => aedInput(maxAed).transform((v) => Math.round(v * 100));

/** The gift card form of createPurchase's `items`. */
export const giftCardPurchaseItemsSchema = z.object({
  gift_card: z.object({
    amount: filsInput(100_000),
    recipient_name: nameText().trim().max(120).default(''),
    recipient_email: email,
    recipient_language: z.enum(giftCardLanguages).default('en'),
    message: multilineText().max(500, 'at most 500 characters').default(''),
    /** the Dubai date the card's e-mail goes out, 09:00 Dubai; today or later */
    send_on: dateInput,
  }),
});

export const giftCardSettingsSchema = z.object({
  amount_choices: z.array(aed),
  min_amount: aed,
  max_amount: aed,
  validity_months: z.number().int(),
});

export const giftCardSettingsAction = defineAction({
  name: 'giftCardSettings',
  auth: 'public',
  summary: 'The amounts a gift card is sold for (AED), the limits of a chosen amount and how many months a card is valid.',
  input: z.object({}),
  output: z.object({ data: giftCardSettingsSchema }),
  cacheSeconds: 60,
});

export const giftCardMovementSchema = z.object({
  kind: z.enum(['issue', 'take', 'release', 'retake', 'refund', 'adjust', 'expire']),
  /** signed: a payment is negative */
  amount: z.number(),
  at: timestamp,
  purchase_number: z.string().nullable(),
});

export const giftCardViewSchema = z.object({
  last4: z.string(),
  balance: aed,
  initial: aed,
  status: z.enum(['pending', 'active', 'blocked', 'void', 'expired']),
  expires_at: timestamp,
  /** bought: this user paid for it; received: it was sent to this user's e-mail address */
  role: z.enum(['bought', 'received']),
  recipient_name: z.string(),
  send_on: z.string(),
  history: z.array(giftCardMovementSchema),
});

export const myGiftCardsAction = defineAction({
  name: 'myGiftCards',
  auth: 'user',
  summary:
    "The user's gift cards: those they bought and those sent to their e-mail address, each with its balance and history. Nobody else's.",
  input: z.object({}),
  output: z.object({ data: z.array(giftCardViewSchema) }),
  cacheSeconds: 0,
});

export const giftCardBalanceAction = defineAction({
  name: 'giftCardBalance',
  auth: 'public',
  summary:
    "A card's balance and expiry by its code, for anyone who holds the code; at most 10 tries per client address in 10 minutes (rate_limited).",
  input: z.object({ code: giftCardCodeInput }),
  output: z.object({ data: z.object({ last4: z.string(), balance: aed, expires_at: timestamp, status: z.string() }) }),
  cacheSeconds: 0,
});

// ---------------------------------------------------------------------------------------------
// The console (admins)

export const consoleGiftCardSchema = z.object({
  id: z.number().int(),
  last4: z.string(),
  balance: aed,
  initial: aed,
  expired: aed,
  status: z.string(),
  expires_at: timestamp,
  recipient_name: z.string(),
  recipient_email: z.string(),
  purchase_number: z.string().nullable(),
  created_at: timestamp,
});

export const findGiftCardsAction = defineAction({
  name: 'findGiftCards',
  auth: 'admin',
  summary: "Gift cards by a code's last four characters, the recipient's e-mail or the purchase number, newest first.",
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(consoleGiftCardSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleGiftCardAction = defineAction({
  name: 'consoleGiftCard',
  auth: 'admin',
  summary: "One card with its whole history, oldest first: each movement's kind, signed amount, purchase number and note.",
  input: z.object({ id: idInput }),
  output: z.object({
    data: consoleGiftCardSchema.extend({
      history: z.array(giftCardMovementSchema.extend({ note: z.string() })),
    }),
  }),
  cacheSeconds: 0,
});

export const issueGiftCardAction = defineAction({
  name: 'issueGiftCard',
  auth: 'admin',
  summary:
    'Issues a card without a purchase (a goodwill gesture) and e-mails it to the recipient on send_on. Audited. Answers the code, shown once.',
  input: z.object({
    amount: filsInput(100_000).refine((v) => v > 0, 'more than 0'),
    recipient_name: nameText().trim().max(120).default(''),
    recipient_email: email,
    recipient_language: z.enum(giftCardLanguages).default('en'),
    message: multilineText().max(500, 'at most 500 characters').default(''),
    send_on: dateInput,
  }),
  output: z.object({ data: consoleGiftCardSchema.extend({ code: z.string() }) }),
  cacheSeconds: 0,
});

export const blockGiftCardAction = defineAction({
  name: 'blockGiftCard',
  auth: 'admin',
  summary: 'Blocks a card (it pays for nothing) or unblocks it. Audited.',
  input: z.object({ id: idInput, /** 1 blocks, 0 unblocks */ blocked: flagInput }),
  output: z.object({ data: consoleGiftCardSchema }),
  cacheSeconds: 0,
});

export const adjustGiftCardAction = defineAction({
  name: 'adjustGiftCard',
  auth: 'admin',
  summary: "Adds to or takes from a card's balance (never below 0) with a note, in the card's history. Audited.",
  input: z.object({
    id: idInput,
    /** AED, signed */
    amount: decimalInput(z.number().min(-100_000).max(100_000))
      .refine((v) => v !== 0 && twoDecimals(v), 'a non-zero amount with at most two decimals')
      .transform((v) => Math.round(v * 100)),
    note: text().trim().min(1, 'a note').max(300),
  }),
  output: z.object({ data: consoleGiftCardSchema }),
  cacheSeconds: 0,
});

export const saveGiftCardSettingsAction = defineAction({
  name: 'saveGiftCardSettings',
  auth: 'admin',
  summary: 'Sets the amounts offered, the limits of a chosen amount and the months a new card is valid. Audited.',
  input: z
    .object({
      amount_choices: jsonText(
        z
          .array(filsInput(100_000).refine((v) => v > 0, 'more than 0'))
          .min(1)
          .max(12),
      ),
      min_amount: filsInput(100_000).refine((v) => v > 0, 'more than 0'),
      max_amount: filsInput(100_000),
      validity_months: wholeNumberInput(z.number().int().min(1).max(120)),
    })
    .refine((v) => v.min_amount <= v.max_amount, { path: ['max_amount'], message: 'at least the minimum' })
    .refine((v) => v.amount_choices.every((a) => a >= v.min_amount && a <= v.max_amount), {
      path: ['amount_choices'],
      message: 'within the minimum and the maximum',
    }),
  output: z.object({ data: giftCardSettingsSchema }),
  cacheSeconds: 0,
});

export const giftCardLiabilityAction = defineAction({
  name: 'giftCardLiability',
  auth: 'admin',
  summary:
    'What the portal owes on cards: the outstanding balance of live cards (active or blocked, not expired), and what expired, in total and by month of expiry.',
  input: z.object({}),
  output: z.object({
    data: z.object({
      outstanding: aed,
      live_cards: z.number().int(),
      expired: aed,
      expired_by_month: z.array(z.object({ month: z.string(), amount: aed })),
    }),
  }),
  cacheSeconds: 0,
});

export const giftCardActions = [
  giftCardSettingsAction,
  myGiftCardsAction,
  giftCardBalanceAction,
  findGiftCardsAction,
  consoleGiftCardAction,
  issueGiftCardAction,
  blockGiftCardAction,
  adjustGiftCardAction,
  saveGiftCardSettingsAction,
  giftCardLiabilityAction,
] as const;
