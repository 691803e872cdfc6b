import { sitePageAction, sitePromotionsAction, supportContactAction } from '@portal/contract/site-content';
import { bindAction } from '../../http/actions.ts';
import { readSitePage, readSitePromotions } from './site-content-service.ts';
import { readSupportContact } from './support-contact-service.ts';

/** The public texts operators edit in the console: About, Terms, Privacy and the advertised codes (decision 035). */
export const siteContentActions = [
  bindAction(sitePageAction, async (input, { db }) => ({ data: await readSitePage(db, input.page) })),
  bindAction(sitePromotionsAction, async (_input, { db }) => ({ data: await readSitePromotions(db) })),
  bindAction(supportContactAction, async (_input, { db }) => ({ data: await readSupportContact(db) })),
];
