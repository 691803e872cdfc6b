import { sanitizeRichText } from '../../lib/rich-text.ts';
import { addDays } from '@portal/domain/dates';
import type { Database } from '../client.ts';
import type { ImageSet } from './images.ts';

/** The transaction every seed step writes through. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A text in both languages of the portal (`ae` is Arabic). */
export type Bi = { en: string; ae: string };

export type SeedContext = {
  tx: Tx;
  /** the site's name (SITE_NAME) that packages' checkout lists hold */
  siteName: string;
  calendar: Calendar;
  images: ImageSet;
  /** ids of the rows inserted so far, by slug, for the later steps' foreign keys */
  destinationIds: Map<string, number>;
  packageIds: Map<string, number>;
};

/** Demo prices are written in AED; the database keeps integer fils (1 AED = 100 fils). */
export const aed = (amount: number): number => Math.round(amount * 100);
export const aedOrNull = (amount: number | null | undefined): number | null => (amount == null ? null : aed(amount));

/** Simple HTML as the specification's description fields carry it: paragraphs, then an optional list. */
/** Rich text as it is stored: sanitised like any other writer's (lib/rich-text.ts). */
export function html(paragraphs: string[], items: string[] = []): string {
  const list = items.length > 0 ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '';
  return sanitizeRichText(paragraphs.map((p) => `<p>${p}</p>`).join('') + list);
}

export function bi(en: string, ae: string): Bi {
  return { en, ae };
}

export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`demo seed: unknown slug '${slug}'`);
  return id;
}

/** Dates relative to the seeding day, so the demo's future dates stay in the future (YYYY-MM-DD, Asia/Dubai). */
export type Calendar = {
  today: string;
  plus: (days: number) => string;
  /** the n-th (0 = first) date after today falling on the weekday (sunday=0 … saturday=6) */
  next: (weekday: number, nth?: number) => string;
  /** the next `count` dates after today falling on any of the weekdays, in order */
  upcoming: (weekdays: number[], count: number) => string[];
  /** an instant at the end of a calendar day in the emirate (UTC+4, no daylight saving) */
  endOfDay: (date: string) => Date;
  startOfDay: (date: string) => Date;
};

const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export function calendarFrom(today: string): Calendar {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`demo seed: today must be YYYY-MM-DD, got '${today}'`);
  const upcoming = (weekdays: number[], count: number) => {
    const found: string[] = [];
    for (let d = 1; found.length < count; d++) {
      const date = addDays(today, d);
      if (weekdays.includes(weekdayOf(date))) found.push(date);
    }
    return found;
  };
  return {
    today,
    plus: (days) => addDays(today, days),
    next: (weekday, nth = 0) => upcoming([weekday], nth + 1)[nth] as string,
    upcoming,
    endOfDay: (date) => new Date(`${date}T23:59:59+04:00`),
    startOfDay: (date) => new Date(`${date}T00:00:00+04:00`),
  };
}
