import type { Product, Variant, VariationAttribute } from '@portal/contract/store';

/**
 * The demo's Sadu Cushion Cover (apps/server/src/db/seed/store.ts) for the store's unit tests: Size × Colour
 * with S/Natural and L/Indigo missing, M/Indigo sold out and L/Natural disabled.
 */
export const saduAttributes: VariationAttribute[] = [
  { id: 1, name: 'Size', arabic_name: 'المقاس', values: ['S', 'M', 'L'], arabic_values: [] },
  { id: 2, name: 'Colour', arabic_name: 'اللون', values: ['Red', 'Indigo', 'Natural'], arabic_values: [] },
];

export const saduVariant = (
  id: number,
  size: string,
  colour: string,
  price: number,
  qty: number,
  enable: 0 | 1 = 1,
): Variant => ({
  id,
  price,
  qty,
  variant_options: { Size: size, Colour: colour },
  images: [`store/sadu-${colour.toLowerCase()}.jpg`],
  enable,
});

export const saduVariants: Variant[] = [
  saduVariant(11, 'S', 'Red', 160, 5),
  saduVariant(12, 'S', 'Indigo', 160, 3),
  saduVariant(13, 'M', 'Red', 180, 8),
  saduVariant(14, 'M', 'Indigo', 180, 0),
  saduVariant(15, 'M', 'Natural', 180, 6),
  saduVariant(16, 'L', 'Red', 210, 2),
  saduVariant(17, 'L', 'Natural', 210, 4, 0),
];

export const saduCushion: Product = {
  product_id: 7,
  slug: 'sadu-cushion-cover',
  product_title: 'Sadu Cushion Cover',
  arabic_title: 'غطاء وسادة من السدو',
  price: 160,
  images: ['store/sadu-1.jpg', 'store/sadu-2.jpg'],
  qty: 24,
  product_description: 'Hand-woven on a ground loom in the Al Sadu tradition.',
  arabic_description: 'نُسج يدوياً على النول الأرضي على طريقة السدو.',
  tags: [{ id: 1, slug: 'handmade', value: 'Handmade', arabic_value: 'صُنع يدوياً' }],
  variants: saduVariants,
  variation_attributes: saduAttributes,
  favorite: 0,
  vendors: 3,
};

/** A product without variants, sold from its own stock. */
export const dallah: Product = {
  ...saduCushion,
  product_id: 8,
  slug: 'brass-dallah',
  product_title: 'Brass Dallah',
  arabic_title: 'دلة نحاسية',
  price: 240,
  qty: 4,
  variants: [],
  variation_attributes: [],
};
