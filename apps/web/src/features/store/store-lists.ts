import type { Destination } from '@portal/contract/catalog';
import { storeLimits, type Collection, type Product } from '@portal/contract/store';

/** spec part 2 §2.6, §9: card titles are cut to 20 characters (whole characters, never half an emoji). */
export function cardTitle(title: string): { text: string; cut: boolean } {
  const characters = Array.from(title.trim());
  if (characters.length <= storeLimits.cardTitleChars) return { text: title.trim(), cut: false };
  return { text: `${characters.slice(0, storeLimits.cardTitleChars).join('').trimEnd()}…`, cut: true };
}

export type StockNotice = { kind: 'out' } | { kind: 'low'; shown: number } | { kind: 'none' };

/**
 * spec part 2 §2.6, §9: 'Hurry up! Only {n} Left' when stock is 1 to 10, the shown number capped at 9;
 * nothing left is out of stock.
 */
export function stockNotice(qty: number): StockNotice {
  if (qty <= 0) return { kind: 'out' };
  if (qty <= storeLimits.lowStockMax) return { kind: 'low', shown: Math.min(qty, storeLimits.shownQtyMax) };
  return { kind: 'none' };
}

/** A card's price: the product's, marked "from" when its on-sale variants do not all cost the same. */
export function cardPrice(product: Pick<Product, 'price' | 'variants'>): { amount: number; from: boolean } {
  const prices = new Set(product.variants.filter((v) => v.enable === 1).map((v) => v.price));
  return { amount: product.price, from: prices.size > 1 };
}

export type DestinationProducts = { destination: Destination | null; products: Product[] };

/**
 * /stores: the products grouped by the destination they come from (spec part 2 §2.6), destinations in
 * the order given, each product in the store's order; products of no known destination come last.
 */
export function productsByDestination(destinations: readonly Destination[], products: readonly Product[]): DestinationProducts[] {
  const known = new Set(destinations.map((d) => d.id));
  const groups: DestinationProducts[] = destinations
    .map((destination) => ({ destination, products: products.filter((p) => p.vendors === destination.id) }))
    .filter((group) => group.products.length > 0);
  const others = products.filter((p) => p.vendors === null || !known.has(p.vendors));
  return others.length > 0 ? [...groups, { destination: null, products: others }] : groups;
}

/** The products carrying any of the chosen tags (as listProductsBySlug's `tags`); none chosen: all. */
export function withAnyTag(products: readonly Product[], tagSlugs: readonly string[]): Product[] {
  if (tagSlugs.length === 0) return [...products];
  const wanted = new Set(tagSlugs);
  return products.filter((p) => p.tags.some((tag) => wanted.has(tag.slug)));
}

/** The chosen tags in the products page's address (`?tags=a,b`), so a filtered list can be shared. */
export function tagsFromParam(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug, index, all) => /^[a-z0-9-]+$/i.test(slug) && all.indexOf(slug) === index);
}

export function toggledTag(chosen: readonly string[], slug: string): string[] {
  return chosen.includes(slug) ? chosen.filter((s) => s !== slug) : [...chosen, slug];
}

export const productSorts = ['featured', 'price_asc', 'price_desc', 'name', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export function isProductSort(value: string): value is ProductSort {
  return (productSorts as readonly string[]).includes(value);
}

/**
 * The designer page's sort (spec part 2 §2.6 "filter/sort control"). Featured keeps the store's order;
 * newest puts the most recently added first (the higher id); `titleOf` gives the title in the page's
 * language, compared with `collator`.
 */
export function sortProducts(
  products: readonly Product[],
  sort: ProductSort,
  titleOf: (product: Product) => string,
  collator: Intl.Collator,
): Product[] {
  const list = [...products];
  switch (sort) {
    case 'price_asc':
      return list.sort((a, b) => a.price - b.price);
    case 'price_desc':
      return list.sort((a, b) => b.price - a.price);
    case 'name':
      return list.sort((a, b) => collator.compare(titleOf(a), titleOf(b)));
    case 'newest':
      return list.sort((a, b) => b.product_id - a.product_id);
    case 'featured':
      return list;
  }
}

/** spec part 2 §2.6: designers are the collections with is_profile '1'; the others are the collections list. */
export function designersOf(collections: readonly Collection[]): Collection[] {
  return collections.filter((c) => c.is_profile === '1');
}

export function plainCollectionsOf(collections: readonly Collection[]): Collection[] {
  return collections.filter((c) => c.is_profile !== '1');
}
