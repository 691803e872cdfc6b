import { contactAction } from '@portal/contract/discovery';
import { contactMessages } from '../../db/schema/index.ts';
import { bindAction } from '../../http/actions.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

/**
 * Visitor messages are kept for support staff (/backoffice/messages) and go to the team's address through the
 * message provider, both in one transaction; at most 5 an hour per client address.
 */
export const contactActions = [
  bindAction(contactAction, async (input, ctx) => {
    await hitRateLimit(ctx.db, { key: `contact:addr:${ctx.clientAddress}`, windowMs: 3_600_000, max: 5, now: ctx.now });
    const language = input.language ?? 'en';
    await ctx.db.transaction(async (tx) => {
      // set once the contract gives contactUs `optionalSession`; until then the dispatcher reads no token for it
      await tx
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, message: input.message, language, userId: ctx.user?.id ?? null });
      await ctx.messages.write(tx, {
        kind: 'contact',
        channel: 'email',
        to: ctx.config.CONTACT_EMAIL,
        subject: `Contact form: ${input.name}`,
        text: `From: ${input.name} <${input.email}>\nLanguage: ${language}\n\n${input.message}`,
        language: 'en',
      });
    });
    ctx.messages.wake();
    return { status: 'sent' as const, msg: 'Thank you, your message has been sent' };
  }),
];
