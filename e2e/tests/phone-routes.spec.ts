import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, FileChooser, Page } from '@playwright/test';
import { newUser, readLocale, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { dubaiDatePlus, shoot } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { paidPostcard, postcardPhoto, postcardTemplates } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act } from './store-support.ts';
import { expectAccessible, holdToasts, seriousViolations } from './axe.ts';

/**
 * Decision 039: every page of the route table on a 390 px phone, in English and in Arabic, neither
 * scrolls sideways nor cuts its text. Public pages open with the demo's own slugs, a traveller's pages with
 * a traveller who booked and paid a ticket, bought from the store and ordered a postcard, the console's
 * pages with an operator.
 */

const phone = { width: 390, height: 844 };
const store = '/stores/gsharshop';
const packageSlug = 'butterfly-house-guided-tour';

/** The paths of apps/web/src/app/route-table.ts, read from its source so a new route cannot slip past this list. */
function routeTablePaths(): string[] {
  const source = fs.readFileSync(path.join(import.meta.dirname, '../../apps/web/src/app/route-table.ts'), 'utf8');
  return [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]!);
}

/** What the traveller's and the operator's pages are opened with: things this run made, and seeded ids. */
type Fixtures = {
  packageId: number;
  orderNumber: string;
  purchaseNumber: string;
  storeOrderNumber: string;
  postcardOrderNumber: string;
  customisableTemplateId: number;
  travellerId: number;
  resellerId: number;
  giftCardId: number;
};

