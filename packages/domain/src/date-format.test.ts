import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import { formatDate, formatDateTime, formatDayOfMonth, formatLongDate, formatMonthYear, formatWeekday } from './date-format.ts';

describe('a day', () => {
  test('reads DD/MM/YYYY in English and in Arabic, with Latin digits in the same order', () => {
    expect(formatDate('2026-12-02')).toBe('02/12/2026');
    expect(formatDate('2027-01-31')).toBe('31/01/2027');
  });

  test("a timestamp's or an ISO moment's day is its day in Dubai", () => {
    expect(formatDate('2026-12-02 23:30:00')).toBe('02/12/2026');
    // 21:30 UTC is 01:30 the next day in Dubai
    expect(formatDate('2026-12-02T21:30:00.000Z')).toBe('03/12/2026');
    expect(formatDate('2026-12-02T10:00:00.000Z')).toBe('02/12/2026');
  });

  test('anything unreadable comes back as it was', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('')).toBe('');
  });
});

describe('a moment', () => {
  test('reads DD/MM/YYYY HH:mm on the 24-hour clock, as the server wrote it in Dubai time', () => {
    expect(formatDateTime('2026-03-07 09:05:59')).toBe('07/03/2026 09:05');
    expect(formatDateTime('2026-12-16 21:00:00')).toBe('16/12/2026 21:00');
  });

  test('an ISO moment is moved to Dubai (UTC+4)', () => {
    expect(formatDateTime('2026-11-22T21:30:00.000Z')).toBe('23/11/2026 01:30');
    expect(formatDateTime('2026-11-22T05:05:00Z')).toBe('22/11/2026 09:05');
  });

  test('a calendar date alone or anything unreadable comes back as it was', () => {
    expect(formatDateTime('2026-12-02')).toBe('2026-12-02');
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('a headline day with its weekday', () => {
  test('reads in words in each language, Arabic with its comma and Latin digits', () => {
    expect(formatLongDate('2026-12-05', 'en')).toBe('Saturday, 5 December 2026');
    expect(formatLongDate('2026-12-05', 'ae')).toBe('السبت، 5 ديسمبر 2026');
    expect(formatLongDate('2026-12-05 08:00:00', 'en')).toBe('Saturday, 5 December 2026');
    expect(formatLongDate('soon', 'ae')).toBe('soon');
  });

  test('is written exactly as Intl writes a full date for en-AE and ar-AE, every day of a leap year', () => {
    const differing: string[] = [];
    for (const [language, locale] of [
      ['en', 'en-AE'],
      ['ae', 'ar-AE-u-nu-latn'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
      for (let day = new Date(Date.UTC(2028, 0, 1)); day.getUTCFullYear() === 2028; day.setUTCDate(day.getUTCDate() + 1)) {
        const text = day.toISOString().slice(0, 10);
        if (formatLongDate(text, language) !== intl.format(day))
          differing.push(`${language} ${text}: ${formatLongDate(text, language)}`);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe("a calendar's labels", () => {
  test('month headings, weekday columns and day numbers in each language', () => {
    expect(formatMonthYear('2026-12-01', 'en')).toBe('December 2026');
    expect(formatMonthYear('2026-12-01', 'ae')).toBe('ديسمبر 2026');
    // 2026-11-29 is a Sunday
    expect(formatWeekday('2026-11-29', 'en', 'short')).toBe('Sun');
    expect(formatWeekday('2026-11-30', 'ae', 'long')).toBe('الاثنين');
    expect(formatWeekday('2026-12-05', 'ae', 'narrow')).toBe('س');
    expect(formatDayOfMonth('2026-12-05')).toBe('5');
  });

  test('weekday columns are written as Intl writes them', () => {
    for (const [language, locale] of [
      ['en', 'en-AE'],
      ['ae', 'ar-AE-u-nu-latn'],
    ] as const) {
      for (const width of ['long', 'short', 'narrow'] as const) {
        const intl = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
        for (let i = 0; i < 7; i++) {
          const day = addDays('2026-11-29', i);
          expect(formatWeekday(day, language, width)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
        }
      }
    }
  });
});

/** Where dates may be written with Intl or toLocale*: this module, and the time-zone arithmetic of dates.ts. */
const allowed = new Set(['packages/domain/src/date-format.ts', 'packages/domain/src/dates.ts']);

test('no other source file writes a date with Intl.DateTimeFormat or toLocale*String (docs/decisions/059)', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const files = ['apps/web/src', 'apps/server/src', 'packages/contract/src', 'packages/domain/src'].flatMap((folder) =>
    fs.globSync('**/*.{ts,tsx}', { cwd: path.join(root, folder) }).map((file) => path.join(folder, file)),
  );
  expect(files.length).toBeGreaterThan(100);
  const offenders = files
    .filter((file) => !allowed.has(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bIntl\.DateTimeFormat\b|\.toLocale(Date|Time)?String\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
  expect(offenders).toEqual([]);
});
