import type { Variant, VariationAttribute } from '@portal/contract/store';

/**
 * Choosing a variant through its variation attributes (spec part 2 §2.6, §5: "options incompatible with
 * the current selection are disabled").
 *
 * Decision: an option counts as compatible only when some variant that can be bought now — enabled and
 * with stock — has it together with the other attributes already chosen. Combinations that do not exist,
 * are disabled, or are sold out are therefore all disabled alike, so a full choice always names a variant
 * that can go into the cart; a product whose every variant is sold out reads 'Product is Out of Stock'
 * as a whole (the page says so) rather than offering choices that all fail.
 */

/** attribute name → chosen value; an attribute not chosen yet is absent */
export type VariantSelection = Readonly<Record<string, string>>;

export type AttributeChoice = {
  attribute: VariationAttribute;
  options: { value: string; disabled: boolean }[];
  chosen: string | null;
};

/** A variant that can be sold now. */
export function isSellable(variant: Variant): boolean {
  return variant.enable === 1 && variant.qty > 0;
}

function matchesAll(variant: Variant, selection: VariantSelection): boolean {
  return Object.entries(selection).every(([name, value]) => variant.variant_options[name] === value);
}

/** Whether `value` of `attributeName` can be picked alongside the selection's other attributes. */
export function isCompatible(
  variants: readonly Variant[],
  selection: VariantSelection,
  attributeName: string,
  value: string,
): boolean {
  const wanted = { ...selection, [attributeName]: value };
  return variants.some((variant) => isSellable(variant) && matchesAll(variant, wanted));
}

/** Each attribute's options, the incompatible ones disabled, with the current choice. */
export function attributeChoices(
  attributes: readonly VariationAttribute[],
  variants: readonly Variant[],
  selection: VariantSelection,
): AttributeChoice[] {
  return attributes.map((attribute) => ({
    attribute,
    options: attribute.values.map((value) => ({
      value,
      disabled: !isCompatible(variants, selection, attribute.name, value),
    })),
    chosen: selection[attribute.name] ?? null,
  }));
}

/**
 * The selection after choosing `value` for `attributeName`. Another choice that no sellable variant
 * combines with the new one (and the choices kept before it, in attribute order) is cleared, so the
 * visitor's latest pick always stands.
 */
export function choose(
  attributes: readonly VariationAttribute[],
  variants: readonly Variant[],
  selection: VariantSelection,
  attributeName: string,
  value: string,
): VariantSelection {
  let next: Record<string, string> = { [attributeName]: value };
  for (const { name } of attributes) {
    const previous = selection[name];
    if (name === attributeName || previous === undefined) continue;
    if (isCompatible(variants, next, name, previous)) next = { ...next, [name]: previous };
  }
  return next;
}

/** Whether every attribute has a value chosen; a product without variants needs no choice. */
export function isComplete(attributes: readonly VariationAttribute[], selection: VariantSelection): boolean {
  return attributes.every(({ name }) => selection[name] !== undefined);
}

/** The variant that the full selection names (whatever its state), or null while a choice is missing. */
export function matchedVariant(
  attributes: readonly VariationAttribute[],
  variants: readonly Variant[],
  selection: VariantSelection,
): Variant | null {
  if (attributes.length === 0 || !isComplete(attributes, selection)) return null;
  const wanted = Object.fromEntries(attributes.map(({ name }) => [name, selection[name]!]));
  return variants.find((variant) => matchesAll(variant, wanted)) ?? null;
}
