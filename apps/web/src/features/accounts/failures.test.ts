import { expect, test } from 'vitest';
import type { ActionFailure } from '../../lib/api-envelope.ts';
import { fieldErrorKeys } from './failures.ts';

const failure = (overrides: Partial<ActionFailure>): ActionFailure => ({
  success: 0,
  msg: '',
  code: 'internal',
  status: 400,
  ...overrides,
});
const registerFields = ['first_name', 'last_name', 'email', 'mobile'] as const;

test("'Email already exist' belongs to the e-mail field", () => {
  expect(fieldErrorKeys(failure({ code: 'account_exists', status: 409 }), registerFields)).toEqual({
    email: 'errors.account_exists',
  });
});

test('a mobile of another account belongs to the mobile field', () => {
  expect(fieldErrorKeys(failure({ code: 'mobile_taken', status: 409 }), registerFields)).toEqual({
    mobile: 'errors.mobile_taken',
  });
});

test("a 400's field wording becomes the translated problem of each field", () => {
  const answer = failure({
    code: 'invalid_input',
    fields: { mobile: 'Please Enter Valid Phone', first_name: 'Too big: expected string to have <=60 characters', action: 'x' },
  });
  expect(fieldErrorKeys(answer, registerFields)).toEqual({
    mobile: 'accounts.validation.phone_valid_warning',
    first_name: 'errors.invalid_input',
  });
});

test('failures that are not about a field of the form go to the alert', () => {
  expect(fieldErrorKeys(failure({ code: 'invalid_code' }), registerFields)).toBeNull();
  expect(fieldErrorKeys(failure({ code: 'account_exists', status: 409 }), ['mobile'])).toBeNull();
  expect(
    fieldErrorKeys(failure({ code: 'invalid_input', fields: { otp: 'Please Enter Valid Code' } }), registerFields),
  ).toBeNull();
});
