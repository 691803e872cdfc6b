import { lookupVoucherCodeAction, redeemVoucherCodeAction } from '@portal/contract/backoffice';
import {
  consoleVoucherOfferAction,
  consoleVoucherOffersAction,
  deleteVoucherOfferAction,
  offerDestinationChoicesAction,
  saveVoucherOfferAction,
  voucherOfferCodesAction,
} from '@portal/contract/console-offers';
import { calendarDateIn } from '@portal/domain/dates';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  consoleVoucherOffer,
  deleteVoucherOffer,
  listVoucherOffers,
  offerDestinationChoices,
  saveVoucherOffer,
  voucherOfferCodes,
} from './voucher-offers-console-service.ts';
import { lookupVoucherCode, redeemVoucherCode } from './voucher-redemption-console-service.ts';

/**
 * Voucher offers (decision 035, admins only) and the vouchers counter (staff). Every offer change tells every
 * process that public data changed: the voucher pages and home page's Top Offers are cached answers.
 */
export const voucherConsoleActions: BoundAction[] = [
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
  // spec part 1 §3: a voucher is valid through its expiry_date, a calendar day in Asia/Dubai
  bindAction(lookupVoucherCodeAction, async (input, ctx) => ({
    data: await lookupVoucherCode(ctx.db, input.code, calendarDateIn(ctx.now)),
  })),
  bindAction(redeemVoucherCodeAction, async (input, ctx) => ({
    data: await redeemVoucherCode(ctx.db, requireUser(ctx).id, input.code, ctx.now, calendarDateIn(ctx.now)),
  })),
];
