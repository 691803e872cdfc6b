import { expect, test } from 'vitest';
import { legalBlocks } from './legal-text.ts';

test('blank lines separate paragraphs, and the lines of a paragraph join', () => {
  expect(legalBlocks('First line\nsecond line.\n\nAnother paragraph.\n')).toEqual([
    { kind: 'paragraph', text: 'First line second line.' },
    { kind: 'paragraph', text: 'Another paragraph.' },
  ]);
});

test('a numbered one-line block is a heading', () => {
  expect(legalBlocks('1. Bookings\n\nText.')).toEqual([
    { kind: 'heading', text: '1. Bookings' },
    { kind: 'paragraph', text: 'Text.' },
  ]);
});

test('a block of dashed lines is a list', () => {
  expect(legalBlocks('- one\n- two')).toEqual([{ kind: 'list', items: ['one', 'two'] }]);
});

test('Windows line ends and blank lines with spaces are read the same', () => {
  expect(legalBlocks('A\r\n  \r\nB')).toEqual([
    { kind: 'paragraph', text: 'A' },
    { kind: 'paragraph', text: 'B' },
  ]);
});

test('Arabic headings with Latin digits are headings too', () => {
  expect(legalBlocks('2. الدفع')).toEqual([{ kind: 'heading', text: '2. الدفع' }]);
});
