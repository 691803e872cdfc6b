import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { formatLongDate } from '@portal/domain/date-format';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { bundledFontsDir } from '../../lib/bundled-fonts.ts';
import { money, type Language } from '../../lib/message-text.ts';
import { printedCode } from './codes.ts';

export type GiftCardFace = {
  code: string;
  amountFils: number;
  /** YYYY-MM-DD, Dubai */
  expiresOn: string;
  recipientName: string;
  message: string;
  language: Language;
};

const words = {
  en: {
    title: 'Gift card',
    site: 'Sharjah Experiences',
    code: 'Your code',
    valid: 'Valid until',
    use: 'Use the code at checkout for tickets, store orders and postcards. The balance left after a purchase stays on the card until it expires.',
    to: 'For',
  },
  ae: {
    title: 'بطاقة هدية',
    site: 'تجارب الشارقة',
    code: 'رمز البطاقة',
    valid: 'صالحة حتى',
    use: 'استخدم الرمز عند الدفع لشراء التذاكر وطلبات المتجر والبطاقات البريدية. يبقى الرصيد المتبقي في البطاقة حتى انتهاء صلاحيتها.',
    to: 'إلى',
  },
} as const;

const size = { width: 595, height: 420 };
const margin = 40;
const ink = rgb(0.114, 0.106, 0.125);
const muted = rgb(0.38, 0.38, 0.42);
const brand = rgb(0.6, 0.25, 0.16);
const arabic = /\p{Script_Extensions=Arabic}/u;

type Pen = { page: PDFPage; latin: PDFFont; arabic: PDFFont; rtl: boolean; y: number };

/** Lines of `text` no wider than `width` at `fontSize`, broken at spaces. */
function wrap(text: string, font: PDFFont, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, fontSize) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Draws `text` at the reading side of the page: Arabic in Amiri from the right in Arabic, Latin from the left. */
function write(pen: Pen, text: string, options: { size: number; color?: ReturnType<typeof rgb>; gap?: number; ltr?: boolean }) {
  const font = arabic.test(text) ? pen.arabic : pen.latin;
  const fontSize = font === pen.arabic ? options.size * 1.15 : options.size;
  const width = size.width - 2 * margin;
  for (const line of wrap(text, font, fontSize, width)) {
    pen.y -= fontSize * 1.3;
    const lineWidth = font.widthOfTextAtSize(line, fontSize);
    const x = pen.rtl && !options.ltr ? size.width - margin - lineWidth : margin;
    pen.page.drawText(line, { x, y: pen.y, size: fontSize, font, color: options.color ?? ink });
  }
  pen.y -= options.gap ?? 6;
}

/**
 * A gift card as a one-page PDF in the recipient's language: the amount, the code in four groups, and
 * the date it expires, stated on the card as UAE practice asks. Roboto for Latin, Amiri for Arabic (the
 * faces the tickets draw with).
 */
export async function giftCardPdf(card: GiftCardFace): Promise<Buffer> {
  const w = words[card.language];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${w.title} ${card.code.slice(-4)}`);
  pdf.setLanguage(card.language === 'ae' ? 'ar' : 'en');
  pdf.setCreator(w.site);
  pdf.setProducer(w.site);
  pdf.registerFontkit(fontkit);
  const read = (file: string) => fs.readFile(path.join(bundledFontsDir, file));
  const [latinFile, arabicFile] = await Promise.all([read('roboto-latin-400.ttf'), read('amiri-arabic-400.ttf')]);
  const page = pdf.addPage([size.width, size.height]);
  const pen: Pen = {
    page,
    latin: await pdf.embedFont(latinFile, { subset: true }),
    arabic: await pdf.embedFont(arabicFile, { subset: true }),
    rtl: card.language === 'ae',
    y: size.height - margin,
  };
  page.drawRectangle({ x: 16, y: 16, width: size.width - 32, height: size.height - 32, borderColor: brand, borderWidth: 2 });
  write(pen, w.site, { size: 12, color: brand });
  write(pen, w.title, { size: 26, gap: 4 });
  write(pen, money(card.language, card.amountFils), { size: 30, color: brand, gap: 12 });
  if (card.recipientName) write(pen, `${w.to} ${card.recipientName}`, { size: 13 });
  if (card.message) write(pen, card.message, { size: 11, color: muted, gap: 12 });
  write(pen, w.code, { size: 10, color: muted, gap: 0 });
  write(pen, printedCode(card.code), { size: 22, gap: 10 });
  write(pen, w.valid, { size: 10, color: muted, gap: 0 });
  write(pen, formatLongDate(card.expiresOn, card.language), { size: 13, gap: 10 });
  write(pen, w.use, { size: 9, color: muted });
  return Buffer.from(await pdf.save());
}
