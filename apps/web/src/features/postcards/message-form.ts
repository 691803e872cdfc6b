import { postcardLimits, type PostcardSize } from '@portal/domain/postcard';
import type { ActionFailure } from '../../lib/api-envelope.ts';

/** The fields of the message page that the server may name in a failure. */
export const messageFormFields = ['address', 'message', 'font', 'size'] as const;
export type MessageFormField = (typeof messageFormFields)[number];

/** A field's problem as an i18n key and its values. */
export type FieldProblem = { key: string; values?: Record<string, number> };

/** The size choices (spec part 2 §2.7 "Normal 100%, Large 135%, X-Large 150%"), with their text keys. */
export const sizeChoiceKeys: Record<PostcardSize, string> = {
  '100%': 'postcard-message.sizes.normal',
  '135%': 'postcard-message.sizes.large',
  '150%': 'postcard-message.sizes.x_large',
};

/** A textarea's counter (spec part 2 §2.7 "live counters"): characters as maxlength counts them, out of the limit. */
export function counterOf(value: string, field: 'address' | 'message'): { used: number; max: number } {
  return { used: value.length, max: postcardLimits[field] };
}

/**
 * Where the server's refusal of an order shows on the page: a text over its limit or a font or size off the
 * lists at that field. Null when the failure is not about these fields (the request layer's toast says it).
 */
export function fieldProblemsOf(
  failure: ActionFailure,
  sent: { address: string; message: string },
): Partial<Record<MessageFormField, FieldProblem>> | null {
  if (failure.code !== 'invalid_input' || !failure.fields) return null;
  const problems: Partial<Record<MessageFormField, FieldProblem>> = {};
  for (const field of messageFormFields) {
    if (!(field in failure.fields)) continue;
    if (field === 'address' || field === 'message') {
      const max = postcardLimits[field];
      problems[field] =
        sent[field].length > max
          ? { key: 'postcard-message.field_errors.too_long', values: { max } }
          : { key: 'errors.invalid_input' };
    } else {
      problems[field] = { key: 'postcard-message.field_errors.not_listed' };
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
