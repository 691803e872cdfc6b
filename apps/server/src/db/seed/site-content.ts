import { sitePages, type SitePromotions } from '@portal/contract/site-content';
import {
  defaultHomePromotion,
  defaultSeeSharjahPromotion,
  defaultSeeSharjahSlugs,
  defaultSitePage,
} from '../../modules/content/default-content.ts';
import { promotionsKey, sitePageKey } from '../../modules/content/site-content-service.ts';
import { siteSettings } from '../schema/index.ts';
import { idOf, type SeedContext } from './context.ts';

/** The About, Terms and Privacy texts and the advertised codes with the /seesharjah list, as operators then edit them. */
export async function seedSiteContent(ctx: SeedContext): Promise<void> {
  const promotions: SitePromotions = {
    home: defaultHomePromotion,
    see_sharjah: defaultSeeSharjahPromotion,
    see_sharjah_destination_ids: defaultSeeSharjahSlugs.map((slug) => idOf(ctx.destinationIds, slug)),
  };
  await ctx.tx.insert(siteSettings).values([
    ...sitePages.map((page) => {
      const { text, arabic_text } = defaultSitePage(page);
      return { key: sitePageKey(page), value: { text, arabic_text } };
    }),
    { key: promotionsKey, value: promotions },
  ]);
}
