import type { ErrorCode } from '@portal/contract/errors';
import { failureText, type BookingFailure } from '@portal/domain/booking/index';
import { AppError } from '../http/errors.ts';
import { filsToAed } from './money.ts';

/** A booking rule's failure as the wire shows it: the catalogue code, its English text and its number. */
export type RuleRefusal = { code: ErrorCode; msg: string; n?: number };

export function ruleRefusal(failure: BookingFailure): RuleRefusal {
  // the rules give coupon_min_cart's number in fils; the message and its translation show AED
  const n = failure.n === undefined ? undefined : failure.code === 'coupon_min_cart' ? filsToAed(failure.n) : failure.n;
  return { code: failure.code, msg: failureText(failure), ...(n === undefined ? {} : { n }) };
}

/** A refusal as the error the envelope carries, with `params.n` for the translation's {{n}}. */
export function refusalError(refusal: RuleRefusal, field?: string): AppError {
  return new AppError(refusal.code, {
    msg: refusal.msg,
    ...(refusal.n === undefined ? {} : { params: { n: refusal.n } }),
    ...(field ? { fields: { [field]: refusal.msg } } : {}),
  });
}
