import { expect, test } from 'vitest';
import { footerLinksFor, isPostcardPath, navItemsFor } from './nav-items.ts';

test('the postcard variant covers its three menu paths and the pages under /hos-postcards/', () => {
  for (const p of ['/hos-postcards', '/hos-postcards-about', '/hos-postcards-contact', '/hos-postcards/message']) {
    expect(isPostcardPath(p), p).toBe(true);
  }
  for (const p of ['/', '/view-all-destination', '/hos', '/stores/gsharshop/cart']) expect(isPostcardPath(p), p).toBe(false);
});

test("the postcard variant hides DESTINATIONS, and its ABOUT and CONTACT are the service's own pages", () => {
  for (const p of ['/hos-postcards', '/hos-postcards-about', '/hos-postcards/order-history']) {
    expect(navItemsFor(p).map((i) => [i.key, i.to])).toEqual([
      ['home', '/'],
      ['postcards', '/hos-postcards'],
      ['about', '/hos-postcards-about'],
      ['contact', '/hos-postcards-contact'],
    ]);
  }
  expect(navItemsFor('/').map((i) => [i.key, i.to])).toEqual([
    ['home', '/'],
    ['destinations', '/view-all-destination'],
    ['about', '/aboutus'],
    ['contact', '/contactus'],
  ]);
});

test("the main site's footer leads to the postcard service, and the variant's footer to its About and Contact", () => {
  const main = Object.fromEntries(footerLinksFor('/').map((l) => [l.key, l.to]));
  expect(main).toMatchObject({ postcards: '/hos-postcards', about: '/aboutus', contact: '/contactus' });
  const variant = Object.fromEntries(footerLinksFor('/hos-postcards/message').map((l) => [l.key, l.to]));
  expect(variant).toMatchObject({
    postcards: '/hos-postcards',
    about: '/hos-postcards-about',
    contact: '/hos-postcards-contact',
  });
});
