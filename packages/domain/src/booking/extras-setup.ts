import { isValidMeal, isValidSubPackage, isValidTransport } from './add-ons.ts';
import type { Meal, OptionList, SubPackage, Transport } from './types.ts';
import { slugOf } from '../slug.ts';

/**
 * What the console checks before it saves a package's extras (decision 035), with the booking flow's
 * own rules: an enabled add-on must be one the booking pages list (spec part 1 §5 Add-ons), and an option
 * list must be one a visitor can pick from (spec part 1 §2, §9). Problems are keyed by the console's field
 * names (the contract's wire names), so the form and the server's refusal name the same fields.
 */
export type SetupProblem =
  | 'name_too_short'
  | 'price_required'
  | 'option_required'
  | 'option_id_format'
  | 'option_id_taken'
  | 'label_required'
  | 'price_negative';

export type SetupProblems = Record<string, SetupProblem>;

// Stand-ins that pass one part of an add-on rule, so the rule itself says which other part fails.
const passingName = 'A listed name';
const passingPrice = 1;

/** Which fields keep an enabled sub-package off the booking pages: a name of 3 characters or more, an adult price. */
export function subPackageSetupProblems(row: SubPackage): SetupProblems {
  if (row.enable !== 1 || isValidSubPackage(row)) return {};
  const problems: SetupProblems = {};
  if (!isValidSubPackage({ ...row, adultPriceFils: passingPrice })) problems['package_name'] = 'name_too_short';
  if (!isValidSubPackage({ ...row, packageName: passingName })) problems['adult_price'] = 'price_required';
  return problems;
}

/** Which fields keep an enabled meal off the booking pages: a name of 2 characters or more, a price. */
export function mealSetupProblems(row: Meal): SetupProblems {
  if (row.enable !== 1 || isValidMeal(row)) return {};
  const problems: SetupProblems = {};
  if (!isValidMeal({ ...row, priceFils: passingPrice })) problems['meal_name'] = 'name_too_short';
  if (!isValidMeal({ ...row, mealName: passingName })) problems['price'] = 'price_required';
  return problems;
}

/** Which fields keep an enabled transport off the booking pages: a name of 2 characters or more, a one-way price. */
export function transportSetupProblems(row: Transport): SetupProblems {
  if (row.enable !== 1 || isValidTransport(row)) return {};
  const problems: SetupProblems = {};
  if (!isValidTransport({ ...row, oneWayFils: passingPrice })) problems['name'] = 'name_too_short';
  if (!isValidTransport({ ...row, name: passingName })) problems['one_way'] = 'price_required';
  return problems;
}

/** An option's id: lower-case letters, digits and dashes, as the seeded lists have them ('all-days', 'six-months'). */
export const optionIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The problems of an option list that is switched on: at least one option (a visitor must check one,
 * `optionsFailure`), ids a booking can name (well formed, each once), labels in both languages, and
 * prices of 0 fils or more.
 */
export function optionListProblems(list: OptionList): SetupProblems {
  if (list.options.length === 0) return { options: 'option_required' };
  const problems: SetupProblems = {};
  const seen = new Set<string>();
  list.options.forEach((option, index) => {
    const at = (field: string) => `options.${index}.${field}`;
    if (!optionIdPattern.test(option.id)) problems[at('id')] = 'option_id_format';
    else if (seen.has(option.id)) problems[at('id')] = 'option_id_taken';
    seen.add(option.id);
    if (!option.label.trim()) problems[at('label')] = 'label_required';
    if (!option.arabicLabel.trim()) problems[at('arabic_label')] = 'label_required';
    if (!Number.isInteger(option.priceFils) || option.priceFils < 0) problems[at('price')] = 'price_negative';
  });
  return problems;
}

/**
 * An id for a new option, made from its English label ('Two hours' → 'two-hours') and kept clear of the ids
 * already `taken` ('two-hours-2'); 'option' when the label has no Latin letters or digits.
 */
export function optionIdFrom(label: string, taken: readonly string[]): string {
  const base = slugOf(label).slice(0, 32).replace(/-+$/, '') || 'option';
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
