import { parseCalendarDate } from '@portal/domain/dates';
import type {
  ConsoleMeal,
  ConsoleOptionList,
  ConsoleSubPackage,
  ConsoleTransport,
} from '@portal/contract/console-package-extras';
import type { ActionFields, ActionName } from '../../../lib/api.ts';
import {
  mealSetupProblems,
  optionIdFrom,
  optionListProblems,
  subPackageSetupProblems,
  transportSetupProblems,
  type SetupProblem,
  type SetupProblems,
} from '@portal/domain/booking/extras-setup';
import { toLatinDigits } from '../../../lib/digits.ts';
import type { Language } from '../../../lib/language.ts';
import { parsePrice, priceText } from '../shared/typed-numbers.ts';

/**
 * What the admin types on a package's Extras tab (decision 035), the problems to name before sending
 * (the booking flow's own rules, as the server checks them), and the fields each save sends.
 */

export type AddOnKind = 'sub_package' | 'meal' | 'transport';
export type AddOnRow = ConsoleSubPackage | ConsoleMeal | ConsoleTransport;

/** How a field is typed: a name in either language, an amount in AED, a number of persons, or a line of text. */
type FieldType = 'name' | 'arabic' | 'price' | 'persons' | 'text';
export type AddOnField = { name: string; type: FieldType };

/** The fields of each add-on's form in the rows the form shows them: English beside Arabic, adult beside child. */
export const addOnFieldRows: Record<AddOnKind, readonly (readonly AddOnField[])[]> = {
  sub_package: [
    [
      { name: 'package_name', type: 'name' },
      { name: 'arabic_name', type: 'arabic' },
    ],
    [
      { name: 'adult_price', type: 'price' },
      { name: 'child_price', type: 'price' },
    ],
    [
      { name: 'adult_person', type: 'persons' },
      { name: 'child_person', type: 'persons' },
    ],
  ],
  meal: [
    [
      { name: 'meal_name', type: 'name' },
      { name: 'arabic_name', type: 'arabic' },
    ],
    [{ name: 'price', type: 'price' }],
    [
      { name: 'description', type: 'text' },
      { name: 'arabic_description', type: 'arabic' },
    ],
  ],
  transport: [
    [
      { name: 'name', type: 'name' },
      { name: 'arabic_name', type: 'arabic' },
    ],
    [
      { name: 'one_way', type: 'price' },
      { name: 'two_way', type: 'price' },
    ],
  ],
};

/** Every field of each add-on's form, in order; the first is its English name. */
export const addOnFields: Record<AddOnKind, readonly AddOnField[]> = {
  sub_package: addOnFieldRows.sub_package.flat(),
  meal: addOnFieldRows.meal.flat(),
  transport: addOnFieldRows.transport.flat(),
};

/**
 * The names are required in both languages. Every other field may stay empty: no price (an enabled row then
 * needs the prices the booking rules ask for), no number of persons, no description.
 */
const requiredFields = new Set(['package_name', 'meal_name', 'name', 'arabic_name']);

export type AddOnDraft = { values: Record<string, string>; enable: boolean };

/** The problems the form names, as keys of console-package-extras.problems; `refused`: the server's, not found here. */
export type DraftProblem =
  SetupProblem | 'required' | 'price_format' | 'price_range' | 'persons_format' | 'date_format' | 'refused';
export type DraftProblems = Record<string, DraftProblem>;

/** The contract's limit of an amount (packages/contract/src/console-package-extras.ts). */
const maxAmount = 100_000;

/** A new add-on starts enabled with empty fields; a row's draft shows its amounts as the price field types them. */
export function draftOfAddOn(kind: AddOnKind, row: AddOnRow | null): AddOnDraft {
  const record = (row ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of addOnFields[kind]) {
    const value = record[field.name];
    if (value === null || value === undefined) values[field.name] = '';
    else values[field.name] = field.type === 'price' ? priceText(Number(value)) : String(value);
  }
  return { values, enable: row ? row.enable === 1 : true };
}

