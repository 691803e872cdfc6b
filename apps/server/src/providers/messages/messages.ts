import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { messages, type messageKinds } from '../../db/schema/index.ts';

export type MessageKind = (typeof messageKinds)[number];

export type OutgoingMessage = {
  kind: MessageKind;
  /**
   * One per cause (`booking-confirmation:<purchase number>`, `code:<challenge id>`): writing the same cause
   * twice keeps one message, and providers that take a key deliver it once. Random when left out.
   */
  idempotencyKey?: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** the same message as formatted HTML, sent beside `text` (multipart/alternative) by e-mail */
  html?: string;
  language: 'en' | 'ae';
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** a scheduled message: not delivered before this instant (a gift card on its send-on date) */
  sendAt?: Date;
};

/** A message as the outbox keeps it and the sweeper hands it to a provider. */
export type StoredMessage = typeof messages.$inferSelect;

/** Delivers one message on its channel; throws when the provider refuses it or cannot be reached. */
export type Transport = { name: string; deliver(message: StoredMessage): Promise<void> };

export type Transports = Record<StoredMessage['channel'], Transport>;

/**
 * What services use to send: messages are written in the transaction that causes them and delivered by
 * the message sweeper (a transactional outbox, docs/decisions/022), so a crash after the commit loses none.
 */
export type MessageSender = {
  /** Writes the message, pending, in the caller's transaction; call `wake` once that transaction has committed. */
  write(tx: Database, message: OutgoingMessage): Promise<void>;
  /** Asks for the delivery of committed messages now; the sweeper's tick is the safety net. */
  wake(): void;
  /** `write` in a statement of its own (nothing else commits with it), then `wake`. */
  send(message: OutgoingMessage): Promise<void>;
};

export function createMessageSender(options: {
  db: Database;
  transports: Transports;
  wake: () => void;
  now: Clock;
  /** a last step before a message is written, in the same transaction (the support contact's block, decision 063) */
  prepare?: (tx: Database, message: OutgoingMessage) => Promise<OutgoingMessage>;
}): MessageSender {
  const write = async (tx: Database, written: OutgoingMessage) => {
    const m = options.prepare ? await options.prepare(tx, written) : written;
    const now = options.now();
    await tx
      .insert(messages)
      .values({
        kind: m.kind,
        idempotencyKey: m.idempotencyKey ?? `${m.kind}:${randomUUID()}`,
        channel: m.channel,
        recipient: m.to,
        subject: m.subject,
        body: m.text,
        html: m.html ?? null,
        language: m.language,
        provider: options.transports[m.channel].name,
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: Buffer.from(a.content).toString('base64'),
        })),
        createdAt: now,
        nextAttemptAt: m.sendAt ?? now,
        sendAt: m.sendAt ?? null,
      })
      // the same cause written twice (a confirmation reached by two paths) is one message
      .onConflictDoNothing({ target: messages.idempotencyKey });
  };
  return {
    write,
    wake: options.wake,
    async send(m) {
      await write(options.db, m);
      options.wake();
    },
  };
}

/** The `outbox` provider: the message stays in the table (listed at /dev/outbox) and is only logged. */
export function outboxTransport(log: FastifyBaseLogger): Transport {
  return {
    name: 'outbox',
    async deliver(m) {
      log.info({ messageId: m.id, kind: m.kind, channel: m.channel }, 'message kept in the outbox');
    },
  };
}

/** A Message-ID that stays the same on every attempt, so a mail system that saw it already can drop a repeat. */
export function stableMessageId(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'portal.invalid';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

export function smtpTransport(config: { url: string; from: string }): Transport {
  // bounded well inside the sweeper's lease (message-sweeper.ts), so a hung server cannot outlive a claim
  const transporter = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async deliver(m) {
      await transporter.sendMail({
        from: config.from,
        to: m.recipient,
        subject: m.subject,
        text: m.body,
        // with an HTML part nodemailer sends multipart/alternative: mail programs show the HTML, others the text
        ...(m.html ? { html: m.html } : {}),
        messageId: stableMessageId(m.idempotencyKey, config.from),
        ...(m.attachments
          ? {
              attachments: m.attachments.map((a) => ({
                filename: a.filename,
                content: a.base64,
                encoding: 'base64',
                contentType: a.contentType,
              })),
            }
          : {}),
        headers: { 'Content-Language': m.language === 'ae' ? 'ar' : 'en' },
      });
    },
  };
}

/**
 * A generic HTTP SMS API: POST JSON { to, from, text } with a bearer token and an `Idempotency-Key`, so a
 * provider that honours it sends a repeated attempt once. Providers differ in field names; this is the one
 * place to adapt them.
 */
export function httpSmsTransport(config: { url: string; token?: string | undefined; sender: string }): Transport {
  return {
    name: 'sms',
    async deliver(m) {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': m.idempotencyKey,
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to: m.recipient, from: config.sender, text: m.body }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS API answered ${res.status}`);
    },
  };
}

export function transportsFromConfig(config: Config, log: FastifyBaseLogger): Transports {
  return {
    email:
      config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL
        ? smtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM })
        : outboxTransport(log),
    sms:
      config.SMS_PROVIDER === 'sms' && config.SMS_API_URL
        ? httpSmsTransport({ url: config.SMS_API_URL, token: config.SMS_API_TOKEN, sender: config.SMS_SENDER })
        : outboxTransport(log),
  };
}
