/** Coupons: the rules a purchase checks them by, and their console pages (docs/decisions/052). */
export { checkCoupon, couponValidation, holdsReplacedBy, recheckCouponUse } from './coupon-service.ts';
export { couponConsoleActions } from './coupon-console-actions.ts';