const filsOf = (typed: string | undefined) => {
  const amount = parsePrice(typed ?? '');
  return amount === null ? null : Math.round(amount * 100);
};

/** The draft as the booking rules see the row, to ask them whether the booking pages would list it. */
function setupProblemsOf(kind: AddOnKind, draft: AddOnDraft): SetupProblems {
  const v = draft.values;
  const enable = draft.enable ? 1 : 0;
  if (kind === 'sub_package') {
    return subPackageSetupProblems({
      id: 0,
      packageName: v['package_name'] ?? '',
      adultPriceFils: filsOf(v['adult_price']),
      childPriceFils: filsOf(v['child_price']),
      enable,
    });
  }
  if (kind === 'meal') return mealSetupProblems({ id: 0, mealName: v['meal_name'] ?? '', priceFils: filsOf(v['price']), enable });
  return transportSetupProblems({
    id: 0,
    name: v['name'] ?? '',
    oneWayFils: filsOf(v['one_way']),
    twoWayFils: filsOf(v['two_way']),
    enable,
  });
}

/** An amount's problem, or null: digits with at most two decimals, up to AED 100,000. */
function amountProblem(typed: string): DraftProblem | null {
  const amount = parsePrice(typed);
  if (amount === null) return 'price_format';
  return amount > maxAmount ? 'price_range' : null;
}

/** The problems to show before sending: required names, well-typed amounts and persons, then the booking rules. */
export function addOnProblems(kind: AddOnKind, draft: AddOnDraft): DraftProblems {
  const problems: DraftProblems = {};
  for (const field of addOnFields[kind]) {
    const typed = (draft.values[field.name] ?? '').trim();
    if (!typed) {
      if (requiredFields.has(field.name)) problems[field.name] = 'required';
      continue;
    }
    if (field.type === 'price') {
      const problem = amountProblem(typed);
      if (problem) problems[field.name] = problem;
    }
    if (field.type === 'persons' && !/^\d{1,2}$/.test(toLatinDigits(typed))) problems[field.name] = 'persons_format';
  }
  for (const [field, problem] of Object.entries(setupProblemsOf(kind, draft))) problems[field] ??= problem;
  return problems;
}

/**
 * The save action's fields from a draft with no problems; `id` is absent for a new add-on. The form is built
 * from addOnFields, whose names are the action's fields; the server's schema checks what was typed.
 */
export function addOnInput<K extends AddOnKind>(
  kind: K,
  draft: AddOnDraft,
  packageId: number,
  id: number | null,
): ActionFields<(typeof addOnActions)[K]['save']> {
  const fields: Record<string, string | number> = { package_id: packageId, enable: draft.enable ? 1 : 0 };
  if (id !== null) fields['id'] = id;
  for (const field of addOnFields[kind]) {
    const typed = (draft.values[field.name] ?? '').trim();
    if (field.type === 'price') fields[field.name] = typed ? String(parsePrice(typed) ?? typed) : '';
    else if (field.type === 'persons') fields[field.name] = toLatinDigits(typed);
    else fields[field.name] = typed;
  }
  return fields as ActionFields<(typeof addOnActions)[K]['save']>;
}

/** The action that saves each kind of add-on, and the one that deletes it. */
export const addOnActions = {
  sub_package: { save: 'saveSubPackage', remove: 'deleteSubPackage' },
  meal: { save: 'saveMeal', remove: 'deleteMeal' },
  transport: { save: 'saveTransport', remove: 'deleteTransport' },
} as const satisfies Record<AddOnKind, { save: ActionName; remove: ActionName }>;

/** The English and Arabic names of a row, whatever its kind calls them. */
export function addOnNames(kind: AddOnKind, row: AddOnRow): { en: string; ae: string } {
  const record = row as unknown as Record<string, string>;
  return { en: record[addOnFields[kind][0]!.name] ?? '', ae: row.arabic_name };
}

/** The row's name in the page's language (Arabic falls back to English when it has none). */
export function addOnName(kind: AddOnKind, row: AddOnRow, language: Language): string {
  const names = addOnNames(kind, row);
  return language === 'ae' && names.ae.trim() ? names.ae : names.en;
}

