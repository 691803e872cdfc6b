import { resizedImage, resizedSrcSet } from '@portal/contract/images';

/**
 * Image URLs of the resizer (spec part 1 §7: `/files/<path>?w=380&h=500`), built by the contract's functions
 * that the server's preloads use too (apps/server/src/http/page-meta.ts). The web app asks only for the
 * boxes below, each at one of its widths, so every picture it shows exists at the size it asks for
 * (decision 024); images.test.ts checks each against the resizer's allowed sizes.
 */
export { imageUrl } from '@portal/contract/images';

export type PictureBox = { readonly width: number; readonly height: number; readonly widths: readonly number[] };

export const pictures = {
  /** spec part 1 §7 cards (card-image) at 1× and 2× */
  card: { width: 380, height: 500, widths: [380, 760] },
  /** spec part 1 §7 thumbnails: voucher-card, gallery-grid, the photo gallery's and the postcard templates' */
  thumbnail: { width: 680, height: 400, widths: [340, 680] },
  /** 3:2 at full width: the photo gallery's lightbox, a postcard's front, the console's image picker */
  large: { width: 1200, height: 800, widths: [600, 1200, 1800] },
  /** package and destination heroes (package-hero, page-banner) */
  hero: { width: 1600, height: 600, widths: [800, 1200, 1600] },
  /** the home banner and the store's slider on desktop, 12:5; the store film's poster */
  banner: { width: 1920, height: 800, widths: [960, 1440, 1920] },
  /** the home banner on phones */
  bannerMobile: { width: 750, height: 1000, widths: [375, 750] },
  /** the spend-and-win strip on the home page */
  strip: { width: 1200, height: 400, widths: [600, 1200, 1800] },
  /** the product page's main photo: 45 % of a desktop, the whole width of a phone, up to 3× */
  productPhoto: { width: 800, height: 800, widths: [400, 800, 1200] },
  /** a product in the cart and in an order, 4:5, shown up to about 160 px wide, at 2× */
  productLine: { width: 320, height: 400, widths: [320] },
  /** an order's picture in the bookings list; the console's 4:3 thumbnails */
  orderPicture: { width: 240, height: 180, widths: [240] },
  /** the console's 3:2 thumbnails (package gallery, voucher offers) */
  consoleThumbnail: { width: 240, height: 160, widths: [240] },
  /** a home slide in the console's slider list, 8:3 */
  consoleSlide: { width: 320, height: 120, widths: [320] },
  /** logos and round pictures (prizes, designers, highlights, categories) and the product gallery's thumbnails */
  square: { width: 160, height: 160, widths: [160] },
} as const satisfies Record<string, PictureBox>;

/** One of the boxes above: a caller cannot ask for a size the resizer would round. */
export type Picture = (typeof pictures)[keyof typeof pictures];

/** A picture in `box` at one of its widths (the box's own by default), the height keeping its shape. */
export function pictureSrc<B extends Picture>(path: string, box: B, width: B['widths'][number] = box.width): string {
  return resizedImage(path, width, Math.round((box.height * width) / box.width));
}

/** The srcset of `box` at each of its widths. */
export function pictureSrcSet(path: string, box: Picture): string {
  return resizedSrcSet(path, box.width, box.height, box.widths);
}
