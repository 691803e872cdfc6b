import { expect, test } from 'vitest';
import { isPostcardPath, navItemsFor } from './nav-items.ts';

test('the postcard variant covers its three menu paths and the pages under /hos-postcards/', () => {
  for (const p of ['/hos-postcards', '/hos-postcards-about', '/hos-postcards-contact', '/hos-postcards/message']) {
    expect(isPostcardPath(p), p).toBe(true);
  }
  for (const p of ['/', '/view-all-destination', '/hos', '/stores/gsharshop/cart']) expect(isPostcardPath(p), p).toBe(false);
});

test('the postcard variant hides DESTINATIONS and keeps the rest', () => {
  expect(navItemsFor('/hos-postcards').map((i) => i.key)).toEqual(['home', 'about', 'contact']);
  expect(navItemsFor('/').map((i) => i.key)).toEqual(['home', 'destinations', 'about', 'contact']);
});
