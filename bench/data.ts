import type { Database } from '../apps/server/src/db/client.ts';
import { createDestination, createPackage, tagPackage } from '../apps/server/src/test/factories.ts';

/** Ten destinations as the catalogue shows them; the benchmark reads the packages of the first. */
const places: [slug: string, name: string, arabicName: string, lat: number, lan: number][] = [
  ['al-noor-island', 'Al Noor Island', 'جزيرة النور', 25.3293, 55.3827],
  ['mleiha-archaeological-centre', 'Mleiha Archaeological Centre', 'مركز مليحة للآثار', 25.1262, 55.8794],
  ['sharjah-aquarium', 'Sharjah Aquarium', 'أكواريوم الشارقة', 25.3644, 55.3865],
  ['al-montazah-parks', 'Al Montazah Parks', 'منتزه المنتزه', 25.3396, 55.3986],
  ['khor-fakkan-beach', 'Khor Fakkan Beach', 'شاطئ خورفكان', 25.3391, 56.3566],
  ['al-qasba', 'Al Qasba', 'القصباء', 25.3249, 55.3786],
  ['kalba-kingfisher-lodge', 'Kalba Kingfisher Lodge', 'نزل كلباء', 25.0461, 56.3556],
  ['sharjah-safari', 'Sharjah Safari', 'سفاري الشارقة', 25.2079, 55.7606],
  ['heart-of-sharjah', 'Heart of Sharjah', 'قلب الشارقة', 25.3586, 55.3894],
  ['rain-room-sharjah', 'Rain Room Sharjah', 'غرفة المطر الشارقة', 25.2539, 55.7087],
];

const kinds = ['Day Pass', 'Family Ticket', 'Guided Tour', 'Sunset Experience', 'VIP Access', 'Combo Ticket'];
const tagSlugs = ['top-experiences', 'family', 'outdoor', 'culture', 'offers'];

export const packagesPerDestination = kinds.length;

/** ~10 destinations and ~60 packages with tags, built with the server's test factories. Returns the destination slugs. */
export async function buildCatalogue(db: Database): Promise<string[]> {
  for (const [i, [slug, name, arabicName, lat, lan]] of places.entries()) {
    const destination = await createDestination(db, {
      name,
      arabicName,
      urlSlug: slug,
      description: `${name} is one of Sharjah's favourite places to spend a day, with something for every age.`,
      arabicDescription: `${arabicName} من أحب الأماكن في الشارقة لقضاء يوم ممتع، وفيه ما يناسب كل الأعمار.`,
      hoverText: `Discover ${name}`,
      arabicHoverText: `اكتشف ${arabicName}`,
      img: `destinations/${slug}.jpg`,
      featuredImage: `destinations/${slug}-featured.jpg`,
      lat,
      lan,
      position: i + 1,
    });
    for (const [k, kind] of kinds.entries()) {
      const adultFils = 4_500 + 2_500 * k + 500 * i;
      const onOffer = k % 3 === 0;
      const pkg = await createPackage(db, {
        destinationId: destination.id,
        packageName: `${name} ${kind}`,
        arabicName: `${arabicName} - ${kind}`,
        urlSlug: `${slug}-${kind.toLowerCase().replaceAll(' ', '-')}`,
        adultPriceFils: adultFils,
        childPriceFils: Math.round(adultFils / 2),
        originalPriceFils: onOffer ? adultFils + 2_000 : null,
        rating: (3.5 + ((i + k) % 4) * 0.5).toFixed(1),
        img: `packages/${slug}-${k + 1}.jpg`,
        offerTag: onOffer ? 1 : 0,
        offerTagText: onOffer ? '20% off' : '',
        arabicOfferTagText: onOffer ? 'خصم ٢٠٪' : '',
        checkout: ['sharjah'],
        position: k + 1,
        description: `Spend a memorable time at ${name} with the ${kind.toLowerCase()}.`,
        lat,
        lan,
      });
      for (const [t, tag] of tagSlugs.entries()) {
        if ((i + k + t) % 3 === 0) await tagPackage(db, pkg.id, tag);
      }
    }
  }
  return places.map(([slug]) => slug);
}
