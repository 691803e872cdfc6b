import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  language: 'en' | 'ae';
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
};

/** Delivers one message on its channel; throws when the provider refuses it. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

export type MessageSender = {
  send(message: OutgoingMessage): Promise<void>;
};

export function smtpTransport(config: { url: string; from: string }): Transport {
  const transporter = nodemailer.createTransport(config.url);
  return async (m) => {
    await transporter.sendMail({
      from: config.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      ...(m.attachments ? { attachments: m.attachments } : {}),
      headers: { 'Content-Language': m.language === 'ae' ? 'ar' : 'en' },
    });
  };
}

/**
 * A generic HTTP SMS API: POST JSON { to, from, text } with a bearer token. Providers differ in field
 * names; this is the one place to adapt them.
 */
export function httpSmsTransport(config: { url: string; token?: string | undefined; sender: string }): Transport {
  return async (m) => {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
      body: JSON.stringify({ to: m.to, from: config.sender, text: m.text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`SMS API answered ${res.status}`);
  };
}

/**
 * Every message is stored in `messages` first (the outbox), then handed to the channel's transport
 * when one is configured; `outbox` only logs it. A transport failure is recorded on the row and thrown.
 */
export function createMessageSender(options: {
  db: Database;
  log: FastifyBaseLogger;
  email: Transport | null;
  sms: Transport | null;
  providerNames: { email: string; sms: string };
}): MessageSender {
  return {
    async send(m) {
      const transport = m.channel === 'email' ? options.email : options.sms;
      const provider = m.channel === 'email' ? options.providerNames.email : options.providerNames.sms;
      const [row] = await options.db
        .insert(messages)
        .values({
          channel: m.channel,
          recipient: m.to,
          subject: m.subject,
          body: m.text,
          language: m.language,
          provider,
          attachments: m.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: Buffer.from(a.content).toString('base64'),
          })),
        })
        .returning({ id: messages.id });
      if (!transport) {
        options.log.info({ messageId: row!.id, channel: m.channel, to: m.to, subject: m.subject }, 'message kept in the outbox');
        return;
      }
      try {
        await transport(m);
        await options.db.update(messages).set({ sentAt: new Date() }).where(eq(messages.id, row!.id));
      } catch (err) {
        await options.db
          .update(messages)
          .set({ error: err instanceof Error ? err.message : String(err) })
          .where(eq(messages.id, row!.id));
        throw err;
      }
    },
  };
}

export function messageSenderFromConfig(config: Config, db: Database, log: FastifyBaseLogger): MessageSender {
  return createMessageSender({
    db,
    log,
    email:
      config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL
        ? smtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM })
        : null,
    sms:
      config.SMS_PROVIDER === 'sms' && config.SMS_API_URL
        ? httpSmsTransport({ url: config.SMS_API_URL, token: config.SMS_API_TOKEN, sender: config.SMS_SENDER })
        : null,
    providerNames: { email: config.EMAIL_PROVIDER, sms: config.SMS_PROVIDER },
  });
}