/** The address each route is opened at; `as` says whose pages they are. */
function routeAddresses(f: Fixtures): Record<string, { address: string; as: 'traveller' | 'operator' }> {
  const traveller = (address: string) => ({ address, as: 'traveller' as const });
  const operator = (address: string) => ({ address, as: 'operator' as const });
  return {
    '/': traveller('/'),
    '/view-all-destination': traveller('/view-all-destination'),
    '/aboutus': traveller('/aboutus'),
    '/contactus': traveller('/contactus'),
    '/d/:url_slug': traveller('/d/al-noor-island'),
    '/book-your-experience': traveller('/book-your-experience'),
    '/package': traveller('/package'),
    '/p/:package_slug': traveller(`/p/${packageSlug}`),
    '/v/:voucher_slug': traveller('/v/qasba-bites-15'),
    '/voucher-details': traveller('/voucher-details?slug=qasba-bites-15'),
    '/settings': traveller('/settings'),
    '/register': traveller('/register'),
    '/login': traveller('/login'),
    '/upload': traveller('/upload'),
    '/edit-profile': traveller('/edit-profile'),
    '/order-history': traveller('/order-history'),
    '/order-payment-complete': traveller(`/order-payment-complete?order=${f.purchaseNumber}&success=1`),
    '/payment-history': traveller('/payment-history'),
    '/wishlist': traveller('/wishlist'),
    '/gift-cards': traveller('/gift-cards'),
    '/booking-details/:order_number': traveller(`/booking-details/${f.orderNumber}`),
    '/vouchers': traveller('/vouchers'),
    '/vouchers/:url_slug': traveller('/vouchers/al-qasba'),
    '/s/:t/:d': traveller('/s/dhow/-1'),
    '/t/:slug': traveller('/t/family'),
    '/invoics': traveller('/invoics'),
    '/all-raffles': traveller('/all-raffles'),
    '/seesharjah': traveller('/seesharjah'),
    '/scratch': traveller('/scratch'),
    '/terms': traveller('/terms'),
    '/privacy': traveller('/privacy'),
    '/gallery': traveller('/gallery'),
    '/stores': traveller('/stores'),
    '/stores/:slug': traveller(store),
    '/stores/:slug/cart': traveller(`${store}/cart`),
    '/stores/:slug/checkout-address': traveller(`${store}/checkout-address`),
    '/stores/:slug/products': traveller(`${store}/products`),
    '/stores/:slug/pages/:page_slug': traveller(`${store}/pages/about`),
    '/stores/:slug/tag/:tag_slug': traveller(`${store}/tag/handmade`),
    '/stores/:slug/product_detail/:product_slug': traveller(`${store}/product_detail/sadu-cushion-cover`),
    '/stores/:slug/collections': traveller(`${store}/collections`),
    '/stores/:slug/collections/:collection_slug': traveller(`${store}/collections/scents-of-arabia`),
    '/stores/:slug/designers': traveller(`${store}/designers`),
    '/stores/:slug/designers/:designer_slug': traveller(`${store}/designers/umm-saeed-weaving`),
    '/stores/:slug/orders': traveller(`${store}/orders`),
    '/stores/:slug/orders/:order_number': traveller(`${store}/orders/${f.storeOrderNumber}`),
    '/hos-postcards': traveller('/hos-postcards'),
    '/hos-postcards-about': traveller('/hos-postcards-about'),
    '/hos-postcards-contact': traveller('/hos-postcards-contact'),
    '/hos-postcards/edit-my-card/:card_slug': traveller(`/hos-postcards/edit-my-card/${f.customisableTemplateId}`),
    '/hos-postcards/message': traveller('/hos-postcards/message'),
    '/hos-postcards/order-history': traveller('/hos-postcards/order-history'),
    '/hos-postcards/order-details/:order_number': traveller(
      `/hos-postcards/order-details/${encodeURIComponent(f.postcardOrderNumber)}`,
    ),
    '/backoffice': operator('/backoffice'),
    '/backoffice/invoices': operator('/backoffice/invoices'),
    '/backoffice/raffles': operator('/backoffice/raffles'),
    '/backoffice/vouchers': operator('/backoffice/vouchers'),
    '/backoffice/payments': operator('/backoffice/payments'),
    '/backoffice/store-orders': operator('/backoffice/store-orders'),
    '/backoffice/postcards': operator('/backoffice/postcards'),
    '/backoffice/destinations': operator('/backoffice/destinations'),
    '/backoffice/destinations/new': operator('/backoffice/destinations/new'),
    '/backoffice/destinations/:id': operator('/backoffice/destinations/1'),
    '/backoffice/tags': operator('/backoffice/tags'),
    '/backoffice/packages': operator('/backoffice/packages'),
    '/backoffice/packages/new': operator('/backoffice/packages/new'),
    '/backoffice/packages/:id': operator(`/backoffice/packages/${f.packageId}`),
    '/backoffice/packages/:id/extras': operator(`/backoffice/packages/${f.packageId}/extras`),
    '/backoffice/packages/:id/availability': operator(`/backoffice/packages/${f.packageId}/availability`),
    '/backoffice/home': operator('/backoffice/home'),
    '/backoffice/content': operator('/backoffice/content'),
    '/backoffice/coupons': operator('/backoffice/coupons'),
    '/backoffice/coupons/new': operator('/backoffice/coupons/new'),
    '/backoffice/coupons/:id': operator('/backoffice/coupons/1'),
    '/backoffice/resellers': operator('/backoffice/resellers'),
    '/backoffice/resellers/new': operator('/backoffice/resellers/new'),
    '/backoffice/resellers/:id': operator(`/backoffice/resellers/${f.resellerId}`),
    '/backoffice/gift-cards': operator('/backoffice/gift-cards'),
    '/backoffice/gift-cards/new': operator('/backoffice/gift-cards/new'),
    '/backoffice/gift-cards/settings': operator('/backoffice/gift-cards/settings'),
    '/backoffice/gift-cards/:id': operator(`/backoffice/gift-cards/${f.giftCardId}`),
    '/backoffice/voucher-offers': operator('/backoffice/voucher-offers'),
    '/backoffice/voucher-offers/new': operator('/backoffice/voucher-offers/new'),
    '/backoffice/voucher-offers/:id': operator('/backoffice/voucher-offers/1'),
    '/backoffice/raffle-campaigns': operator('/backoffice/raffle-campaigns'),
    '/backoffice/raffle-campaigns/new': operator('/backoffice/raffle-campaigns/new'),
    '/backoffice/raffle-campaigns/:id': operator('/backoffice/raffle-campaigns/1'),
    '/backoffice/scratch-campaigns': operator('/backoffice/scratch-campaigns'),
    '/backoffice/scratch-campaigns/new': operator('/backoffice/scratch-campaigns/new'),
    '/backoffice/scratch-campaigns/:id': operator('/backoffice/scratch-campaigns/1'),
    '/backoffice/store-design': operator('/backoffice/store-design'),
    '/backoffice/products': operator('/backoffice/products'),
    '/backoffice/products/:id': operator('/backoffice/products/1'),
    '/backoffice/collections': operator('/backoffice/collections'),
    '/backoffice/postcard-templates': operator('/backoffice/postcard-templates'),
    '/backoffice/operators': operator('/backoffice/operators'),
    '/backoffice/bookings': operator('/backoffice/bookings'),
    '/backoffice/bookings/:order_number': operator(`/backoffice/bookings/${f.orderNumber}`),
    '/backoffice/attendees': operator(`/backoffice/attendees?package=${f.packageId}`),
    '/backoffice/check-in': operator('/backoffice/check-in'),
    '/backoffice/messages': operator('/backoffice/messages'),
    '/backoffice/reviews': operator('/backoffice/reviews'),
    '/backoffice/customers': operator('/backoffice/customers'),
    '/backoffice/customers/:id': operator(`/backoffice/customers/${f.travellerId}`),
    '/backoffice/audit-log': operator('/backoffice/audit-log'),
    '/backoffice/teams': operator('/backoffice/teams'),
    '/backoffice/reports': operator('/backoffice/reports'),
    '/backoffice/reports/:name': operator('/backoffice/reports/sales'),
  };
}

