import type { PackageCard } from '@portal/contract/catalog';

export type CardPrice =
  /** spec part 1 §2: both prices empty — the card reads 'See More' */
  | { kind: 'see_more' }
  /** 'AED x Only', with the original price struck through when it is higher */
  | { kind: 'price'; amount: number; original: number | null };

type Prices = Pick<PackageCard, 'price' | 'adult_price' | 'child_price' | 'original_price'>;

/** An empty price: missing, or 0 as the original front end's falsy test treated it. */
const given = (value: number | null): value is number => value !== null && value > 0;

/**
 * What a package card shows as its price (spec part 1 §2): the adult price, else the child price,
 * else 'See More'. The original price is struck through only when it is above the price shown; a
 * lower "original" would read as a price rise.
 */
export function cardPrice(pkg: Prices): CardPrice {
  const adult = given(pkg.price) ? pkg.price : pkg.adult_price;
  const amount = given(adult) ? adult : pkg.child_price;
  if (!given(amount)) return { kind: 'see_more' };
  const original = given(pkg.original_price) && pkg.original_price > amount ? pkg.original_price : null;
  return { kind: 'price', amount, original };
}
