import { describe, expect, test } from 'vitest';
import {
  codeProblem,
  collectProblems,
  emailProblem,
  fullNameProblem,
  hasProblems,
  nameProblem,
  phoneProblem,
  problemOfServerText,
} from './validation.ts';

describe('registration rules (spec part 1 §5)', () => {
  test('first and last name are required', () => {
    expect(nameProblem('')).toBe('name_warning');
    expect(nameProblem('   ')).toBe('name_warning');
    expect(nameProblem('Aisha')).toBeNull();
  });

  test('the e-mail is required and in a standard format', () => {
    expect(emailProblem('')).toBe('email_warning');
    expect(emailProblem('aisha@')).toBe('email_valid_warning');
    expect(emailProblem('aisha@example')).toBe('email_valid_warning');
    expect(emailProblem(' aisha@example.ae ')).toBeNull();
  });

  test('the mobile is required: the bare +971 prefix is no number', () => {
    expect(phoneProblem('+971')).toBe('phone_warning');
    expect(phoneProblem('')).toBe('phone_warning');
  });

  test('the mobile must be a real mobile number, in UAE or international form', () => {
    expect(phoneProblem('+971 12')).toBe('phone_valid_warning');
    expect(phoneProblem('+971 6 123 4567')).toBe('phone_valid_warning');
    expect(phoneProblem('+971 50 123 4567')).toBeNull();
    expect(phoneProblem('050 123 4567')).toBeNull();
    expect(phoneProblem('+44 7911 123456')).toBeNull();
  });

  test('the code must be 6 digits; an empty one gives the same message', () => {
    expect(codeProblem('')).toBe('code_warning');
    expect(codeProblem('12345')).toBe('code_warning');
    expect(codeProblem('123456')).toBeNull();
  });
});

test("the profile's full name (editProfile `name`) is required, and one word is a name", () => {
  expect(fullNameProblem(' ')).toBe('name_required');
  expect(fullNameProblem('Aisha')).toBeNull();
});

test('collectProblems keeps only the failing fields', () => {
  const problems = collectProblems({ first_name: nameProblem(''), email: emailProblem('a@b.ae') });
  expect(problems).toEqual({ first_name: 'name_warning' });
  expect(hasProblems(problems)).toBe(true);
  expect(hasProblems(collectProblems({ email: null }))).toBe(false);
});

test("the server's field wording is read back as the same problems", () => {
  expect(problemOfServerText('Please Enter Valid Phone')).toBe('phone_valid_warning');
  expect(problemOfServerText('Please enter your name')).toBe('name_required');
  expect(problemOfServerText('Too big: expected string to have <=60 characters')).toBeNull();
});