/**
 * Elements that cut their text on purpose, each with its reason. An element inside one of these is not
 * reported.
 */
const meantToTruncate: { selector: string; reason: string }[] = [
  { selector: '.visually-hidden', reason: 'text for screen readers only, clipped to one pixel by design' },
  { selector: '[inert]', reason: 'out of reach until shown, as a carousel slide off screen' },
];

type Finding = { selector: string; text: string; overflow: number };

/**
 * Visible elements that clip (overflow hidden or clip, or text-overflow: ellipsis) and whose text runs past
 * their box: sideways (scrollWidth > clientWidth + 1) or, unless clamped to a number of lines on purpose,
 * downwards; and a line of their own text is actually outside the box. The page's own script, as text: it
 * runs in the browser, and this project's Node types know no DOM.
 */
const clippedTextScript = `(allowed) => {
  const selectorOf = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      const classes = [...node.classList].slice(0, 2).map((c) => '.' + c).join('');
      parts.unshift(node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes);
    }
    return parts.join(' > ');
  };
  const textOutside = (element, across, down) => {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const outAcross = rect.left < left - 1 || rect.right > left + element.clientWidth + 1;
        const outDown = rect.top < top - 1 || rect.bottom > top + element.clientHeight + 1;
        if ((across && outAcross) || (down && outDown)) return node.textContent.trim();
      }
    }
    return null;
  };
  const clipping = (value) => value === 'hidden' || value === 'clip';
  const found = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(allowed)) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
    // one pixel wide or high: text kept for screen readers only (the visually-hidden pattern), not shown cut
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const acrossBy = element.scrollWidth - element.clientWidth;
    const downBy = element.scrollHeight - element.clientHeight;
    const across = (clipping(style.overflowX) || style.textOverflow === 'ellipsis') && acrossBy > 1;
    const down = clipping(style.overflowY) && style.webkitLineClamp === 'none' && downBy > 1;
    if (!across && !down) continue;
    const text = textOutside(element, across, down);
    if (text) found.push({ selector: selectorOf(element), text: text.slice(0, 60), overflow: across ? acrossBy : downBy });
  }
  return found;
}`;

/** How far the page scrolls sideways and the elements that stick out of the window, innermost first, or null. */
const sidewaysScript = `() => {
  const root = document.scrollingElement;
  const by = root.scrollWidth - root.clientWidth;
  if (by <= 0) return null;
  const out = [...document.body.querySelectorAll('*')].filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && (rect.right > root.clientWidth + 0.5 || rect.left < -0.5);
  });
  const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
  const names = innermost.slice(0, 3).map((element) => [element.tagName.toLowerCase(), ...element.classList].join('.'));
  return by + 'px (' + names.join(', ') + ')';
}`;

