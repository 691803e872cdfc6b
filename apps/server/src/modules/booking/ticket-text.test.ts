import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Booking } from '@portal/contract/bookings';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { postcardFontsDir } from '../postcards/render/font-files.ts';
import { policyLine, ticketRows } from './ticket-pdf.ts';
import { visualRuns, wrapText, type TextFonts } from './ticket-text.ts';

let fonts: TextFonts;
/** the faces as fontkit reads them, to ask which characters each one draws */
const faces = new Map<unknown, ReturnType<typeof fontkit.create>>();

beforeAll(async () => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [latin, arabic] = await Promise.all(
    ['roboto-latin-400.ttf', 'amiri-arabic-400.ttf'].map((file) => fs.readFile(path.join(postcardFontsDir, file))),
  );
  fonts = { latin: await pdf.embedFont(latin!, { subset: true }), arabic: await pdf.embedFont(arabic!, { subset: true }) };
  faces.set(fonts.latin, fontkit.create(latin!));
  faces.set(fonts.arabic, fontkit.create(arabic!));
});

const runsOf = (line: string, direction: 'ltr' | 'rtl' | 'auto') =>
  visualRuns(line, direction, fonts, 12).map((run) => [run.text, run.font === fonts.arabic ? 'arabic' : 'latin']);

describe('mixed Arabic and Latin lines', () => {
  it('puts an amount after its Arabic label in visual order, the Arabic words whole for shaping', () => {
    expect(runsOf('الإجمالي: 405.00', 'rtl')).toEqual([
      ['405.00', 'latin'],
      [' :', 'latin'],
      ['الإجمالي', 'arabic'],
    ]);
  });

  it('keeps a phrase of Arabic words in one run in reading order, and a Latin code inside it left to right', () => {
    expect(runsOf('أبرز رمز QR هذا عند الدخول.', 'rtl')).toEqual([
      ['.', 'latin'],
      ['هذا عند الدخول', 'arabic'],
      [' ', 'latin'],
      ['QR', 'latin'],
      [' ', 'latin'],
      ['أبرز رمز', 'arabic'],
    ]);
  });

  it('mirrors brackets inside Arabic and drops direction marks, which no face draws', () => {
    expect(runsOf('\u200Fذهاب (وعودة)', 'rtl')).toEqual([
      // read from the right: ذهاب (وعودة)
      ['(', 'latin'],
      ['وعودة', 'arabic'],
      [') ', 'latin'],
      ['ذهاب', 'arabic'],
    ]);
  });

  it('lets a value take its own direction like <bdi>: a time stays in its order inside an Arabic page', () => {
    expect(runsOf('4:00 PM - 6:00 PM', 'auto')).toEqual([['4:00 PM - 6:00 PM', 'latin']]);
    expect(runsOf('4:00 PM - 6:00 PM', 'rtl')).not.toEqual([['4:00 PM - 6:00 PM', 'latin']]);
  });

  it('wraps a long sentence at spaces within the width', () => {
    const lines = wrapText('الإلغاء: مجاني حتى 24 ساعة قبل بدء الفعالية. بعد ذلك لا يمكن الإلغاء.', 'rtl', fonts, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('الإلغاء: مجاني حتى 24 ساعة قبل بدء الفعالية. بعد ذلك لا يمكن الإلغاء.');
  });
});

const booking: Booking = {
  order_number: 'BK7QX2M9PLR4T',
  status: 1,
  package_name: 'Desert Safari',
  package_arabic_name: 'رحلة سفاري صحراوية',
  destination_name: 'Mleiha',
  dest_arabic_name: 'مليحة',
  package_img: 'packages/safari.jpg',
  adult_qty: 2,
  child_qty: 1,
  email: null,
  mobile: null,
  created_at: '2026-11-20 10:00:00',
  total: 405,
  transport_name: 'City pickup',
  coupon: 'WELCOME10',
  date: '2026-12-20',
  order_sub_packages: [{ package_name: 'Stargazing', adult_qty: 2, child_qty: 1 }],
  order_meals: [{ meal_name: 'Dinner', meal_qty: 3 }],
  time_slot: '4:00 PM - 6:00 PM',
  transport_type: 'two_way',
  options: [{ label: 'Camel ride', price: 50 }],
  discount: 45,
  cancellation: { policy: 'free', free_hours: 24, late_fee_percent: 50 },
};

describe("the ticket's words", () => {
  it.each(['en', 'ae'] as const)('are all drawn by a face that has their glyphs (%s)', (language) => {
    const lines = [...ticketRows(booking, language).flatMap((r) => [r.label, r.value]), policyLine(booking, language)!];
    for (const line of lines) {
      for (const run of visualRuns(line, language === 'ae' ? 'rtl' : 'ltr', fonts, 12)) {
        for (const char of run.text) {
          expect(faces.get(run.font)!.hasGlyphForCodePoint(char.codePointAt(0)!), `${char} in ${line}`).toBe(true);
        }
      }
    }
  });

  it('lists the amounts as the ticket page does: the discount, then the total', () => {
    const rows = ticketRows(booking, 'en').map((r) => `${r.label}: ${r.value}`);
    expect(rows).toContain('Booking number: BK7QX2M9PLR4T');
    expect(rows).toContain('Event date: 20/12/2026');
    expect(rows.indexOf('Discount: −AED\u00a045.00')).toBeLessThan(rows.indexOf('Total: AED\u00a0405.00'));
    expect(policyLine(booking, 'ae')).toBe('الإلغاء: مجاني حتى 24 ساعة قبل بدء الفعالية. بعد ذلك يكلّف الإلغاء 50% مما دفعته.');
  });
});
