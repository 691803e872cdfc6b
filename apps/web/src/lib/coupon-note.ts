import type { CouponValidation } from '@portal/contract/bookings';
import { formatAed } from './format.ts';
import type { Language } from './language.ts';
import { type TFunction } from './i18n.ts';

/**
 * The coupon code inside a package's note (spec part 1 §2 Package page: clicking the note applies its
 * text as a coupon). Notes read like "Use code SEESHARJAH for 20% off" or "استخدم الرمز SEESHARJAH":
 * the code is an upper-case word of Latin letters and digits, at least four long so that "AED" is
 * never taken for one. A word right after "code" (or the Arabic رمز / كود / كوبون) wins; otherwise
 * the first word with a digit; otherwise the first candidate. Null when the note holds no code.
 */
const candidate = /(?<![A-Za-z0-9])[A-Z][A-Z0-9]{3,}(?![A-Za-z0-9])/g;
const afterCodeWord = /(?:\bcode|\bcoupon|\bpromo|رمز|كود|كوبون|الرمز|الكود|الكوبون)[\s:：«"']*$/i;

export function couponCodeFromNote(note: string): string | null {
  const found = [...note.matchAll(candidate)];
  if (found.length === 0) return null;
  const labelled = found.find((m) => afterCodeWord.test(note.slice(0, m.index)));
  const withDigit = found.find((m) => /\d/.test(m[0]));
  return (labelled ?? withDigit ?? found[0]!)[0];
}

/** The fields of a coupon validation (spec part 1 §3) that say what the coupon takes off. */
export type CouponTerms = Pick<CouponValidation, 'type' | 'off' | 'max_discount' | 'buy' | 'buy_qty' | 'free' | 'free_qty'>;

/**
 * What an applied coupon takes off, in the traveller's words, with its cap whenever it has one (decision 039):
 * "10 % off, up to AED 100", "AED 50 off", "Buy 2 adults, get 1 child free". Null for an unknown coupon.
 */
export function couponEffect(coupon: CouponTerms, t: TFunction, language: Language): string | null {
  if (coupon.type === null || coupon.off === null) return null;
  if (coupon.type === 'buy_x_get_y') {
    const people = (type: string | null, count: number | null) =>
      t(type === 'child' ? 'booking.history.children' : 'booking.history.adults', { count: count ?? 0 });
    return t('pending-checkout.effect.free_tickets', {
      buy: people(coupon.buy, coupon.buy_qty),
      free: people(coupon.free, coupon.free_qty),
    });
  }
  const cap = coupon.max_discount ? formatAed(coupon.max_discount, language) : null;
  if (coupon.type === 'aed') {
    const amount = formatAed(coupon.off, language);
    return cap ? t('pending-checkout.effect.amount_capped', { amount, cap }) : t('pending-checkout.effect.amount', { amount });
  }
  return cap
    ? t('pending-checkout.effect.percentage_capped', { percent: coupon.off, cap })
    : t('pending-checkout.effect.percentage', { percent: coupon.off });
}
