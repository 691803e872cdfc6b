import { expect, test } from 'vitest';
import { parseInitialAnswers, takeInitialAnswer } from './initial-data.ts';

test('the inlined answers are read by their query string, as JSON text', () => {
  const answers = parseInitialAnswers('{"action=slider":{"success":1,"data":[]},"action=packages&slug=kalba":{"success":1}}');
  expect([...answers.keys()]).toEqual(['action=slider', 'action=packages&slug=kalba']);
  expect(JSON.parse(answers.get('action=slider')!)).toEqual({ success: 1, data: [] });
});

test('a missing, damaged or non-object copy gives no answers', () => {
  expect(parseInitialAnswers(null).size).toBe(0);
  expect(parseInitialAnswers('{"action=slider":').size).toBe(0);
  expect(parseInitialAnswers('[1,2]').size).toBe(0);
});

test('without a page there is nothing to take', () => {
  expect(takeInitialAnswer('action=slider')).toBeNull();
});
