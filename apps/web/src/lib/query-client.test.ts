import { expect, test } from 'vitest';
import { ActionError } from './api.ts';
import { clientFailure } from './api-envelope.ts';
import { shouldRetry } from './query-client.ts';

test('a request that never reached the server is retried once', () => {
  const error = new ActionError(clientFailure('network', 'unreachable'));
  expect(shouldRetry(0, error)).toBe(true);
  expect(shouldRetry(1, error)).toBe(false);
});

test('an answer from the server is final', () => {
  expect(shouldRetry(0, new ActionError({ success: 0, msg: 'Not found', code: 'not_found', status: 404 }))).toBe(false);
  expect(shouldRetry(0, new ActionError(clientFailure('timeout', 'slow')))).toBe(false);
  expect(shouldRetry(0, new Error('render bug'))).toBe(false);
});
