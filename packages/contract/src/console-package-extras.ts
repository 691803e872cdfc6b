import {
  mealSetupProblems,
  optionIdFrom,
  optionListProblems,
  subPackageSetupProblems,
  transportSetupProblems,
  type SetupProblem,
  type SetupProblems,
} from '@portal/domain/booking/extras-setup';
import { parseCalendarDate } from '@portal/domain/dates';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, aedInput, blankIsNull, flag, flagInput, idInput, jsonText, nameText, text, wholeNumberInput } from './common.ts';

/**
 * The console's extras of one package (decision 035): its sub-packages, meals and transports, and
 * its option list (spec part 1 §3, §9). Admins, and team members holding edit_packages on the package's destination
 * (decision 060). Every save is checked with the booking flow's own
 * rules (packages/domain/src/booking/extras-setup.ts), audited, and seen by visitors at once.
 */

/** An amount in AED as the console types it: 0 to 100,000 with at most two decimals ("12.50"); stored in fils. */
const amountInput = aedInput(100_000);

/** Blank is null: no price (the booking pages show no counter for it) or no number of persons. */
const persons = blankIsNull(wholeNumberInput(z.number().min(0).max(99)));

/** The English text of each problem the extras checks find, beside the field it belongs to. */
const setupProblemTexts: Record<SetupProblem, string> = {
  name_too_short: 'too short for the booking pages to list it',
  price_required: 'the booking pages list it only with a price above 0',
  option_required: 'add at least one option, or switch the option list off',
  option_id_format: 'lower-case letters, digits and dashes only',
  option_id_taken: 'another option has this id',
  label_required: 'required',
  price_negative: 'a price of 0 or more',
};

/** Adds the problems a domain check found to a schema's issues, one per field. */
function reportProblems(problems: SetupProblems, ctx: z.RefinementCtx) {
  for (const [field, problem] of Object.entries(problems)) {
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: setupProblemTexts[problem] });
  }
}

const fils = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));

/** Fields every add-on save carries: the package, and the row's id when it changes one. */
const addOnKeys = { id: idInput.optional(), package_id: idInput, enable: flagInput };

/** Names as the booking pages show them: both languages, required. */
const addOnName = nameText().trim().min(1).max(120);

/** How many bookings name an add-on: one that bookings name cannot be deleted, only disabled. */
const bookingsCount = z.number().int();

export const consoleSubPackageSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  package_name: z.string(),
  arabic_name: z.string(),
  adult_price: aed.nullable(),
  child_price: aed.nullable(),
  /** how many adults and children the sub-package is for (the demo's family boxes), when it says */
  adult_person: z.number().int().nullable(),
  child_person: z.number().int().nullable(),
  enable: flag,
  bookings: bookingsCount,
});
export type ConsoleSubPackage = z.infer<typeof consoleSubPackageSchema>;

export const consoleMealSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  meal_name: z.string(),
  arabic_name: z.string(),
  price: aed.nullable(),
  description: z.string(),
  arabic_description: z.string(),
  enable: flag,
  bookings: bookingsCount,
});
export type ConsoleMeal = z.infer<typeof consoleMealSchema>;

export const consoleTransportSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  one_way: aed.nullable(),
  two_way: aed.nullable(),
  enable: flag,
  bookings: bookingsCount,
});
export type ConsoleTransport = z.infer<typeof consoleTransportSchema>;

export const consoleOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  arabic_label: z.string(),
  price: aed,
  exclusive: flag,
  /** the day the option is for (a concert's night), YYYY-MM-DD; '' when it has none (decision 059) */
  date: z.string(),
});
export type ConsoleOption = z.infer<typeof consoleOptionSchema>;

/** spec part 1 §9: a package's option list, null when its first step is the adult and child counters. */
export const consoleOptionListSchema = z
  .object({
    child_price_only: flag,
    options: z.array(consoleOptionSchema),
    notes: z.string(),
    arabic_notes: z.string(),
  })
  .nullable();
export type ConsoleOptionList = z.infer<typeof consoleOptionListSchema>;

export const consolePackageExtrasSchema = z.object({
  /** the package the extras belong to, with the steps that show them to visitors */
  package: z.object({
    id: z.number().int(),
    package_name: z.string(),
    arabic_name: z.string(),
    enable_sub_packages: flag,
    enable_meal: flag,
    enable_transport: flag,
  }),
  sub_packages: z.array(consoleSubPackageSchema),
  meals: z.array(consoleMealSchema),
  transports: z.array(consoleTransportSchema),
  option_list: consoleOptionListSchema,
});
export type ConsolePackageExtras = z.infer<typeof consolePackageExtrasSchema>;

export const consolePackageExtrasAction = defineAction({
  name: 'consolePackageExtras',
  auth: 'operator',
  summary:
    "One package's sub-packages, meals and transports (enabled or not, in the order visitors see them, each with the bookings " +
    'that name it) and its option list, with the flags of the booking steps that show them.',
  input: z.object({ package_id: idInput }),
  output: z.object({ data: consolePackageExtrasSchema }),
  cacheSeconds: 0,
});

export const saveSubPackageAction = defineAction({
  name: 'saveSubPackage',
  auth: 'operator',
  summary:
    "Adds a sub-package to a package (no id) or changes one of the package's: names in English and Arabic, adult and child " +
    'prices in AED (empty: no counter), adult and child persons, enable. An enabled one must be one the booking pages list ' +
    '(a name of 3 characters or more, an adult price above 0). Visitors see the change at once. Audited.',
  input: z
    .object({
      ...addOnKeys,
      package_name: addOnName,
      arabic_name: addOnName,
      adult_price: blankIsNull(amountInput),
      child_price: blankIsNull(amountInput),
      adult_person: persons,
      child_person: persons,
    })
    .superRefine((row, ctx) =>
      reportProblems(
        subPackageSetupProblems({
          id: row.id ?? 0,
          packageName: row.package_name,
          adultPriceFils: fils(row.adult_price),
          childPriceFils: fils(row.child_price),
          enable: row.enable,
        }),
        ctx,
      ),
    ),
  output: z.object({ data: consoleSubPackageSchema }),
  cacheSeconds: 0,
});

