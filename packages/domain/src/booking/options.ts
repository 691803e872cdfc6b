import type { BookingFailure, OptionList } from './types.ts';

/**
 * Checks or unchecks one option (spec part 1 §2): picking an exclusive option ('All Days', 'Full
 * Program', one of several durations) unchecks every other; picking any other option unchecks the
 * exclusive ones. Unchecking just removes it. Unknown ids change nothing.
 */
export function toggleOption(list: OptionList, checked: readonly string[], id: string): string[] {
  const option = list.options.find((o) => o.id === id);
  if (!option) return [...checked];
  if (checked.includes(id)) return checked.filter((c) => c !== id);
  if (option.exclusive) return [id];
  const exclusive = new Set(list.options.filter((o) => o.exclusive).map((o) => o.id));
  return [...checked.filter((c) => !exclusive.has(c)), id];
}

/** The checked options in list order, each once; unknown ids are dropped. */
export function checkedOptions(list: OptionList, checked: readonly string[]): OptionList['options'] {
  return list.options.filter((o) => checked.includes(o.id));
}

/** spec part 1 §2: the price shown is the sum of the checked options, in fils. */
export function optionsTotal(list: OptionList, checked: readonly string[]): number {
  return checkedOptions(list, checked).reduce((sum, o) => sum + o.priceFils, 0);
}

/**
 * The options step's failure, or null: at least one option, only offered ids, and never an exclusive
 * option together with another (what `toggleOption` guarantees in the browser; the server checks it).
 */
export function optionsFailure(list: OptionList, checked: readonly string[]): BookingFailure | null {
  if (checked.length === 0) return { code: 'option_required' };
  if (new Set(checked).size !== checked.length) return { code: 'option_unknown' };
  const chosen = checkedOptions(list, checked);
  if (chosen.length !== checked.length) return { code: 'option_unknown' };
  if (chosen.length > 1 && chosen.some((o) => o.exclusive)) return { code: 'option_conflict' };
  return null;
}

/**
 * An option-list booking is one ticket (spec part 1 §7 Purchase item: adult_price or child_price):
 * one child for a child-price-only package, else one adult, priced at the options' sum.
 */
export function optionListCounts(list: OptionList): { adults: number; children: number } {
  return list.childPriceOnly ? { adults: 0, children: 1 } : { adults: 1, children: 0 };
}
