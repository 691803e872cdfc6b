import type { ConsoleProduct } from '@portal/contract/console-store';
import type { ActionFields } from '../../../lib/api.ts';

/**
 * A product as its form holds it while the operator types (decision 035): texts as typed, a variation
 * attribute's values as one comma list, and each variant's chosen value of every attribute.
 */
export type AttributeDraft = { name: string; arabic_name: string; values: string; arabic_values: string };
export type VariantDraft = { id: number | null; options: Record<string, string>; price: string; enable: boolean; qty: number };
export type ProductDraft = {
  store_id: number;
  slug: string;
  titles: [string, string];
  descriptions: [string, string];
  price: string;
  images: string[];
  vendor_destination_id: string;
  enable: boolean;
  collection_ids: number[];
  tag_ids: number[];
  attributes: AttributeDraft[];
  variants: VariantDraft[];
};

export const emptyProductDraft = (storeId: number): ProductDraft => ({
  store_id: storeId,
  slug: '',
  titles: ['', ''],
  descriptions: ['', ''],
  price: '',
  images: [],
  vendor_destination_id: '',
  enable: true,
  collection_ids: [],
  tag_ids: [],
  attributes: [],
  variants: [],
});

/** "S, M ,L" → ["S", "M", "L"]; Arabic commas separate too. */
export const listOf = (typed: string): string[] =>
  typed
    .split(/[,،]/)
    .map((value) => value.trim())
    .filter(Boolean);

export function draftOfProduct(product: ConsoleProduct): ProductDraft {
  return {
    store_id: product.store_id,
    slug: product.slug,
    titles: [product.product_title, product.arabic_title],
    descriptions: [product.product_description, product.arabic_description],
    price: String(product.price),
    images: product.images,
    vendor_destination_id: product.vendor_destination_id === null ? '' : String(product.vendor_destination_id),
    enable: product.enable === 1,
    collection_ids: product.collection_ids,
    tag_ids: product.tag_ids,
    attributes: product.variation_attributes.map((a) => ({
      name: a.name,
      arabic_name: a.arabic_name,
      values: a.values.join(', '),
      arabic_values: a.arabic_values.join('، '),
    })),
    variants: product.variants.map((v) => ({
      id: v.id,
      options: v.variant_options,
      price: String(v.price),
      enable: v.enable === 1,
      qty: v.qty,
    })),
  };
}

/** saveProduct's fields: lists as JSON text; numbers as typed, so the server names a mistyped one. */
export function productInput(draft: ProductDraft, id: number | null): ActionFields<'saveProduct'> {
  return {
    id: id ?? undefined,
    store_id: draft.store_id,
    slug: draft.slug,
    product_title: draft.titles[0],
    arabic_title: draft.titles[1],
    product_description: draft.descriptions[0],
    arabic_description: draft.descriptions[1],
    price: draft.price.trim(),
    images: JSON.stringify(draft.images),
    vendor_destination_id: draft.vendor_destination_id,
    enable: draft.enable ? 1 : 0,
    collection_ids: JSON.stringify(draft.collection_ids),
    tag_ids: JSON.stringify(draft.tag_ids),
    variation_attributes: JSON.stringify(
      draft.attributes.map((a) => ({
        name: a.name,
        arabic_name: a.arabic_name,
        values: listOf(a.values),
        arabic_values: listOf(a.arabic_values),
      })),
    ),
    variants: JSON.stringify(
      draft.variants.map((v) => ({
        ...(v.id === null ? {} : { id: v.id }),
        price: v.price.trim(),
        variant_options: v.options,
        enable: v.enable ? 1 : 0,
      })),
    ),
  };
}
