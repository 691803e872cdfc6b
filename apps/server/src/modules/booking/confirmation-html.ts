import type { Language } from '../../lib/message-text.ts';

/** What the confirmation e-mail says, written once for its plain-text and its HTML parts. */
export type ConfirmationContent = {
  language: Language;
  greeting: string;
  intro: string;
  tickets: { title: string; rows: [string, string][]; url: string }[];
  /** subtotal, then the discount when there is one, then the amount paid (decision 039: in that order) */
  totals: [string, string][];
  closing: string[];
};

/**
 * The HTML part of the confirmation e-mail (decision 037). Mail programs drop <style> blocks and block
 * remote images, so every style is inline and there are no images; tables lay it out because that is what
 * every mail program renders the same. All text is escaped: package, destination and traveller names come
 * from the database and could hold markup.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

const fontFamily = (language: ConfirmationContent['language']) =>
  language === 'ae' ? "Tahoma, 'Noto Sans Arabic', Arial, sans-serif" : 'Helvetica, Arial, sans-serif';

const cell = 'padding:6px 0;vertical-align:top;';
const labelStyle = `${cell}color:#5f5f6b;font-size:14px;width:40%;`;
const valueStyle = `${cell}color:#1d1b20;font-size:15px;`;

/** A label and value row; the value isolated (bdi) so an order number or amount keeps its order in Arabic. */
const row = ([label, value]: [string, string], valueExtra = '') =>
  `<tr><td style="${labelStyle}">${escapeHtml(label)}</td><td style="${valueStyle}${valueExtra}"><bdi>${escapeHtml(value)}</bdi></td></tr>`;

function ticketTable(ticket: ConfirmationContent['tickets'][number]): string {
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;border:1px solid #e4ded6;border-radius:8px;">',
    `<tr><td style="padding:16px 20px;"><h2 style="margin:0 0 10px;font-size:18px;color:#1d1b20;">${escapeHtml(ticket.title)}</h2>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">',
    ...ticket.rows.map((r) => row(r)),
    '</table>',
    `<p style="margin:12px 0 0;"><a href="${escapeHtml(ticket.url)}" style="color:#993f29;font-weight:bold;">${escapeHtml(ticket.url)}</a></p>`,
    '</td></tr></table>',
  ].join('\n');
}

/** The whole document: `dir="rtl" lang="ar"` for Arabic, so mail programs lay it out right to left. */
export function confirmationHtml(content: ConfirmationContent): string {
  const arabic = content.language === 'ae';
  const [lang, dir] = arabic ? ['ar', 'rtl'] : ['en', 'ltr'];
  const align = arabic ? 'right' : 'left';
  const last = content.totals.length - 1;
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    `<body dir="${dir}" style="margin:0;padding:0;background:#f6f3ef;">`,
    `<div dir="${dir}" lang="${lang}" style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:${fontFamily(content.language)};text-align:${align};color:#1d1b20;line-height:1.5;">`,
    `<p style="margin:0 0 12px;font-size:16px;">${escapeHtml(content.greeting)}</p>`,
    `<p style="margin:0 0 20px;font-size:16px;">${escapeHtml(content.intro)}</p>`,
    ...content.tickets.map(ticketTable),
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">',
    ...content.totals.map((r, i) => row(r, i === last ? 'font-weight:bold;font-size:17px;' : '')),
    '</table>',
    ...content.closing.map((line) => `<p style="margin:0 0 8px;font-size:15px;">${escapeHtml(line)}</p>`),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