export const saveMealAction = defineAction({
  name: 'saveMeal',
  auth: 'operator',
  summary:
    "Adds a meal to a package (no id) or changes one of the package's: names and descriptions in English and Arabic, a price " +
    'in AED, enable. An enabled one must be one the booking pages list (a name of 2 characters or more, a price above 0). ' +
    'Visitors see the change at once. Audited.',
  input: z
    .object({
      ...addOnKeys,
      meal_name: addOnName,
      arabic_name: addOnName,
      price: blankIsNull(amountInput),
      description: text().trim().max(300).default(''),
      arabic_description: text().trim().max(300).default(''),
    })
    .superRefine((row, ctx) =>
      reportProblems(
        mealSetupProblems({ id: row.id ?? 0, mealName: row.meal_name, priceFils: fils(row.price), enable: row.enable }),
        ctx,
      ),
    ),
  output: z.object({ data: consoleMealSchema }),
  cacheSeconds: 0,
});

export const saveTransportAction = defineAction({
  name: 'saveTransport',
  auth: 'operator',
  summary:
    "Adds a transport to a package (no id) or changes one of the package's: names in English and Arabic, one-way and two-way " +
    'prices in AED per person (no two-way price: one way only), enable. An enabled one must be one the booking pages list ' +
    '(a name of 2 characters or more, a one-way price above 0). Visitors see the change at once. Audited.',
  input: z
    .object({
      ...addOnKeys,
      name: addOnName,
      arabic_name: addOnName,
      one_way: blankIsNull(amountInput),
      two_way: blankIsNull(amountInput),
    })
    .superRefine((row, ctx) =>
      reportProblems(
        transportSetupProblems({
          id: row.id ?? 0,
          name: row.name,
          oneWayFils: fils(row.one_way),
          twoWayFils: fils(row.two_way),
          enable: row.enable,
        }),
        ctx,
      ),
    ),
  output: z.object({ data: consoleTransportSchema }),
  cacheSeconds: 0,
});

const deleteAddOnAction = <Name extends string>(name: Name, what: string) =>
  defineAction({
    name,
    auth: 'operator',
    summary: `Deletes a ${what} no booking names; one that bookings name answers in_use (disable it instead). Audited.`,
    input: z.object({ id: idInput }),
    output: z.object({ deleted: z.literal(1) }),
    cacheSeconds: 0,
  });

export const deleteSubPackageAction = deleteAddOnAction('deleteSubPackage', 'sub-package');
export const deleteMealAction = deleteAddOnAction('deleteMeal', 'meal');
export const deleteTransportAction = deleteAddOnAction('deleteTransport', 'transport');

const optionInput = z.object({
  /** empty: one is made from the English label */
  id: text().trim().max(40).default(''),
  label: nameText().trim().max(120),
  arabic_label: nameText().trim().max(120),
  price: amountInput,
  exclusive: flagInput,
  /** the day the option is for, MM/DD/YYYY or YYYY-MM-DD, read as YYYY-MM-DD; empty: none */
  date: text()
    .trim()
    .default('')
    .transform((value, ctx) => {
      if (value === '') return '';
      const day = parseCalendarDate(value);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: 'a date as YYYY-MM-DD, or empty' });
        return z.NEVER;
      }
      return day;
    }),
});
export type OptionInput = z.input<typeof optionInput>;

/** Options left without an id get one made from their English label, clear of every other option's id. */
function withOptionIds(options: z.output<typeof optionInput>[]) {
  const taken = options.map((o) => o.id).filter(Boolean);
  return options.map((o) => {
    if (o.id) return o;
    const id = optionIdFrom(o.label, taken);
    taken.push(id);
    return { ...o, id };
  });
}

export const savePackageOptionListAction = defineAction({
  name: 'savePackageOptionList',
  auth: 'operator',
  summary:
    "Switches a package's option list (spec part 1 §9) on or off and sets it: child price only, the options in order (id, " +
    'labels in English and Arabic, price in AED, exclusive) and notes in both languages. When on it needs at least one ' +
    'option, unique ids and labels in both languages; an option without id gets one made from its label. Off: the first ' +
    'booking step is the adult and child counters again. Visitors see the change at once. Audited.',
  input: z
    .object({
      package_id: idInput,
      enable: flagInput,
      child_price_only: flagInput.default(0),
      options: jsonText(z.array(optionInput).max(60).transform(withOptionIds)).default([]),
      notes: text().trim().max(500).default(''),
      arabic_notes: text().trim().max(500).default(''),
    })
    .superRefine((list, ctx) => {
      if (list.enable === 0) return;
      const options = list.options.map((o) => ({
        id: o.id,
        label: o.label,
        arabicLabel: o.arabic_label,
        priceFils: Math.round(o.price * 100),
        exclusive: o.exclusive === 1,
      }));
      reportProblems(optionListProblems({ childPriceOnly: list.child_price_only === 1, options }), ctx);
    }),
  output: z.object({ data: consoleOptionListSchema }),
  cacheSeconds: 0,
});

export const consolePackageExtraActions = [
  consolePackageExtrasAction,
  saveSubPackageAction,
  deleteSubPackageAction,
  saveMealAction,
  deleteMealAction,
  saveTransportAction,
  deleteTransportAction,
  savePackageOptionListAction,
] as const;
