import { parseCalendarDate } from '@portal/domain/dates';
import { z } from 'zod';

// In a browser the portal's Content-Security-Policy forbids eval, and zod's probe for it (`new Function`) would be
// reported as a violation on every page that validates; the server keeps zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** The specification's 0/1 flags stay numbers on the wire. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Money on the wire is AED with at most two decimals, derived from integer fils in the database. */
export const aed = z.number().nonnegative();

/**
 * An image's path under the content path `files/` (spec part 1 §7), e.g. "destinations/al-noor-island.jpg":
 * a client asks for `<base>/files/<path>?w=380&h=500`. Empty when there is no image.
 */
export const imagePath = z.string().refine((v) => !v.startsWith('/') && !v.startsWith('files/'), 'a path under files/');

/** Every timestamp of an answer: Asia/Dubai wall time `YYYY-MM-DD HH:MM:SS` (packages/domain dubaiTimestamp). */
export const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:MM:SS in Asia/Dubai');

/** Remaining tickets on the wire: a count, or "" for unlimited (spec part 1 §3 Time slot: "empty means unlimited"). */
export const remainingTickets = z.union([z.number().int().nonnegative(), z.literal('')]);

/**
 * Characters no text input may carry (docs/decisions/023-input-rules.md): C0 controls but tab, line feed
 * and carriage return, DEL, C1 controls, and UTF-16 surrogates without their pair. PostgreSQL cannot
 * store a NUL in text at all, and the others are invisible or reorder what an operator reads.
 */
const controlCharacter =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What one-line text refuses besides: a line break or tab has no place in a name, a code or a search. */
const lineBreakOrTab = /[\t\n\r]/;
export const controlCharacterMessage = 'control characters are not allowed';

/**
 * The fields of a value (any depth, dotted paths as in `fieldErrors`) whose text carries a control
 * character; empty when none does. The action dispatcher runs it on every input, declared or not. It
 * walks with its own stack: a JSON body nested a million deep must not overflow the call stack.
 */
export function controlCharacterFields(value: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const pending: [string, unknown][] = [['', value]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [path, item] = next;
    if (typeof item === 'string') {
      if (controlCharacter.test(item)) found[path || '_'] = controlCharacterMessage;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) pending.push([path ? `${path}.${key}` : key, child]);
    }
  }
  return found;
}

/**
 * The one rule of every text input: one line, no control characters. Chain the field's own limits
 * after it (`text().trim().max(100)`).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !controlCharacter.test(value) && !lineBreakOrTab.test(value), controlCharacterMessage);

/** Text a person writes over several lines (a message, a note): tabs and line breaks kept, other controls refused. */
export const multilineText = () => z.string().refine((value) => !controlCharacter.test(value), controlCharacterMessage);

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and zero-width
 * characters (U+200B–U+200D, U+2060, U+FEFF): in a name they only disguise it or flip the text around
 * it (a name shown to an operator, a ticket holder). Prose keeps them: ZWJ and ZWNJ shape Arabic and
 * Persian words there.
 */