/** One option as typed; `key` keeps React's rows apart while ids are edited. */
/** `date`: the day the option is for as YYYY-MM-DD (the date field's value), '' for none. */
export type OptionDraft = {
  key: string;
  id: string;
  label: string;
  arabic_label: string;
  price: string;
  exclusive: boolean;
  date: string;
};

export type OptionListDraft = {
  enable: boolean;
  child_price_only: boolean;
  options: OptionDraft[];
  notes: string;
  arabic_notes: string;
};

let nextOptionKey = 0;
const optionKey = () => `option-${++nextOptionKey}`;

/** An empty option row, exclusive off, as most options are. */
export const emptyOption = (): OptionDraft => ({
  key: optionKey(),
  id: '',
  label: '',
  arabic_label: '',
  price: '',
  exclusive: false,
  date: '',
});

export function draftOfOptionList(list: ConsoleOptionList): OptionListDraft {
  if (!list) return { enable: false, child_price_only: false, options: [], notes: '', arabic_notes: '' };
  return {
    enable: true,
    child_price_only: list.child_price_only === 1,
    options: list.options.map((o) => ({
      key: optionKey(),
      id: o.id,
      label: o.label,
      arabic_label: o.arabic_label,
      price: priceText(o.price),
      exclusive: o.exclusive === 1,
      date: o.date,
    })),
    notes: list.notes,
    arabic_notes: list.arabic_notes,
  };
}

/** The ids the options will be saved with: an empty one is made from the English label, as the server does. */
export function optionIds(options: readonly OptionDraft[]): string[] {
  const taken = options.map((o) => o.id.trim()).filter(Boolean);
  return options.map((o) => {
    if (o.id.trim()) return o.id.trim();
    const id = optionIdFrom(o.label, taken);
    taken.push(id);
    return id;
  });
}

/**
 * The problems of an option list that is on, keyed as the server names them (`options.1.price`): amounts
 * typed as amounts, then the booking rules (an option at least, unique ids, labels in both languages).
 */
export function optionListDraftProblems(draft: OptionListDraft): DraftProblems {
  if (!draft.enable) return {};
  const problems: DraftProblems = {};
  const ids = optionIds(draft.options);
  draft.options.forEach((option, index) => {
    const problem = amountProblem(option.price.trim());
    if (problem) problems[`options.${index}.price`] = problem;
    if (option.date.trim() !== '' && parseCalendarDate(option.date.trim()) === null)
      problems[`options.${index}.date`] = 'date_format';
  });
  const list = {
    childPriceOnly: draft.child_price_only,
    options: draft.options.map((o, index) => ({
      id: ids[index]!,
      label: o.label,
      arabicLabel: o.arabic_label,
      priceFils: filsOf(o.price) ?? 0,
      exclusive: o.exclusive,
    })),
  };
  for (const [field, problem] of Object.entries(optionListProblems(list))) problems[field] ??= problem;
  return problems;
}

/** savePackageOptionList's fields from a draft with no problems; switched off, the list is dropped (the audit log keeps it). */
export function optionListInput(draft: OptionListDraft, packageId: number) {
  if (!draft.enable) return { package_id: packageId, enable: 0 };
  return {
    package_id: packageId,
    enable: 1,
    child_price_only: draft.child_price_only ? 1 : 0,
    options: JSON.stringify(
      draft.options.map((o) => ({
        id: o.id.trim(),
        label: o.label.trim(),
        arabic_label: o.arabic_label.trim(),
        price: parsePrice(o.price) ?? 0,
        exclusive: o.exclusive ? 1 : 0,
        date: o.date.trim(),
      })),
    ),
    notes: draft.notes.trim(),
    arabic_notes: draft.arabic_notes.trim(),
  };
}

/** The list with one option moved a place up (-1) or down (+1); a move past either end changes nothing. */
export function moveOption<T>(options: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= options.length) return [...options];
  const moved = [...options];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
