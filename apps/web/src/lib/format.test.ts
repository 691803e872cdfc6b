import { describe, expect, it, test } from 'vitest';
import { intlLocaleOf } from './language.ts';
import { formatAed, formatDubaiDate, formatDubaiMoment, formatEventDate, formatMonthDay } from './format.ts';

const digitsOf = (text: string) => text.replace(/[^\d.,]/g, '');

test('English prices read AED with grouped Latin digits', () => {
  const text = formatAed(1250.5, 'en');
  expect(text).toContain('AED');
  expect(digitsOf(text)).toBe('1,250.5');
});

test('Arabic prices keep Latin digits, as decided for the whole app', () => {
  const text = formatAed(1250, 'ae');
  expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  expect(text.replace(/\D/g, '')).toBe('1250');
});

test('whole dirhams show no decimals', () => {
  expect(digitsOf(formatAed(290, 'en'))).toBe('290');
});

describe('formatAed writes exactly what Intl.NumberFormat writes for AED', () => {
  const amounts = [
    0, 1, 5, 9.5, 10, 99.99, 99.999, 100, 465, 999.995, 1000, 1165, 1234.5, 1250.05, 12_345.678, 1_000_000, 1_234_567.891, 0.004,
    0.005, 0.01, 0.015, 1.005, 1.015, 2.675, 8.345, 1e-7, 9_999_999_999.99, -20, -1234.56, -0.5,
  ];
  // and a spread of prices with fils, the kind of sums a cart adds up
  for (let i = 1; i <= 400; i++) amounts.push(Math.round(i * 37.13 * 100) / 100, (i * 7919) / 64, i * 0.07);
  for (const language of ['en', 'ae'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
      const intl = new Intl.NumberFormat(intlLocaleOf(language), {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      const differing = amounts.filter((amount) => formatAed(amount, language) !== intl.format(amount));
      expect(differing.map((amount) => [amount, formatAed(amount, language), intl.format(amount)])).toEqual([]);
    });
  }
});

test('month and day are written exactly as Intl.DateTimeFormat writes them, every day of a year, in both languages', () => {
  for (const language of ['en', 'ae'] as const) {
    const intl = new Intl.DateTimeFormat(intlLocaleOf(language), { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const differing: string[] = [];
    for (let date = new Date(Date.UTC(2028, 0, 1)); date.getUTCFullYear() === 2028; date.setUTCDate(date.getUTCDate() + 1)) {
      const text = date.toISOString().slice(0, 10);
      if (formatMonthDay(text, language) !== intl.format(date)) differing.push(`${text}: ${formatMonthDay(text, language)}`);
    }
    expect(differing).toEqual([]);
  }
});

test('a voucher expiry reads as month and day in each language, with Latin digits in Arabic', () => {
  expect(formatMonthDay('2027-02-20', 'en')).toMatch(/^(20 February|February 20)$/);
  const arabic = formatMonthDay('2027-02-20', 'ae');
  expect(arabic).toContain('فبراير');
  expect(arabic.replace(/\D/g, '')).toBe('20');
});

test('the first of a month stays the first whatever the time zone', () => {
  expect(formatMonthDay('2027-03-01', 'en')).toMatch(/\b1\b/);
});

test('a date that cannot be read is shown as it came', () => {
  expect(formatMonthDay('soon', 'en')).toBe('soon');
});

describe('formatDubaiDate', () => {
  it('writes the date exactly as Intl.DateTimeFormat writes it in Asia/Dubai, every day of three years, in both languages', () => {
    for (const language of ['en', 'ae'] as const) {
      const intl = new Intl.DateTimeFormat(intlLocaleOf(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Dubai',
      });
      const differing: string[] = [];
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
        // the hours either side of Dubai's midnight (20:00 UTC) and of UTC's
        for (const hour of [0, 3, 19, 20, 23]) {
          const instant = new Date(day + hour * 3_600_000 + 59 * 60_000);
          const written = formatDubaiDate(instant.toISOString(), language);
          if (written !== intl.format(instant)) differing.push(`${instant.toISOString()}: ${written}`);
        }
      }
      expect(differing).toEqual([]);
    }
  });

  it('shows the calendar date in Dubai, where 21:30 UTC is already the next day', () => {
    expect(formatDubaiDate('2026-07-15T21:30:00.000Z', 'en')).toContain('16');
    expect(formatDubaiDate('2026-07-15T10:00:00.000Z', 'en')).toContain('15');
  });

  it("reads the answers' timestamps as Dubai wall time: 22:00 on the 15th stays the 15th", () => {
    expect(formatDubaiDate('2026-07-15 22:00:00', 'en')).toBe('15 July 2026');
    expect(formatDubaiDate('2026-07-16 01:30:00', 'en')).toBe('16 July 2026');
  });

  it('writes Arabic month names on Arabic pages and leaves an unreadable value as it was', () => {
    expect(formatDubaiDate('2026-07-15T10:00:00.000Z', 'ae')).toContain('يوليو');
    expect(formatDubaiDate('yesterday', 'en')).toBe('yesterday');
  });
});

describe('formatEventDate', () => {
  test('an event date reads with its weekday and never moves to the day before', () => {
    const text = formatEventDate('2026-12-05', 'en');
    expect(text).toContain('Saturday');
    expect(text).toContain('5');
    expect(text).toContain('December');
    expect(text).toContain('2026');
  });

  test('Arabic names the month and day in Arabic with Latin digits', () => {
    const text = formatEventDate('2026-12-05', 'ae');
    expect(text).toContain('السبت');
    expect(text).toContain('ديسمبر');
    expect(text).toContain('2026');
  });

  test('text that is not a date comes back unchanged', () => {
    expect(formatEventDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDubaiMoment', () => {
  it('shows the date and time in Dubai (UTC+4), in both languages with Western digits', () => {
    // 21:30 UTC on 22 November is 01:30 on the 23rd in Dubai
    expect(formatDubaiMoment('2026-11-22T21:30:00.000Z', 'en')).toMatch(/23 Nov 2026.*1:30/);
    expect(formatDubaiMoment('2026-11-22T21:30:00.000Z', 'ae')).toMatch(/23.*2026.*1:30/);
  });

  it('answers what is not a moment unchanged', () => {
    expect(formatDubaiMoment('soon', 'en')).toBe('soon');
  });
});
