import { expect, test } from 'vitest';
import type { ActionFailure } from '../../lib/api-envelope.ts';
import { counterOf, fieldProblemsOf, sizeChoiceKeys } from './message-form.ts';

const refused = (fields: Record<string, string>): ActionFailure => ({
  success: 0,
  code: 'invalid_input',
  msg: 'Please enter all the valid information',
  status: 400,
  fields,
});

test('the counters count what maxlength counts, out of 88 and 380', () => {
  expect(counterOf('Villa 12', 'address')).toEqual({ used: 8, max: 88 });
  expect(counterOf('مرحباً', 'message')).toEqual({ used: 6, max: 380 });
});

test('a text the server found too long says its limit at its field', () => {
  const problems = fieldProblemsOf(refused({ message: 'at most 380 characters' }), {
    address: '',
    message: 'x'.repeat(381),
  });
  expect(problems).toEqual({ message: { key: 'postcard-message.field_errors.too_long', values: { max: 380 } } });
});

test('a field refused for another reason gets the general text; font and size off the lists say so', () => {
  expect(fieldProblemsOf(refused({ address: 'bad', font: 'x', size: 'y' }), { address: 'ok', message: '' })).toEqual({
    address: { key: 'errors.invalid_input' },
    font: { key: 'postcard-message.field_errors.not_listed' },
    size: { key: 'postcard-message.field_errors.not_listed' },
  });
});

test('a failure about something else is left to the toast', () => {
  expect(fieldProblemsOf(refused({ post_card_id: 'unknown' }), { address: '', message: '' })).toBeNull();
  expect(
    fieldProblemsOf({ success: 0, code: 'postcard_not_found', msg: 'x', status: 404 }, { address: '', message: '' }),
  ).toBeNull();
});

test('the three sizes have their texts in the specification’s order', () => {
  expect(Object.keys(sizeChoiceKeys)).toEqual(['100%', '135%', '150%']);
});
