import type { Destination } from '@portal/contract/catalog';
import type { Collection, Product, Variant } from '@portal/contract/store';
import { describe, expect, test } from 'vitest';
import {
  cardPrice,
  cardTitle,
  designersOf,
  plainCollectionsOf,
  productsByDestination,
  sortProducts,
  stockNotice,
  tagsFromParam,
  toggledTag,
  withAnyTag,
} from './store-lists.ts';

function product(id: number, fields: Partial<Product> = {}): Product {
  return {
    product_id: id,
    slug: `product-${id}`,
    product_title: `Product ${id}`,
    arabic_title: `منتج ${id}`,
    price: 10,
    images: [],
    qty: 20,
    product_description: '',
    arabic_description: '',
    tags: [],
    variants: [],
    variation_attributes: [],
    favorite: 0,
    vendors: null,
    ...fields,
  };
}

const tag = (slug: string) => ({ id: slug.length, slug, value: slug, arabic_value: slug });
const variant = (price: number, enable: 0 | 1 = 1): Variant => ({
  id: price,
  price,
  qty: 1,
  variant_options: {},
  images: [],
  enable,
});
const destination = (id: number) => ({ id, name: `Destination ${id}` }) as Destination;
const collection = (slug: string, isProfile: '0' | '1') => ({ slug, is_profile: isProfile }) as Collection;

describe('card titles', () => {
  test('a title of 20 characters or fewer is shown whole', () => {
    expect(cardTitle('Sadu Cushion Cover')).toEqual({ text: 'Sadu Cushion Cover', cut: false });
    expect(cardTitle('12345678901234567890')).toEqual({ text: '12345678901234567890', cut: false });
  });

  test('a longer title is cut to its first 20 characters with an ellipsis', () => {
    expect(cardTitle('Clay Incense Burner (Mabkhara)')).toEqual({ text: 'Clay Incense Burner…', cut: true });
    expect(cardTitle('علبة هدايا من تمر الخلاص').text).toBe('علبة هدايا من تمر ال…');
  });

  test('an emoji counts as one character and is never split', () => {
    expect(cardTitle(`${'a'.repeat(19)}🌴🌴`).text).toBe(`${'a'.repeat(19)}🌴…`);
  });
});

describe('the low-stock notice', () => {
  test('stock 1 to 10 shows the notice, the number capped at 9', () => {
    expect(stockNotice(1)).toEqual({ kind: 'low', shown: 1 });
    expect(stockNotice(9)).toEqual({ kind: 'low', shown: 9 });
    expect(stockNotice(10)).toEqual({ kind: 'low', shown: 9 });
  });

  test('more than 10 shows nothing, none left is out of stock', () => {
    expect(stockNotice(11)).toEqual({ kind: 'none' });
    expect(stockNotice(0)).toEqual({ kind: 'out' });
  });
});

describe('card prices', () => {
  test('a product whose on-sale variants cost differently is priced "from"', () => {
    expect(cardPrice(product(1, { price: 60, variants: [variant(60), variant(110)] }))).toEqual({ amount: 60, from: true });
  });

  test('one price for every on-sale variant, or no variants, is a plain price; a disabled variant does not count', () => {
    expect(cardPrice(product(1, { price: 145, variants: [variant(145), variant(145)] }))).toEqual({ amount: 145, from: false });
    expect(cardPrice(product(1, { price: 195, variants: [variant(195), variant(250, 0)] })).from).toBe(false);
    expect(cardPrice(product(1, { price: 35 })).from).toBe(false);
  });
});

describe('products by destination', () => {
  test('groups in the destinations order, skips empty destinations and puts unknown vendors last', () => {
    const list = [product(1, { vendors: 2 }), product(2, { vendors: 1 }), product(3, { vendors: 9 }), product(4, { vendors: 2 })];
    const groups = productsByDestination([destination(1), destination(2), destination(3)], list);
    expect(groups.map((g) => [g.destination?.id ?? null, g.products.map((p) => p.product_id)])).toEqual([
      [1, [2]],
      [2, [1, 4]],
      [null, [3]],
    ]);
  });
});

describe('the tag filter', () => {
  const list = [product(1, { tags: [tag('food')] }), product(2, { tags: [tag('handmade'), tag('heritage')] }), product(3)];

  test('no tag chosen shows every product; chosen tags show the products with any of them', () => {
    expect(withAnyTag(list, []).map((p) => p.product_id)).toEqual([1, 2, 3]);
    expect(withAnyTag(list, ['heritage']).map((p) => p.product_id)).toEqual([2]);
    expect(withAnyTag(list, ['food', 'handmade']).map((p) => p.product_id)).toEqual([1, 2]);
  });

  test('the address parameter keeps well-formed slugs once each', () => {
    expect(tagsFromParam(null)).toEqual([]);
    expect(tagsFromParam('food,,heritage,food,<b>')).toEqual(['food', 'heritage']);
  });

  test('a toggle adds a tag that is off and removes one that is on', () => {
    expect(toggledTag(['food'], 'heritage')).toEqual(['food', 'heritage']);
    expect(toggledTag(['food', 'heritage'], 'food')).toEqual(['heritage']);
  });
});

describe('the designer page sort', () => {
  const list = [
    product(2, { price: 30, product_title: 'Basket' }),
    product(3, { price: 10, product_title: 'Attar' }),
    product(1, { price: 20, product_title: 'Cushion' }),
  ];
  const ids = (sorted: Product[]) => sorted.map((p) => p.product_id);
  const collator = new Intl.Collator('en');
  const title = (p: Product) => p.product_title;

  test('featured keeps the store order; price sorts both ways', () => {
    expect(ids(sortProducts(list, 'featured', title, collator))).toEqual([2, 3, 1]);
    expect(ids(sortProducts(list, 'price_asc', title, collator))).toEqual([3, 1, 2]);
    expect(ids(sortProducts(list, 'price_desc', title, collator))).toEqual([2, 1, 3]);
  });

  test('name sorts by the title in the page language; newest puts the latest added first', () => {
    expect(ids(sortProducts(list, 'name', title, collator))).toEqual([3, 2, 1]);
    expect(ids(sortProducts(list, 'newest', title, collator))).toEqual([3, 2, 1]);
    expect(ids(sortProducts(list, 'name', (p) => p.arabic_title, new Intl.Collator('ar')))).toEqual([1, 2, 3]);
  });
});

test('designers are the collections with is_profile 1, the collections list the others', () => {
  const all = [collection('a', '0'), collection('b', '1'), collection('c', '0')];
  expect(designersOf(all).map((c) => c.slug)).toEqual(['b']);
  expect(plainCollectionsOf(all).map((c) => c.slug)).toEqual(['a', 'c']);
});
