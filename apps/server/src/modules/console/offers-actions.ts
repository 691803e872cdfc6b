import {
  consoleCouponAction,
  consoleCouponsAction,
  consoleVoucherOfferAction,
  consoleVoucherOffersAction,
  couponPackageChoicesAction,
  couponUsageAction,
  couponUsageCsvAction,
  deleteCouponAction,
  deleteVoucherOfferAction,
  offerDestinationChoicesAction,
  saveCouponAction,
  saveVoucherOfferAction,
  voucherOfferCodesAction,
} from '@portal/contract/console-offers';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from './audit.ts';
import {
  consoleCoupon,
  couponPackageChoices,
  couponUsage,
  couponUsageCsv,
  deleteCoupon,
  listConsoleCoupons,
  saveCoupon,
} from './coupons-service.ts';
import {
  consoleVoucherOffer,
  deleteVoucherOffer,
  listVoucherOffers,
  offerDestinationChoices,
  saveVoucherOffer,
  voucherOfferCodes,
} from './voucher-offers-service.ts';

/**
 * Coupons and voucher offers (decision 035). Admins only. Every change tells every process that
 * public data changed: the voucher pages and home page's Top Offers are cached answers, and the promotional
 * codes advertised beside them may name a coupon.
 */
export const offerConsoleActions: BoundAction[] = [
  bindAction(consoleCouponsAction, (input, ctx) => listConsoleCoupons(ctx.db, ctx.now, input)),
  bindAction(consoleCouponAction, async (input, ctx) => ({ data: await consoleCoupon(ctx.db, ctx.now, input.id) })),
  bindAction(saveCouponAction, async (input, ctx) => {
    const data = await saveCoupon(ctx.db, requireUser(ctx).id, ctx.now, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteCouponAction, async (input, ctx) => {
    await deleteCoupon(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(couponPackageChoicesAction, async (input, ctx) => ({ data: await couponPackageChoices(ctx.db, input.q) })),
  bindAction(couponUsageAction, (input, ctx) => couponUsage(ctx.db, ctx.now, input)),
  bindAction(couponUsageCsvAction, (input, ctx) => couponUsageCsv(ctx.db, ctx.now, input.id)),
  bindAction(consoleVoucherOffersAction, (input, ctx) => listVoucherOffers(ctx.db, ctx.now, input)),
  bindAction(consoleVoucherOfferAction, async (input, ctx) => ({ data: await consoleVoucherOffer(ctx.db, ctx.now, input.id) })),
  bindAction(saveVoucherOfferAction, async (input, ctx) => {
    const data = await saveVoucherOffer(ctx.db, requireUser(ctx).id, ctx.now, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteVoucherOfferAction, async (input, ctx) => {
    await deleteVoucherOffer(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(offerDestinationChoicesAction, async (_input, ctx) => ({ data: await offerDestinationChoices(ctx.db) })),
  bindAction(voucherOfferCodesAction, (input, ctx) => voucherOfferCodes(ctx.db, input)),
];
