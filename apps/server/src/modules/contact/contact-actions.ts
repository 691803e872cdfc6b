import { contactAction } from '@portal/contract/discovery';
import { contactMessages } from '../../db/schema/index.ts';
import { bindAction } from '../../http/actions.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

/** The outbox key of the team's copy of contact message `id`. */
export const contactCopyKey = (id: number) => `contact:${id}`;

/** The first line of the team's copy of a contact message: who wrote it. */
export const contactCopySender = (message: { name: string; email: string }) => `From: ${message.name} <${message.email}>\n`;

/**
 * Visitor messages are kept for support staff (/backoffice/messages) and go to the team's address through the
 * message provider, both in one transaction; at most 5 an hour per client address.
 */
export const contactActions = [
  bindAction(contactAction, async (input, ctx) => {
    await hitRateLimit(ctx.db, { key: `contact:addr:${ctx.clientAddress}`, windowMs: 3_600_000, max: 5, now: ctx.now });
    const language = input.language ?? 'en';
    await ctx.db.transaction(async (tx) => {
      // the signed-in sender, when a live token came (contactUs takes an optional session)
      const [stored] = await tx
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, message: input.message, language, userId: ctx.user?.id ?? null })
        .returning({ id: contactMessages.id });
      await ctx.messages.write(tx, {
        kind: 'contact',
        // names the stored message, so erasing its sender finds the copy in the outbox (accounts/customer-erasure-console-service.ts)
        idempotencyKey: contactCopyKey(stored!.id),
        channel: 'email',
        to: ctx.config.CONTACT_EMAIL,
        subject: `Contact form: ${input.name}`,
        text: `${contactCopySender(input)}Language: ${language}\n\n${input.message}`,
        language: 'en',
      });
    });
    ctx.messages.wake();
    return { status: 'sent' as const, msg: 'Thank you, your message has been sent' };
  }),
];
