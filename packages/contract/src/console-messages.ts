import { z } from 'zod';
import { defineAction } from './action.ts';
import { flagInput, idInput, timestamp } from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * Messages for support staff (decision 036): what visitors wrote through the contact form, kept and
 * marked answered; and the e-mails and SMS the outbox could not deliver (docs/decisions/022), resent by an
 * operator. Operator actions: moderators answer visitors too.
 */

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.enum(['en', 'ae']),
  created_at: timestamp,
  /** 1 once an operator marked it answered */
  handled: z.union([z.literal(0), z.literal(1)]),
  /** when and by whom it was marked answered; "" while it is open */
  handled_at: z.union([timestamp, z.literal('')]),
  handled_by: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The contact list's filter: open (not answered yet), handled, or every message. */
export const contactMessageStates = ['open', 'handled', 'all'] as const;
export type ContactMessageState = (typeof contactMessageStates)[number];

export const consoleContactMessagesAction = defineAction({
  name: 'consoleContactMessages',
  auth: 'operator',
  summary:
    'One page of the contact-form messages, newest first; q matches the name, e-mail or message text; state is open ' +
    '(the default), handled or all; total counts every match.',
  input: z.object({ q: searchInput, state: z.enum(contactMessageStates).default('open'), ...pageInput }),
  output: z.object({ data: z.array(contactMessageSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const markContactMessageAction = defineAction({
  name: 'markContactMessage',
  auth: 'operator',
  summary: 'Marks a contact message answered (handled 1) or open again (handled 0). Audited.',
  input: z.object({ id: idInput, handled: flagInput }),
  output: z.object({ data: contactMessageSchema }),
  cacheSeconds: 0,
});

export const messageChannels = ['email', 'sms'] as const;

/**
 * What causes a message: the kinds the outbox writes (its `messages.kind`). The server reads and filters the
 * table with this type, so a kind added there and not here fails to compile.
 */
export const messageKinds = [
  'code',
  'booking_confirmation',
  'booking_cancellation',
  'contact',
  'store_order_confirmation',
  'store_fulfilment',
  'postcard_confirmation',
  'postcard_step',
  'operator_invitation',
  'review_invitation',
  'gift_card',
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const undeliveredMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  channel: z.enum(messageChannels),
  recipient: z.string(),
  subject: z.string(),
  language: z.enum(['en', 'ae']),
  /** failed: its attempts are spent; pending: the outbox still retries it */
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int(),
  last_error: z.string(),
  created_at: timestamp,
  /** 1 when resendMessage takes it: failed, and not a sign-in code (those expire and are secret) */
  resendable: z.union([z.literal(0), z.literal(1)]),
});
export type UndeliveredMessage = z.infer<typeof undeliveredMessageSchema>;

export const consoleFailedMessagesAction = defineAction({
  name: 'consoleFailedMessages',
  auth: 'operator',
  summary:
    'One page of the messages not delivered, newest first: failed ones (attempts spent) and pending ones still ' +
    'being retried after an error, with their last error; filtered by channel and kind. Bodies are never shown.',
  input: z.object({
    channel: z.enum(messageChannels).optional(),
    kind: z.enum(messageKinds).optional(),
    ...pageInput,
  }),
  output: z.object({ data: z.array(undeliveredMessageSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const resendMessageAction = defineAction({
  name: 'resendMessage',
  auth: 'operator',
  summary:
    'Makes a failed message due again now with fresh attempts; the outbox delivers it. A sign-in code, a message ' +
    'already sent and one still pending are refused (message_not_resendable). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ data: z.object({ id: z.number().int(), status: z.literal('pending') }) }),
  cacheSeconds: 0,
});

export const consoleMessageActions = [
  consoleContactMessagesAction,
  markContactMessageAction,
  consoleFailedMessagesAction,
  resendMessageAction,
] as const;
