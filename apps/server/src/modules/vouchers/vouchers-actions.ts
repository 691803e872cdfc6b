import {
  defaultNearbyRadiusKm,
  getVoucherCodeAction,
  getVoucherDetailsAction,
  listNearbyVouchersAction,
  listVouchersByDestinationAction,
  oldUserVouchersAction,
} from '@portal/contract/vouchers';
import { calendarDateIn } from '@portal/domain/dates';
import { bindAction, requireUser } from '../../http/actions.ts';
import {
  issueVoucherCode,
  listDestinationVouchers,
  listNearbyVouchers,
  listUserVoucherCodes,
  readVoucherDetails,
} from './vouchers-service.ts';

// spec part 1 §3: a voucher is valid through its expiry_date, a calendar day in the emirate (Asia/Dubai)
export const voucherActions = [
  bindAction(getVoucherDetailsAction, async (input, { db, now }) => ({
    data: await readVoucherDetails(db, input, calendarDateIn(now)),
  })),
  bindAction(listVouchersByDestinationAction, async (input, { db, now }) =>
    listDestinationVouchers(db, input, calendarDateIn(now)),
  ),
  bindAction(listNearbyVouchersAction, async (input, { db, now }) => {
    const radiusKm = input.radius_km ?? defaultNearbyRadiusKm;
    return {
      radius_km: radiusKm,
      data: await listNearbyVouchers(db, { lat: input.lat, lng: input.lang }, radiusKm, calendarDateIn(now)),
    };
  }),
  bindAction(getVoucherCodeAction, async (input, ctx) => ({
    data: await issueVoucherCode(ctx.db, input.id, requireUser(ctx).id, ctx.now, calendarDateIn(ctx.now)),
  })),
  bindAction(oldUserVouchersAction, async (input, ctx) => ({
    data: await listUserVoucherCodes(ctx.db, requireUser(ctx).id, input.voucher_id),
  })),
];
