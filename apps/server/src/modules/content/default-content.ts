import fs from 'node:fs';
import path from 'node:path';
import type { Promotion, SitePage, SitePageText } from '@portal/contract/site-content';

/**
 * The portal's first texts: what /aboutus, /terms and /privacy said when they were files of the web app,
 * and the codes the home strip and /seesharjah advertised (spec part 1 §1 and §9, part 2 §2.5). The demo
 * seed writes them to the database; a database that has none of them yet answers with them.
 */

const textsDir = path.join(import.meta.dirname, 'default-texts');

const readText = (page: SitePage, language: 'en' | 'ae') =>
  fs.readFileSync(path.join(textsDir, `${page}.${language}.txt`), 'utf8').trim();

/** The default text of a page in both languages (default-texts/<page>.<en|ae>.txt). */
export function defaultSitePage(page: SitePage): SitePageText {
  return { page, text: readText(page, 'en'), arabic_text: readText(page, 'ae') };
}

/** spec part 1 §1 and §9: WELCOME10 gives 10% off the first order, advertised on the home page. */
export const defaultHomePromotion: Promotion = {
  code: 'WELCOME10',
  text: 'Get 10% off your first order, up to AED 100, with promo',
  arabic_text: 'احصل على خصم 10% على طلبك الأول، حتى 100 درهم، باستخدام الرمز الترويجي',
  description: 'Book your first experience with us and save 10%, up to AED 100, with the promo code below.',
  arabic_description: 'احجز تجربتك الأولى معنا ووفّر 10%، حتى 100 درهم، باستخدام الرمز الترويجي أدناه.',
  show: 1,
};

/** spec part 2 §2.5 and §9: /seesharjah shows four named destinations and 20% off with SEESHARJAH. */
export const defaultSeeSharjahPromotion: Promotion = {
  code: 'SEESHARJAH',
  text: '20% off, up to AED 100, with the code',
  arabic_text: 'خصم 20%، حتى 100 درهم، باستخدام الرمز',
  description: 'Four places to begin your Sharjah story, with 20% off (up to AED 100) when you book with our code.',
  arabic_description: 'أربعة أماكن تبدأ منها حكايتك مع الشارقة، مع خصم 20% (حتى 100 درهم) عند الحجز باستخدام رمزنا.',
  show: 1,
};

export const defaultSeeSharjahSlugs = ['al-noor-island', 'mleiha-archaeological-centre', 'sharjah-aquarium', 'al-qasba'];
