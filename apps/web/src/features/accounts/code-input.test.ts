import { expect, test } from 'vitest';
import { codeFromInput, isCompleteCode } from './code-input.ts';

test('typed digits are kept, up to 6', () => {
  expect(codeFromInput('12')).toBe('12');
  expect(codeFromInput('1234567')).toBe('123456');
});

test('a pasted code with spaces or dashes becomes 6 digits', () => {
  expect(codeFromInput('123 456')).toBe('123456');
  expect(codeFromInput(' 123-456 ')).toBe('123456');
});

test('a pasted message gives the code in it', () => {
  expect(codeFromInput('Your code is 482913. It is valid for 10 minutes.')).toBe('482913');
  expect(codeFromInput('رمز التحقق الخاص بك هو 482913، وهو صالح لمدة 10 دقائق.')).toBe('482913');
});

test('Arabic digits are read as Latin digits', () => {
  expect(codeFromInput('٤٨٢٩١٣')).toBe('482913');
});

test('letters are dropped', () => {
  expect(codeFromInput('12a3')).toBe('123');
});

test('only 6 digits make a complete code', () => {
  expect(isCompleteCode('482913')).toBe(true);
  expect(isCompleteCode('48291')).toBe(false);
  expect(isCompleteCode('')).toBe(false);
});