const invisibleInNames = /[\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** A person's or a place's name: one line of text with the invisible formatting characters removed. */
export const nameText = () => text().overwrite((value) => value.replace(invisibleInNames, ''));

const integerDigits = /^\d{1,20}$/;
const decimalDigits = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * A number sent as a JSON number or, in a form, as plain digits: no sign, exponent, hex, or spaces
 * inside; `true`, lists and objects are refused (z.coerce took `true` and `[1]` as 1, `0x1F` as 31).
 */
const numberInput = <T extends z.ZodType<unknown, number>>(pattern: RegExp, message: string, target: T) =>
  z.union([z.number(), z.string().trim().regex(pattern, message).transform(Number)], { error: message }).pipe(target);

/** A whole number within the target's bounds, e.g. `wholeNumberInput(z.number().min(0).max(99))`. */
export const wholeNumberInput = (target: z.ZodNumber = z.number()) =>
  numberInput(integerDigits, 'a whole number written in digits', target.int());

/** A number that may be negative or have decimals ("25.34", "-0.5"), e.g. a latitude. */
export const decimalInput = (target: z.ZodNumber = z.number()) =>
  numberInput(decimalDigits, 'a number written in digits', target);

/** A switch of a console form: 0 or 1, as a JSON number or in digits. */
export const flagInput = wholeNumberInput(z.number().int().min(0).max(1)).pipe(flag);

/**
 * A console form field left blank ("", spaces, null or absent) is null: no price, no limit, no position.
 * The preprocess helpers here name their input type (the third type argument), what a client may send, so
 * the web app's calls are checked against it (apps/web/src/lib/api.ts); zod would say `unknown`.
 */
export const blankIsNull = <T extends z.ZodType>(inner: T) =>
  z.preprocess<unknown, z.ZodNullable<T>, z.input<T> | '' | null | undefined>(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    inner.nullable(),
  );

/** At most two decimals, as AED is typed (fils are whole). */
export const twoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** An amount in AED as the console types it: 0 to `max` with at most two decimals ("12.50"); stored in fils. */
export const aedInput = (max: number) => decimalInput(z.number().min(0).max(max)).refine(twoDecimals, 'at most two decimals');

/** A map coordinate in degrees, from -limit to limit (90 for a latitude, 180 for a longitude); blank for none. */
export const coordinateInput = (limit: number) =>
  blankIsNull(decimalInput(z.number().min(-limit).max(limit))).describe(
    `degrees from -${limit} to ${limit}, as a JSON number or digits; "" or null for none`,
  );

/** A picture under files/ chosen in the console's image picker; "" for none. */
export const pictureInput = text().trim().max(300).pipe(imagePath);

/** The slug of a web address (/d/{slug}, /p/{slug}); blank or absent means "make it from the English name". */
export const optionalSlugInput = z
  .preprocess<unknown, z.ZodOptional<z.ZodString>, string | undefined>(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    text()
      .trim()
      .toLowerCase()
      .max(200)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters and digits joined by single dashes')
      .optional(),
  )
  .describe('lower-case letters and digits joined by dashes; made from the English name when empty');

/**
 * What clients send by mistake for "no value" in a read's optional filter: JavaScript's `undefined` and `null`
 * written into the field (`destination_id=undefined`), or the field left empty (decision 055).
 */
export const absentFilterWords: readonly string[] = ['', 'undefined', 'null'];

/**
 * An optional filter of a read (a list's page, a destination, a tag …): a value in absentFilterWords (or a JSON
 * null) counts as not sent, so the read answers as without it. `inner` says what not sending means
 * (`.optional()` or `.default(…)`); its input type is kept for our own callers.
 */
export const filterParam = <T extends z.ZodType>(inner: T): z.ZodType<z.output<T>, z.input<T>> =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && absentFilterWords.includes(value.trim())) ? undefined : value),
    inner,
  );

/** A console form field sent empty ("" or null) is absent, as leaving it out is. */
export const emptyIsAbsent = <T extends z.ZodType>(inner: T) =>
  z.preprocess<unknown, z.ZodOptional<T>, z.input<T> | '' | null | undefined>(
    (value) => (value === '' || value === null ? undefined : value),
    inner.optional(),
  );

/**
 * A moment typed as Asia/Dubai wall time, `YYYY-MM-DD HH:MM` with optional seconds (a datetime-local's `T`
 * is accepted), read as `YYYY-MM-DD HH:MM:SS`; the day must exist and the clock be real.
 */
export const dubaiWallTimeInput = text()
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
    const day = match ? parseCalendarDate(match[1]!) : null;
    if (!match || !day || Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4] ?? 0) > 59) {
      ctx.addIssue({ code: 'custom', message: 'a moment as YYYY-MM-DD HH:MM, Asia/Dubai time' });
      return z.NEVER;
    }
    return `${day} ${match[2]}:${match[3]}:${match[4] ?? '00'}`;
  });

/** Ids are PostgreSQL integers: 1 to 2147483647. */
export const idInput = wholeNumberInput(z.number().positive().max(2_147_483_647)).describe(
  'an id: a whole number from 1 to 2147483647, as a JSON number or in digits',
);

export const slugInput = text()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'letters, digits and dashes only');

/**
 * A calendar date in either of the specification's forms, `MM/DD/YYYY` (dateAvailabilityCheck) or
 * `YYYY-MM-DD` (getPackagePrice), read as YYYY-MM-DD; every action that takes a date takes both.
 */
export const dateInput = text()
  .trim()
  .transform((value, ctx) => {
    const date = parseCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: 'a date as MM/DD/YYYY or YYYY-MM-DD' });
      return z.NEVER;
    }
    return date;
  });

/** An action that takes no fields; fields it does not declare are ignored, as with every action. */
export const noInput = z.object({});

/** A field carrying JSON text (form-encoded bodies) or, in a JSON body, the value itself. */
export const jsonText = <T extends z.ZodType>(inner: T) =>
  z
    .preprocess<unknown, T, string | (unknown extends z.input<T> ? object : z.input<T>)>((value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
        return z.NEVER;
      }
    }, inner)
    .describe('JSON text of this object in a form-encoded body; the object itself in a JSON body');
