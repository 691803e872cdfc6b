import { describe, expect, it } from 'vitest';
import { draftOfProduct, emptyProductDraft, listOf, productInput } from './product-draft.ts';

describe('the product form draft', () => {
  it('reads a comma list in either language', () => {
    expect(listOf(' S, M ,,L ')).toEqual(['S', 'M', 'L']);
    expect(listOf('صغير، وسط')).toEqual(['صغير', 'وسط']);
  });

  it('sends a product back as the server keeps it: lists as JSON, a new variant without an id', () => {
    const draft = draftOfProduct({
      id: 7,
      store_id: 1,
      slug: 'shawl',
      product_title: 'Shawl',
      arabic_title: 'شال',
      product_description: '',
      arabic_description: '',
      price: 120.5,
      qty: 0,
      images: ['store/a.jpg'],
      vendor_destination_id: null,
      enable: 1,
      collection_ids: [3],
      tag_ids: [],
      variation_attributes: [{ name: 'Size', arabic_name: 'المقاس', values: ['S', 'M'], arabic_values: [] }],
      variants: [{ id: 9, price: 120.5, qty: 4, variant_options: { Size: 'S' }, enable: 1 }],
      orders: 0,
    });
    draft.variants.push({ id: null, options: { Size: 'M' }, price: '130', enable: false, qty: 0 });
    const input = productInput(draft, 7);
    expect(input).toMatchObject({ id: 7, price: '120.5', vendor_destination_id: '', enable: 1 });
    expect(JSON.parse(String(input.variation_attributes))).toEqual([
      { name: 'Size', arabic_name: 'المقاس', values: ['S', 'M'], arabic_values: [] },
    ]);
    expect(JSON.parse(String(input.variants))).toEqual([
      { id: 9, price: '120.5', variant_options: { Size: 'S' }, enable: 1 },
      { price: '130', variant_options: { Size: 'M' }, enable: 0 },
    ]);
    expect(productInput(emptyProductDraft(1), null).id).toBeUndefined();
  });
});
