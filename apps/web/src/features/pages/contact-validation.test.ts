import { expect, test } from 'vitest';
import { contactProblems, problemsFromServer } from './contact-validation.ts';

test('a complete message has no problem', () => {
  expect(contactProblems({ name: 'Aisha', email: 'aisha@example.com', message: 'When does the safari start?' })).toEqual({});
});

test('every field is required, and the e-mail must look like one', () => {
  expect(contactProblems({ name: ' ', email: '', message: '' })).toEqual({
    name: 'name_required',
    email: 'email_required',
    message: 'message_short',
  });
  expect(contactProblems({ name: 'A', email: 'not-an-email', message: 'Long enough text' }).email).toBe('email_invalid');
});

test('a message needs ten characters, spaces around it not counted', () => {
  expect(contactProblems({ name: 'A', email: 'a@b.co', message: '   123456789   ' }).message).toBe('message_short');
  expect(contactProblems({ name: 'A', email: 'a@b.co', message: '1234567890' }).message).toBeUndefined();
});

test("the server's field errors map onto the same problems", () => {
  expect(problemsFromServer({ email: 'Please Enter Valid Email' })).toEqual({ email: 'email_invalid' });
  expect(problemsFromServer(undefined)).toEqual({});
});
