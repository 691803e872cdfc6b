import { supportContactSchema, type SupportContact } from '@portal/contract/site-content';
import { mailtoHref, telHref, whatsappHref } from '@portal/domain/support-contact';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { OutgoingMessage } from '../../providers/messages/messages.ts';
import { recordChange } from '../console/index.ts';

/**
 * The operator's support contact (decision 063), the `support_contact` row of site_settings. Until an operator
 * sets it (the demo seed does) there is none, and tickets and e-mails show no support block: a made-up
 * number would send travellers nowhere.
 */

export const supportContactKey = 'support_contact';

async function storedContact(db: Database, lock: boolean): Promise<SupportContact | null> {
  const query = db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, supportContactKey));
  const [row] = lock ? await query.for('update') : await query;
  return row ? supportContactSchema.parse(row.value) : null;
}

/** supportContact / consoleSupportContact: the contact, or null while none is set. */
export const readSupportContact = (db: Database): Promise<SupportContact | null> => storedContact(db, false);

/** saveSupportContact: replaces the contact, audited before and after in the same transaction. */
export async function saveSupportContact(db: Database, operatorId: number, after: SupportContact): Promise<SupportContact> {
  await db.transaction(async (tx) => {
    const before = await storedContact(tx, true);
    await tx
      .insert(siteSettings)
      .values({ key: supportContactKey, value: after })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: after } });
    await recordChange(tx, {
      operatorId,
      action: 'saveSupportContact',
      entity: 'support_contact',
      entityId: supportContactKey,
      before,
      after,
    });
  });
  return after;
}

const words = {
  en: { title: 'Need help?', phone: 'Phone', whatsapp: 'WhatsApp', email: 'E-mail' },
  ae: { title: 'هل تحتاج إلى مساعدة؟', phone: 'الهاتف', whatsapp: 'واتساب', email: 'البريد الإلكتروني' },
} as const;

/** The support block's lines in `language`, for plain text and the PDF: a title, then each way to reach support. */
export function supportLines(
  contact: SupportContact,
  language: 'en' | 'ae',
): { title: string; rows: [string, string][]; hours: string } {
  const w = words[language];
  return {
    title: w.title,
    rows: [
      [w.phone, contact.phone],
      [w.whatsapp, contact.whatsapp],
      [w.email, contact.email],
    ],
    hours: (language === 'ae' ? contact.arabic_hours : contact.hours) || contact.hours,
  };
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

function supportText(contact: SupportContact, language: 'en' | 'ae'): string {
  const { title, rows, hours } = supportLines(contact, language);
  return ['', '—', title, ...rows.map(([label, value]) => `${label}: ${value}`), ...(hours ? [hours] : [])].join('\n');
}

/** The HTML block: inline styles only (mail programs drop <style>), each number isolated so it reads left to right. */
function supportHtml(contact: SupportContact, language: 'en' | 'ae'): string {
  const { title, hours } = supportLines(contact, language);
  const w = words[language];
  const [lang, dir, align] = language === 'ae' ? ['ar', 'rtl', 'right'] : ['en', 'ltr', 'left'];
  const link = (href: string, label: string, value: string) =>
    `<li style="margin:0 0 4px;">${escapeHtml(label)}: <a href="${escapeHtml(href)}" style="color:#993f29;" dir="ltr">${escapeHtml(value)}</a></li>`;
  return [
    `<div dir="${dir}" lang="${lang}" style="max-width:600px;margin:0 auto;padding:0 16px 24px;font-family:Helvetica, Arial, sans-serif;text-align:${align};color:#1d1b20;font-size:14px;line-height:1.5;">`,
    `<p style="margin:16px 0 6px;font-weight:bold;border-top:1px solid #e4ded6;padding-top:16px;">${escapeHtml(title)}</p>`,
    '<ul style="margin:0;padding:0;list-style:none;">',
    link(telHref(contact.phone), w.phone, contact.phone),
    link(whatsappHref(contact.whatsapp), w.whatsapp, contact.whatsapp),
    link(mailtoHref(contact.email), w.email, contact.email),
    '</ul>',
    ...(hours ? [`<p style="margin:6px 0 0;color:#5f5f6b;">${escapeHtml(hours)}</p>`] : []),
    '</div>',
  ].join('\n');
}

/**
 * The e-mails a traveller gets about what they did (bookings, cancellations, store and postcard orders,
 * review invitations) carry the support block. Sign-in codes, operator invitations and the contact form's
 * copy to operators do not: a code mail stays a code and nothing else (decision 063).
 */
const withSupport = new Set<OutgoingMessage['kind']>([
  'booking_confirmation',
  'booking_cancellation',
  'store_order_confirmation',
  'store_fulfilment',
  'postcard_confirmation',
  'postcard_step',
  'review_invitation',
]);

/** The message sender's `prepare` step: adds the support block to a traveller's e-mail, in its language. */
export async function addSupportContact(tx: Database, message: OutgoingMessage): Promise<OutgoingMessage> {
  if (message.channel !== 'email' || !withSupport.has(message.kind)) return message;
  const contact = await readSupportContact(tx);
  if (!contact) return message;
  const block = supportHtml(contact, message.language);
  const html = message.html?.includes('</body>') ? message.html.replace('</body>', () => `${block}\n</body>`) : message.html;
  return { ...message, text: `${message.text}${supportText(contact, message.language)}`, ...(html ? { html } : {}) };
}
