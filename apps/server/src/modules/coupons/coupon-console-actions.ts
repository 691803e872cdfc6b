import {
  consoleCouponAction,
  consoleCouponsAction,
  couponPackageChoicesAction,
  couponUsageAction,
  couponUsageCsvAction,
  deleteCouponAction,
  saveCouponAction,
} from '@portal/contract/console-offers';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  consoleCoupon,
  couponPackageChoices,
  couponUsage,
  couponUsageCsv,
  deleteCoupon,
  listConsoleCoupons,
  saveCoupon,
} from './coupons-console-service.ts';

/**
 * Coupons (decision 035). Admins only. Every change tells every process that public data changed: the
 * promotional codes advertised on the public pages may name a coupon.
 */
export const couponConsoleActions: BoundAction[] = [
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
];
