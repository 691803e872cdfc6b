import { postcardTemplates } from '../schema/index.ts';
import { aed, bi, type Bi, type SeedContext } from './context.ts';

/**
 * Postcard templates (spec part 2 §2.7): frames the customer adds a photo to (customisable=1) and
 * ready-made cards of old Sharjah (customisable=0).
 */
const templateSeeds: { slug: string; name: Bi; price: number; customisable: boolean }[] = [
  { slug: 'al-noor-island-frame', name: bi('Al Noor Island Frame', 'إطار جزيرة النور'), price: 15, customisable: true },
  { slug: 'corniche-sunset-frame', name: bi('Corniche Sunset Frame', 'إطار غروب الكورنيش'), price: 15, customisable: true },
  { slug: 'desert-dunes-frame', name: bi('Desert Dunes Frame', 'إطار كثبان الصحراء'), price: 18, customisable: true },
  { slug: 'heritage-doors-frame', name: bi('Heritage Doors Frame', 'إطار الأبواب التراثية'), price: 18, customisable: true },
  { slug: 'al-hisn-sharjah-fort', name: bi('Al Hisn, Sharjah Fort', 'حصن الشارقة'), price: 20, customisable: false },
  { slug: 'souq-al-arsah', name: bi('Souq Al Arsah', 'سوق العرصة'), price: 20, customisable: false },
  { slug: 'pearl-diving-dhows', name: bi('Pearl-Diving Dhows', 'مراكب الغوص على اللؤلؤ'), price: 25, customisable: false },
  { slug: 'khor-fakkan-bay', name: bi('Khor Fakkan Bay', 'خليج خورفكان'), price: 25, customisable: false },
];

export async function seedPostcards(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(postcardTemplates).values(
    templateSeeds.map((t) => ({
      name: t.name.en,
      arabicName: t.name.ae,
      image: ctx.images.add('postcards', t.slug, t.customisable ? 'frame' : 'vintage', t.name.en),
      priceFils: aed(t.price),
      customisable: t.customisable ? 1 : 0,
      enable: 1,
    })),
  );
}
