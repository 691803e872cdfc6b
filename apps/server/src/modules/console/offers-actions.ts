import type { BoundAction } from '../../http/actions.ts';

/** Coupons and voucher offers (issue 15 Deliver 4). Admins only. */
export const offerConsoleActions: BoundAction[] = [];
