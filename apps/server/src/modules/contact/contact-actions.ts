import { contactAction } from '@portal/contract/discovery';
import { bindAction } from '../../http/actions.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

/** Visitor messages go to the team's address through the message provider, at most 5 an hour per client address. */
export const contactActions = [
  bindAction(contactAction, async (input, ctx) => {
    await hitRateLimit(ctx.db, { key: `contact:addr:${ctx.clientAddress}`, windowMs: 3_600_000, max: 5, now: ctx.now });
    await ctx.messages.send({
      kind: 'contact',
      channel: 'email',
      to: ctx.config.CONTACT_EMAIL,
      subject: `Contact form: ${input.name}`,
      text: `From: ${input.name} <${input.email}>\nLanguage: ${input.language ?? 'en'}\n\n${input.message}`,
      language: 'en',
    });
    return { status: 'sent' as const, msg: 'Thank you, your message has been sent' };
  }),
];
