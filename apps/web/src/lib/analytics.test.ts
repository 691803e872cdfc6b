import { afterEach, expect, test } from 'vitest';
import { track } from './analytics.ts';

const host = globalThis as { dataLayer?: unknown[] };

afterEach(() => {
  delete host.dataLayer;
});

test('events are queued on dataLayer, which is created when missing', () => {
  track('ViewContent', { content_name: 'Al Noor Island', content_ids: [3, 4] });
  expect(host.dataLayer).toEqual([{ event: 'ViewContent', content_name: 'Al Noor Island', content_ids: [3, 4] }]);
});

test('an existing dataLayer is appended to, not replaced', () => {
  host.dataLayer = [{ event: 'gtm.js' }];
  track('Purchase', { value: 290 });
  expect(host.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'Purchase', value: 290 }]);
});
