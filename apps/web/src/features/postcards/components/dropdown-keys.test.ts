import { expect, test } from 'vitest';
import { listKeyAction, openingIndex } from './dropdown-keys.ts';

const fonts = ['Sarah', 'Charlie', 'Lauren', 'Alexander', 'Roboto'];

test('arrows move one option and stop at the ends', () => {
  expect(listKeyAction('ArrowDown', 0, fonts)).toEqual({ kind: 'move', index: 1 });
  expect(listKeyAction('ArrowDown', 4, fonts)).toEqual({ kind: 'move', index: 4 });
  expect(listKeyAction('ArrowUp', 2, fonts)).toEqual({ kind: 'move', index: 1 });
  expect(listKeyAction('ArrowUp', 0, fonts)).toEqual({ kind: 'move', index: 0 });
});

test('Home and End jump to the first and the last option', () => {
  expect(listKeyAction('Home', 3, fonts)).toEqual({ kind: 'move', index: 0 });
  expect(listKeyAction('End', 1, fonts)).toEqual({ kind: 'move', index: 4 });
});

test('Enter and Space choose the active option', () => {
  expect(listKeyAction('Enter', 2, fonts)).toEqual({ kind: 'choose', index: 2 });
  expect(listKeyAction(' ', 3, fonts)).toEqual({ kind: 'choose', index: 3 });
  expect(listKeyAction('Enter', -1, fonts)).toEqual({ kind: 'none' });
});

test('Escape and Tab close without choosing', () => {
  expect(listKeyAction('Escape', 2, fonts)).toEqual({ kind: 'close' });
  expect(listKeyAction('Tab', 2, fonts)).toEqual({ kind: 'close' });
});

test('a letter moves to the next option starting with it, and round again', () => {
  expect(listKeyAction('r', 0, fonts)).toEqual({ kind: 'move', index: 4 });
  expect(listKeyAction('L', 0, fonts)).toEqual({ kind: 'move', index: 2 });
  const twoWithA = ['Alpha', 'Beta', 'Amber'];
  expect(listKeyAction('a', 0, twoWithA)).toEqual({ kind: 'move', index: 2 });
  expect(listKeyAction('a', 2, twoWithA)).toEqual({ kind: 'move', index: 0 });
  expect(listKeyAction('z', 0, fonts)).toEqual({ kind: 'none' });
});

test('other keys are left to the browser', () => {
  expect(listKeyAction('ArrowLeft', 1, fonts)).toEqual({ kind: 'none' });
  expect(listKeyAction('PageDown', 1, fonts)).toEqual({ kind: 'none' });
});

test('the list opens on the chosen option, or the first', () => {
  expect(openingIndex(3)).toBe(3);
  expect(openingIndex(-1)).toBe(0);
});
