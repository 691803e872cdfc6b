import type { ActionOutput } from '@portal/contract/action';
import type { PurchaseItemsInput, validateCouponAction } from '@portal/contract/bookings';
import { useMutation } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type CouponCheck = ActionOutput<typeof validateCouponAction>['data'];

/**
 * spec part 1 §7 validateCoupon (bearer): the server prices the selection and answers status 1 with the
 * discount, or 0 with the refusal's code. The coupon sheet shows refusals itself, so no error toast.
 */
export async function validateCoupon(items: PurchaseItemsInput): Promise<CouponCheck> {
  return unwrap(await callAction('validateCoupon', { items: JSON.stringify(items) }, { auth: true, quiet: true })).data;
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