/** Every text key of the web app (`file.key.sub`, plural forms also without their `_one`/`_other`… ending). */
function textKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value !== 'object' || value === null) {
      keys.add(prefix);
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
      return;
    }
    for (const [name, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${name}` : name);
  };
  walk(readLocale('en'), '');
  return keys;
}
const knownKeys = textKeys();
const keyLike = new RegExp(
  `\\b(?:${[...new Set([...knownKeys].map((key) => key.split('.')[0]!))].join('|')})(?:\\.[A-Za-z0-9_-]+)+`,
  'g',
);

/**
 * Texts shown as their key: a key whose part of the texts did not load for the page (lib/i18n.ts loads the
 * texts by page), or one missing in the page's language. Read from what the page shows and from the
 * labels a screen reader says.
 */
async function untranslated(page: Page): Promise<string[]> {
  const shown = (await page.evaluate(`[
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ].join('\\n')`)) as string;
  const found = [...shown.matchAll(keyLike)].map((match) => match[0]);
  return [...new Set(found.filter((text) => knownKeys.has(text)))].map((key) => `shows the text key ${key}`);
}

/** What is wrong with the page on screen: sideways scroll of the whole page and text cut by its box. */
async function layoutProblems(page: Page): Promise<string[]> {
  const sideways = (await page.evaluate(`(${sidewaysScript})()`)) as string | null;
  const allowed = meantToTruncate.map((entry) => entry.selector).join(', ');
  const clipped = (await page.evaluate(`(${clippedTextScript})(${JSON.stringify(allowed)})`)) as Finding[];
  return [
    ...(sideways ? [`the page scrolls sideways by ${sideways}`] : []),
    ...clipped.map((c) => `${c.selector} cuts "${c.text}" (${c.overflow}px)`),
  ];
}

const loading = '.skeleton, .page-loading, [aria-busy="true"]';

/**
 * Waits until the page's data is in (no skeleton, loading state or busy region left) and its fonts are
 * loaded; answers what still shows as loading after that, as a problem of the page.
 */
async function settled(page: Page): Promise<string[]> {
  await expect(page.getByRole('main')).toBeVisible();
  try {
    await expect(page.locator(loading).filter({ visible: true })).toHaveCount(0);
  } catch {
    const stuck = await page
      .locator(loading)
      .filter({ visible: true })
      .evaluateAll((nodes) => nodes.map((n) => n.outerHTML.slice(0, 120)));
    return stuck.map((html) => `still loading: ${html}`);
  }
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  return [];
}

/** What a visitor does on a page before it is measured, so the part that matters is on screen. */
const beforeMeasuring: Record<string, (page: Page, language: Language) => Promise<void>> = {
  // the prize card under the foil: its code must show whole once revealed
  '/scratch': async (page, language) => {
    await page.getByRole('button', { name: textsOf(language)('scratch.reveal') }).click();
    await expect(page.getByTestId('scratch-prize')).toHaveCSS('filter', 'none');
  },
};

/** A traveller who booked and paid a ticket, bought from the store and ordered a postcard, all through the API. */
async function travellerWithOrders(request: APIRequestContext, language: Language, days: number) {
  const token = await registerThroughApi(request, newUser(`phone-${language}`), language);
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(days);
  const slots = await act(request, token, { action: 'packageSlots', id: String(packageId), date });
  const slot = (slots.data as { id: number }[])[0]!;
  const booked = await bookAndPay(request, token, { package_id: packageId, adult_qty: 2, date, time_slot_id: slot.id });

  const product = await act(request, token, { action: 'getProduct', slug: 'camel-milk-soap-set' });
  const productId = (product.data as { product_id: number }).product_id;
  const address = { name: 'Hessa Al Marri', phone: '050 123 4567', address: 'Al Majaz 2', city: 'Sharjah', state: 'Sharjah' };
  const saved = await act(request, token, { action: 'addAddress', address: JSON.stringify(address) });
  const items = JSON.stringify({ products: [{ product_id: productId, qty: 1 }], address_id: (saved.data as { id: number }).id });
  const created = await act(request, token, { action: 'createPurchase', items });
  const started = await act(request, token, { action: 'initiatePayment', purchase_number: String(created.purchase_number) });
  const paid = await request.post(new URL(String(started.payment_link)).pathname, {
    form: { outcome: 'succeeded' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  const templates = await postcardTemplates(request);
  const plain = templates.find((t) => t.customisable === '0')!;
  const postcardOrderNumber = await paidPostcard(request, token, {
    template: plain,
    message: 'Greetings from Sharjah',
    address: 'Al Majaz 2, Sharjah',
  });
  const profile = await act(request, token, { action: 'getProfileDetails' });
  const reseller = await act(request, await operatorToken(request, language), {
    action: 'saveReseller',
    name: `Phone desk ${language} ${days}`,
    commission_percent: '10',
  });
  const giftCard = await act(request, await operatorToken(request, language), {
    action: 'issueGiftCard',
    amount: '100',
    recipient_email: `phone.${language}.${days}@example.com`,
    send_on: dubaiDatePlus(1),
  });
  const fixtures: Fixtures = {
    packageId,
    orderNumber: booked.orderNumber,
    purchaseNumber: booked.purchaseNumber,
    storeOrderNumber: String(created.order_number),
    postcardOrderNumber,
    customisableTemplateId: templates.find((t) => t.customisable === '1')!.id,
    travellerId: (profile.data as { id: number }).id,
    resellerId: (reseller.data as { id: number }).id,
    giftCardId: (giftCard.data as { id: number }).id,
  };
  return { token, fixtures };
}

test('the journey lists every route of the route table', () => {
  const listed = Object.keys(routeAddresses({} as Fixtures)).sort();
  expect(listed).toEqual(routeTablePaths().sort());
});

// each language's routes in two tests, the public and traveller's and the console's, so the two workers share them
for (const [language, days] of [
  ['en', 44],
  ['ae', 45],
] as const) {
  for (const side of ['traveller', 'operator'] as const) {
    const title =
      side === 'traveller'
        ? "the public and a traveller's routes fit a 390 px phone without sideways scroll, cut text or a text key shown"
        : "the console's routes fit a 390 px phone without sideways scroll, cut text, a text key shown or a serious axe violation";
    test(`${title} (${language})`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(phone);
      const { token, fixtures } = await travellerWithOrders(request, language, days);
      const routes = Object.entries(routeAddresses(fixtures)).filter(([, { as }]) => as === side);
      await signIn(page, side === 'traveller' ? token : await operatorToken(request, language), language);
      const problems: string[] = [];
      for (const [index, [pattern, { address }]] of routes.entries()) {
        await page.goto(address);
        const stillLoading = await settled(page);
        await beforeMeasuring[pattern]?.(page, language);
        const pageProblems = [...stillLoading, ...(await layoutProblems(page)), ...(await untranslated(page))];
        // the console's pages are read by axe here at phone width (accessibility.spec.ts reads the public ones), each
        // in one language, the two languages taking every other route: what axe finds is the markup's, which both share
        if (side === 'operator' && index % 2 === (language === 'en' ? 0 : 1)) {
          await page.evaluate('window.scrollTo(0, 0)');
          await holdToasts(page);
          for (const found of await seriousViolations(page)) pageProblems.push(`axe ${found.rule}: ${found.nodes.join(' | ')}`);
        }
        problems.push(...pageProblems.map((problem) => `${pattern} (${address}): ${problem}`));
        await shoot(page, `phone-${language}${pattern.replaceAll(/[/:]+/g, '-')}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

for (const language of ['en', 'ae'] as const) {
  test(`the invoice file picker speaks the page's language, works from the keyboard and names the chosen file (${language})`, async ({
    page,
    request,
  }) => {
    const t = textsOf(language);
    // file choosers are intercepted from the start: the browser is told so without waiting for its answer, and a
    // key press sent right after `waitForEvent('filechooser')` can reach it first (the chooser is then lost)
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await page.setViewportSize(phone);
    await signIn(page, await registerThroughApi(request, newUser(`picker-${language}`), language), language);
    await page.goto('/upload');
    const main = page.getByRole('main');
    const picker = main.locator('.file-picker');
    await expect(picker.getByText(t('common.file_picker.choose_many'))).toBeVisible();
    await expect(picker.getByText(t('common.file_picker.none'))).toBeVisible();

    // the real input, named by the zone's title and the button's words, takes the focus and opens the chooser on Enter
    const input = main.getByLabel(t('invoices.upload.choose'));
    await input.focus();
    await expect(input).toBeFocused();
    await expect(picker.locator('.file-picker__button')).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]!.setFiles({ ...postcardPhoto, name: 'receipt-march.jpg' });
    await expect(picker.getByText('receipt-march.jpg')).toBeVisible();
    await expect(picker.getByText(t('common.file_picker.none'))).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page);
  });
}
