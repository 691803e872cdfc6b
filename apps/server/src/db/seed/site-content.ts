import { sitePages, type SitePromotions, type SupportContact } from '@portal/contract/site-content';
import {
  defaultHomePromotion,
  defaultSeeSharjahPromotion,
  defaultSeeSharjahSlugs,
  defaultSitePage,
} from '../../modules/content/default-content.ts';
import { promotionsKey, sitePageKey } from '../../modules/content/site-content-service.ts';
import { supportContactKey } from '../../modules/content/support-contact-service.ts';
import { siteSettings } from '../schema/index.ts';
import { idOf, type SeedContext } from './context.ts';

/** The demo's support contact (decision 063): reserved-looking numbers and an example.com address. */
export const demoSupportContact: SupportContact = {
  phone: '+97165550100',
  whatsapp: '+971501234567',
  email: 'support@example.com',
  hours: 'Every day, 9 am to 9 pm (UAE time)',
  arabic_hours: 'يومياً من التاسعة صباحاً حتى التاسعة مساءً بتوقيت الإمارات',
};

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
    { key: supportContactKey, value: demoSupportContact },
  ]);
}
