import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { codeSentTo, newestMessageId, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expectAccessible, seriousViolations } from './axe.ts';
import { atPhoneAndDesktop } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { openPeakDay, signInFirst } from './group-a-support.ts';

/** The demo package with every booking step on (date, time, sub-packages, transport, meals). */
const fullPackage = 'mleiha-desert-safari';
/** The option-list package of spec part 1 §9 (id 2501) with its exclusive 'All Days' option. */
const optionPackage = 'khor-fakkan-amphitheatre-concerts';

type Named = { id: number; package_name?: string; meal_name?: string; name?: string; arabic_name: string };
type Details = { id: number; sub_packages: Named[]; meals: Named[]; transport: Named[] };
/** spec part 1 §3 Time slot: remaining tickets, "" for unlimited. */
type Slot = { id: number; time_slot: string; adult_tickets: number | ''; child_tickets: number | '' };

const nameOf = (row: Named, language: Language) =>
  language === 'ae' ? row.arabic_name : (row.package_name ?? row.meal_name ?? row.name ?? '');

async function packageDetails(request: APIRequestContext, slug: string): Promise<Details> {
  const response = await request.get('/api', { params: { action: 'packagesDetails', slug } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Details }).data;
}

async function slotsOn(request: APIRequestContext, packageId: number, date: string): Promise<Slot[]> {
  const response = await request.post('/api', { form: { action: 'packageSlots', id: String(packageId), date } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Slot[] }).data;
}

/** A calendar date in Asia/Dubai `days` after today, as YYYY-MM-DD. */
function dubaiDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
}

/**
 * Keeps every marketing event the app queues on window.dataLayer in sessionStorage as well, so the events
 * of a page the browser has left (InitiateCheckout, just before the payment page) can still be read.
 */
async function recordEvents(page: Page) {
  await page.addInitScript({
    content: `(() => {
      const layer = window.dataLayer ?? [];
      const push = layer.push.bind(layer);
      layer.push = (...items) => {
        const kept = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]');
        sessionStorage.setItem('e2e-events', JSON.stringify([...kept, ...items]));
        return push(...items);
      };
      window.dataLayer = layer;
    })();`,
  });
}

async function recordedEvents(page: Page): Promise<{ event: string; value?: number; currency?: string }[]> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-events'))) ?? '[]') as { event: string }[];
}

/** Clicks a day of the booking calendar, moving to the next month while it is not shown. */
async function pickDate(booking: Locator, date: string, t: (key: string) => string) {
  const day = booking.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 12 && !(await day.isVisible()); i++) {
    await booking.getByRole('button', { name: t('booking.flow.date.next_month') }).click();
  }
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

/** The 'More: …' button of a counter. */
const more = (scope: Locator, t: (key: string) => string, name: string) =>
  scope.getByRole('button', { name: t('booking.flow.increase').replace('{{name}}', name), exact: true });

// every journey of this file fails on an unexpected console error (fixtures.ts)
test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test.describe('booking in Arabic', () => {
  const language = 'ae';
  const t = textsOf(language);

  test('a visitor chooses every step, signs in, applies a coupon, pays on the sandbox page and finds the ticket with its QR code', async ({
    page,
    request,
  }) => {
    // the whole purchase across nine screens: the default 30 s for all of it ran out on a loaded CI machine
    test.slow();
    const user = newUser(`book-${language}`);
    await registerThroughApi(request, user, language);
    const pkg = await packageDetails(request, fullPackage);
    await useLanguage(page, language);
    await page.goto(`/p/${fullPackage}`);
    const main = page.getByRole('main');
    const booking = main.getByRole('region', { name: t('booking.flow.title') });
    const next = booking.getByRole('button', { name: t('booking.flow.next'), exact: true });

    // tickets: 1 adult by default; 2 adults and 1 child
    await more(booking, t, t('booking.flow.adults')).click();
    await more(booking, t, t('booking.flow.children')).click();
    await expect(booking.getByRole('status', { name: t('booking.flow.adults') })).toHaveText('2');
    await expect(booking.getByRole('status', { name: t('booking.flow.children') })).toHaveText('1');
    await next.click();

    // date: Next without a date says so; past days and today are not offered
    await next.click();
    await expect(booking.getByRole('alert')).toHaveText(t('errors.date_required'));
    // today is shown disabled in its month, or, when the calendar opens at a later month (the package's first
    // bookable day is past the month's end), today's month cannot be reached
    const today = booking.locator(`[data-date="${dubaiDate(0)}"]`);
    await expect(booking.locator('[data-date]').first()).toBeVisible();
    if ((await today.count()) > 0) await expect(today).toHaveAttribute('aria-disabled', 'true');
    else await expect(booking.getByRole('button', { name: t('booking.flow.date.previous_month') })).toBeDisabled();
    // a day picked with the mouse, then the next one with the keyboard: in Arabic the arrows follow the
    // right-to-left reading direction, so the next day is to the left (the English run presses ArrowRight)
    const date = dubaiDate(3);
    await pickDate(booking, dubaiDate(2), t);
    await page.keyboard.press('ArrowLeft');
    await expect(booking.locator(`[data-date="${date}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(booking.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
    await next.click();

    // time
    await booking.getByRole('radio', { name: '09:00' }).check();
    await next.click();

    // sub-packages: one adult stargazing add-on
    const sub = pkg.sub_packages[0]!;
    await more(booking, t, t('booking.flow.sub_adults').replace('{{name}}', nameOf(sub, language))).click();
    await next.click();

    // transport: the first pickup, both ways
    const transport = pkg.transport[0]!;
    await booking
      .getByRole('radio', { name: new RegExp(`${nameOf(transport, language)}\\s*${t('booking.flow.transport.two_way')}`) })
      .check();
    await next.click();

    // meals: one of the first meal; the step bar has every step with its value, and earlier steps jump back
    const meal = pkg.meals[0]!;
    await more(booking, t, nameOf(meal, language)).click();
    const steps = booking.getByRole('navigation', { name: t('booking.flow.steps_label') }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(5)).toHaveAttribute('aria-current', 'step');
    await expect(booking.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await steps.nth(2).getByRole('button').click();
    await expect(booking.getByRole('radio', { name: '09:00' })).toBeChecked();
    for (let i = 0; i < 3; i++) await next.click();

    // a visitor's last step is Next: the summary, then sign-in for Book Now
    await next.click();
    const summary = page.getByRole('dialog');
    await expect(summary.getByRole('button', { name: t('booking.summary.login_to_book') })).toBeVisible();
    // nothing is bought yet, so no payment is pending
    await expect(summary.getByText(t('booking.summary.payment_pending'))).toHaveCount(0);
    // a visitor's coupon sheet asks to sign up first: the sign-in sheet opens over it (decision 073)
    await summary.getByRole('button', { name: t('booking.summary.promo') }).click();
    const visitorCoupon = page.getByRole('dialog', { name: t('booking.coupon.title') });
    await visitorCoupon.getByRole('button', { name: t('booking.coupon.sign_up') }).click();
    const register = page.getByRole('dialog', { name: t('accounts.sheet.register_title') });
    await register.getByRole('button', { name: t('accounts.register.sign_in') }).click();
    const sheet = page.getByRole('dialog', { name: t('accounts.sheet.login_title') });
    // by mobile: the e-mail got its registration code a moment ago and is still in its resend cooldown
    await sheet.getByRole('radio', { name: t('accounts.login.by_mobile') }).check();
    await sheet.getByRole('textbox', { name: t('accounts.fields.mobile') }).fill(user.mobile);
    const seen = await newestMessageId(request, user.mobile);
    await sheet.getByRole('button', { name: t('accounts.login.submit') }).click();
    const code = await codeSentTo(request, user.mobile, seen);
    await sheet.getByRole('textbox', { name: t('accounts.code.label') }).fill(code);
    await sheet.getByRole('button', { name: t('accounts.code.submit') }).click();
    await expect(sheet).toHaveCount(0);
    // signed in, the coupon sheet offers its field; closed, the summary is there with Book Now
    await expect(visitorCoupon.getByRole('textbox', { name: t('booking.coupon.label') })).toBeVisible();
    await visitorCoupon.getByRole('button', { name: t('booking.coupon.close') }).click();

    // still on the package with the same selection and the summary open
    await expect(page).toHaveURL(new RegExp(`/p/${fullPackage}$`));
    await expect(summary.getByRole('button', { name: t('booking.summary.book_now') })).toBeVisible();
    await expect(summary.getByText(t('booking.summary.payment_pending'))).toHaveCount(0);
    await expect(summary.getByText(nameOf(sub, language))).toBeVisible();
    await expect(summary.getByText(nameOf(meal, language))).toBeVisible();
    await expect(summary.getByText(nameOf(transport, language))).toBeVisible();

    // the coupon sheet: SEESHARJAH is 20 % off
    await summary.getByRole('button', { name: t('booking.summary.promo') }).click();
    const couponSheet = page.getByRole('dialog', { name: t('booking.coupon.title') });
    await couponSheet.getByRole('textbox', { name: t('booking.coupon.label') }).fill('NOSUCHCODE');
    await couponSheet.getByRole('button', { name: t('booking.coupon.apply') }).click();
    await expect(couponSheet.getByRole('alert')).toBeVisible();
    // spec part 1 §4: the error banner goes after 2 seconds
    await expect(couponSheet.getByRole('alert')).toHaveCount(0);
    await couponSheet.getByRole('textbox', { name: t('booking.coupon.label') }).fill('SEESHARJAH');
    await couponSheet.getByRole('button', { name: t('booking.coupon.apply') }).click();
    await expect(page.getByText(t('booking.coupon.added'))).toBeVisible();
    await expect(summary.locator('s')).toBeVisible();
    await expect(summary.getByText('SEESHARJAH')).toBeVisible();

    // Book Now → the sandbox payment page → Pay
    await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
    // the purchase exists now: its payment is pending while the payment page opens
    await expect(summary.getByText(t('booking.summary.payment_pending'))).toBeVisible();
    await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_[0-9a-f]{32}$/);
    await expect(page.getByText(/TEST MODE/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=1$/);
    await expect(main.getByRole('heading', { name: t('booking.payment.outcome.confirmed') })).toBeVisible();
    const events = await page.evaluate(() => (globalThis as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []);
    expect(events.filter((e) => e.event === 'Purchase')).toHaveLength(1);

    // the order history lists the confirmed booking; it opens the ticket with its QR code
    await page.goto('/order-history');
    const card = main
      .getByRole('listitem')
      .filter({ hasText: t('booking.status.confirmed') })
      .first();
    await expect(card.getByRole('link')).toBeVisible();
    const number = (await card.locator('bdi[dir="ltr"]').textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/booking-details/${number}$`));
    await expect(main.getByRole('img', { name: t('booking.details.qr_label').replace('{{number}}', number) })).toBeVisible();
    await expect(main.getByText('SEESHARJAH')).toBeVisible();
    await expect(main.getByText(user.email)).toBeVisible();
    // spec part 2 §2.2: the add-ons by name with their counts, in the page's language as the e-mail names them
    const ticket = main.getByRole('article');
    await expect(ticket.getByRole('listitem').filter({ hasText: nameOf(sub, language) })).toContainText(
      t('booking.history.adults_one').replace('{{count}}', '1'),
    );
    await expect(ticket.getByRole('listitem').filter({ hasText: `${nameOf(meal, language)} × 1` })).toBeVisible();
    await expect(ticket.getByText(nameOf(transport, language), { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('a new user', () => {
    // someone else's or an unknown order number is a 404 answer, which the browser logs
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("a visitor is asked to sign in; a new user has no bookings and no ticket under a stranger's number, and a complimentary pass makes the first booking free: no payment page, the ticket is confirmed at once", async ({
      page,
      request,
    }) => {
      // five pages and a booking: more than the default 30 s on a loaded CI machine
      test.slow();
      await recordEvents(page);
      await useLanguage(page, language);
      await page.goto('/order-history');
      const main = page.getByRole('main');
      await expect(main.getByText(t('errors.login_required'))).toBeVisible();
      await main.getByRole('link', { name: t('common.nav.sign_in') }).click();
      await expect(page).toHaveURL(/\/login\?redirect_url=%2Forder-history$/);

      const token = await registerThroughApi(request, newUser(`guest-${language}`), language);
      await signInFirst(page, token, language);
      await page.goto('/order-history');
      await expect(main.getByText(t('booking.history.empty'))).toBeVisible();
      await page.goto('/payment-history');
      await expect(main.getByText(t('booking.payments.empty'))).toBeVisible();
      await page.goto('/booking-details/BK0000NOTMINE');
      await expect(main.getByText(t('booking.details.not_found'))).toBeVisible();

      await page.goto(`/p/${optionPackage}`);
      const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
      await booking.getByRole('checkbox', { name: /كل الأيام/ }).check();
      await booking.getByRole('button', { name: t('booking.flow.submit') }).click();

      const summary = page.getByRole('dialog');
      await summary.getByRole('button', { name: t('booking.summary.promo') }).click();
      const couponSheet = page.getByRole('dialog', { name: t('booking.coupon.title') });
      await couponSheet.getByRole('textbox', { name: t('booking.coupon.label') }).fill('GUESTPASS');
      await couponSheet.getByRole('button', { name: t('booking.coupon.apply') }).click();
      await expect(page.getByText(t('booking.coupon.added'))).toBeVisible();
      // the struck subtotal of AED 290, then Free instead of AED 0
      await expect(summary.locator('s')).toContainText('290');
      await expect(summary.locator('.summary__total')).toHaveText(t('booking.summary.free'));

      await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
      // straight to the outcome page: nothing to pay, so no payment page
      await expect(page).toHaveURL(/\/order-payment-complete\?/);
      await expect(page.getByRole('main').getByRole('heading', { name: t('pending-checkout.outcome.free') })).toBeVisible();
      expect((await recordedEvents(page)).filter((e) => e.event === 'Purchase')).toEqual([
        expect.objectContaining({ value: 0, currency: 'AED' }),
      ]);
      // the payment history lists it as paid, its item linked to the ticket, on a phone and a desktop
      await page.goto('/payment-history');
      const paid = main.getByRole('row').nth(1);
      await expect(paid).toContainText(t('booking.payments.state.confirmed'));
      await expect(paid.getByRole('link')).toHaveAttribute('href', /^\/booking-details\//);
      await atPhoneAndDesktop(page, `payment-history-${language}`);
    });
  });
});

test.describe('booking in English', () => {
  const language = 'en';
  const t = textsOf(language);

  test('an option-list package: the exclusive All Days option stands alone and is booked at its price', async ({
    page,
    request,
  }) => {
    const token = await registerThroughApi(request, newUser(`options-${language}`), language);
    await recordEvents(page);
    await signInFirst(page, token, language);
    await page.goto(`/p/${optionPackage}`);
    const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
    const allDays = booking.getByRole('checkbox', { name: /All Days/ });
    const gala = booking.getByRole('checkbox', { name: /Opening Gala Night/ });
    const oud = booking.getByRole('checkbox', { name: /Oud and Strings/ });

    // each night shows its festival day (the seed's first is two weeks from today) as DD/MM/YYYY; All Days has none
    const galaDay = dubaiDate(14);
    const galaRow = booking.locator('label').filter({ hasText: 'Opening Gala Night' });
    await expect(galaRow.locator('time')).toHaveText(`${galaDay.slice(8, 10)}/${galaDay.slice(5, 7)}/${galaDay.slice(0, 4)}`);
    await expect(galaRow.locator('time')).toHaveAttribute('datetime', galaDay);
    await expect(booking.locator('label').filter({ hasText: 'All Days' }).locator('time')).toHaveCount(0);
    // Submit with nothing checked asks for an option
    await booking.getByRole('button', { name: t('booking.flow.submit') }).click();
    await expect(booking.getByRole('alert')).toHaveText(t('errors.option_required'));
    await gala.check();
    await oud.check();
    await allDays.check();
    await expect(gala).not.toBeChecked();
    await expect(oud).not.toBeChecked();
    await gala.check();
    await expect(allDays).not.toBeChecked();
    await allDays.check();
    // the step bar shows the sum of the checked options: AED 290
    await expect(booking.getByRole('navigation').getByText(/290/)).toBeVisible();

    await booking.getByRole('button', { name: t('booking.flow.submit') }).click();
    const summary = page.getByRole('dialog');
    await expect(summary.getByText(/290/).first()).toBeVisible();
    await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    // the checkout event was queued before the browser left for the payment page
    expect((await recordedEvents(page)).filter((e) => e.event === 'InitiateCheckout')).toEqual([
      expect.objectContaining({ value: 290, currency: 'AED' }),
    ]);
    await expect(page.getByText('AED 290.00')).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: t('booking.payment.outcome.confirmed') })).toBeVisible();
    // the success query fires the Purchase event once, and a reload does not fire it again
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { name: t('booking.payment.outcome.confirmed') })).toBeVisible();
    expect((await recordedEvents(page)).filter((e) => e.event === 'Purchase')).toEqual([
      expect.objectContaining({ value: 290, currency: 'AED' }),
    ]);
  });

  test('a payment not made takes nothing: Decline leaves no tickets taken, Cancel comes back to the portal with the booking cancelled', async ({
    page,
    request,
  }) => {
    // two bookings, each through the payment page
    test.slow();
    const token = await registerThroughApi(request, newUser(`decline-${language}`), language);
    const pkg = await packageDetails(request, fullPackage);
    // a date of its own, so the other journeys never book the slot this one counts
    const date = dubaiDate(10);
    const before = (await slotsOn(request, pkg.id, date)).find((s) => s.time_slot === '16:00')!;
    await signInFirst(page, token, language);
    await page.goto(`/p/${fullPackage}`);
    const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
    const next = booking.getByRole('button', { name: t('booking.flow.next'), exact: true });
    await more(booking, t, t('booking.flow.adults')).click();
    await next.click();
    // the day before picked with the mouse, then this one with the keyboard: in English the next day is to the right
    await pickDate(booking, dubaiDate(9), t);
    await page.keyboard.press('ArrowRight');
    await expect(booking.locator(`[data-date="${date}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(booking.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
    await next.click();
    await booking.getByRole('radio', { name: '16:00' }).check();
    for (let i = 0; i < 3; i++) await next.click();
    await booking.getByRole('button', { name: t('booking.flow.submit') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('booking.summary.book_now') })
      .click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);

    // while the payment is open the two tickets are held
    const held = (await slotsOn(request, pkg.id, date)).find((s) => s.id === before.id)!;
    expect(held.adult_tickets).toBe(Number(before.adult_tickets) - 2);

    await page.getByRole('button', { name: /^Decline/ }).click();
    await expect(page).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=0$/);
    await expect(page.getByRole('main').getByRole('heading', { name: t('booking.payment.outcome.declined') })).toBeVisible();
    const after = (await slotsOn(request, pkg.id, date)).find((s) => s.id === before.id)!;
    expect(after.adult_tickets).toBe(before.adult_tickets);
    expect(after.child_tickets).toBe(before.child_tickets);

    // a checkout never paid is not a booking: My Bookings stays empty; the payment history lists it, not paid, unlinked
    await page.goto('/order-history');
    await expect(page.getByRole('main').getByText(t('booking.history.empty'))).toBeVisible();
    await page.goto('/payment-history');
    const declined = page.getByRole('main').getByRole('row').nth(1);
    await expect(declined).toContainText(t('booking.payments.state.failed'));
    await expect(declined).toContainText(t('booking.payments.kind.booking'));
    await expect(declined.getByRole('link')).toHaveCount(0);

    // another booking, left with Cancel on the payment page
    await page.goto(`/p/${optionPackage}`);
    await booking.getByRole('checkbox', { name: /Youth Bands Night/ }).check();
    await booking.getByRole('button', { name: t('booking.flow.submit') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('booking.summary.book_now') })
      .click();
    await page.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=0$/);
    await expect(page.getByRole('main').getByRole('heading', { name: t('booking.payment.outcome.cancelled') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t('booking.payment.book_again') })).toBeVisible();
    // newest first: the cancelled checkout above the declined one, each with its own words
    await page.goto('/payment-history');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toContainText(t('booking.payments.state.cancelled'));
    await expect(page.getByRole('main').getByRole('row').nth(2)).toContainText(t('booking.payments.state.failed'));
  });
});

test.describe('booking rules in the browser', () => {
  const t = textsOf('en');

  test("the note's coupon goes into the coupon sheet (en)", async ({ page, request }) => {
    const token = await registerThroughApi(request, newUser('note'), 'en');
    await signInFirst(page, token, 'en');
    await page.goto('/p/majaz-sunset-cruise');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Use code SEESHARJAH/ })
      .click();
    const sheet = page.getByRole('dialog', { name: t('booking.coupon.title') });
    const input = sheet.getByRole('textbox', { name: t('booking.coupon.label') });
    await expect(input).toHaveValue('SEESHARJAH');
    await sheet.getByRole('button', { name: t('booking.coupon.close') }).click();

    // one adult at AED 75, no transport: SAVE25 needs AED 150 in the cart
    const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
    await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
    await booking.getByRole('radio').first().check();
    await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
    await booking.getByRole('button', { name: t('booking.flow.submit') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('booking.summary.promo') })
      .click();
    await expect(input).toHaveValue('SEESHARJAH');
    await input.fill('SAVE25');
    await sheet.getByRole('button', { name: t('booking.coupon.apply') }).click();
    await expect(sheet.getByRole('alert')).toHaveText(t('errors.coupon_min_cart').replace('{{n}}', '75'));
  });

  test("the calendar: a signed-in user picking a peak date is told 'Peak Pricing applied' and sees the date's price; more people than the overall limit leaves find every day sold out, before choosing one (en)", async ({
    page,
    request,
  }) => {
    // two packages' calendars
    test.slow();
    const token = await registerThroughApi(request, newUser('peak'), 'en');
    const pkg = await packageDetails(request, fullPackage);
    let peak: string | undefined;
    for (let days = 2; days < 16 && !peak; days++) {
      // four days from now is sold out in the seed, and the calendar no longer lets anyone pick it
      if (days === 4) continue;
      const response = await request.post('/api', {
        form: { action: 'getPackagePrice', id: String(pkg.id), date: dubaiDate(days) },
        headers: { authorization: `Bearer ${token}` },
      });
      if (((await response.json()) as { peak_price: number }).peak_price === 1) peak = dubaiDate(days);
    }
    expect(peak, 'a peak-priced date in the next two weeks').toBeDefined();
    await signInFirst(page, token, 'en');
    await page.goto(`/p/${fullPackage}`);
    const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
    await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
    await pickDate(booking, peak!, t);
    await expect(page.getByText(t('booking.flow.peak'))).toBeVisible();
    // the tickets step now shows the date's adult price (AED 525 instead of 465)
    await expect(booking.getByRole('navigation').getByRole('listitem').first()).toContainText('525');

    // 117 of 120 adult places are booked: 4 adults are one too many, 3 still fit
    await page.goto('/p/sharjah-safari-gold');
    const next = booking.getByRole('button', { name: t('booking.flow.next'), exact: true });
    const adults = t('booking.flow.adults');
    for (let i = 0; i < 3; i++) await more(booking, t, adults).click();
    await next.click();
    const openDays = booking.locator('.calendar__day[aria-disabled="false"]');
    await expect(booking.getByRole('button', { name: new RegExp(t('calendar.sold_out')) }).first()).toBeVisible();
    await expect(openDays).toHaveCount(0);
    // one adult fewer fits: back on the tickets step (the step bar's first chip), the days open again
    await booking.getByRole('navigation').getByRole('button').first().click();
    await booking.getByRole('button', { name: t('booking.flow.decrease').replace('{{name}}', adults), exact: true }).click();
    await next.click();
    await expect(openDays.first()).toBeVisible();
  });

  test.describe('a refused purchase', () => {
    // the refusal is a 409 answer, which the browser logs
    test.use({ allowConsoleErrors: [/status of 409/] });

    test('a purchase the server refuses shows its message and starts the flow again (ae)', async ({ page, request }) => {
      // in Arabic: the refusal's message is the contract's Arabic text
      const t = textsOf('ae');
      const token = await registerThroughApi(request, newUser('refused'), 'ae');
      const pkg = await packageDetails(request, fullPackage);
      const slot = (await slotsOn(request, pkg.id, dubaiDate(4)))[0]!;
      await signInFirst(page, token, 'ae');
      // a selection kept from earlier whose date has sold out since (the demo's fully booked day), in the tab
      // before the page opens
      await page.addInitScript(
        ({ id, date, slotId, slotName }) => {
          const selection = {
            adults: 2,
            children: 0,
            optionIds: [],
            date,
            timeSlotId: slotId,
            timeSlotName: slotName,
            subPackages: [],
            meals: [],
            transport: null,
          };
          sessionStorage.setItem(`booking:${id}`, JSON.stringify({ step: 5, selection }));
          sessionStorage.setItem(`booking:${id}:resume`, '1');
        },
        { id: pkg.id, date: dubaiDate(4), slotId: slot.id, slotName: slot.time_slot },
      );
      await page.goto(`/p/${fullPackage}`);
      const summary = page.getByRole('dialog');
      await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
      await expect(page.getByText(t('errors.date_fully_booked'))).toBeVisible();
      await expect(summary).toHaveCount(0);
      const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
      await expect(booking.getByRole('navigation').getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
      await expect(booking.getByRole('status', { name: t('booking.flow.adults') })).toHaveText('1');
    });
  });
});

test.describe('booking on a phone', () => {
  // the page-level checks of the booking flow at one width: axe finds targets too small where they are smallest,
  // and the summary's bottom sheet and the step bar are the phone's layout
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ae'] as const) {
    const t = textsOf(language);
    const direction = language === 'ae' ? 'right to left' : 'left to right';

    test(`the calendar step and the summary sheet have no serious axe violation and fit the screen, the summary is a bottom sheet and the step bar runs ${direction} (${language})`, async ({
      page,
      request,
    }) => {
      // two pages, each read by axe, and the calendar at two widths
      test.slow();
      const token = await registerThroughApi(request, newUser(`phone-${language}`), language);
      const peak = await openPeakDay(request, (await packageDetails(request, fullPackage)).id);
      await signInFirst(page, token, language);
      await page.goto(`/p/${fullPackage}`);
      const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
      const steps = booking.getByRole('navigation', { name: t('booking.flow.steps_label') }).getByRole('listitem');
      const first = (await steps.nth(0).boundingBox())!;
      const second = (await steps.nth(1).boundingBox())!;
      if (language === 'ae') expect(first.x).toBeGreaterThan(second.x);
      else expect(first.x).toBeLessThan(second.x);

      await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
      await expect(booking.locator('.calendar__day').first()).toBeVisible();
      // with a peak day picked, its mark and the peak notice on screen (calendar-badges.spec.ts's state of the calendar)
      await pickDate(booking, peak.date, t);
      await expect(page.getByText(t('booking.flow.peak'))).toBeVisible();
      await expectAccessible(page);
      await booking.scrollIntoViewIfNeeded();
      await atPhoneAndDesktop(page, `calendar-${language}`);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.goto(`/p/${optionPackage}`);
      await booking.getByRole('checkbox', { name: new RegExp(language === 'ae' ? 'كل الأيام' : 'All Days') }).check();
      await booking.getByRole('button', { name: t('booking.flow.submit') }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByRole('button', { name: t('booking.summary.promo') })).toBeVisible();
      await expect(sheet.getByText(t('booking.summary.payment_pending'))).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      const box = (await sheet.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);
      expect(Math.round(box.width)).toBe(390);
      // on a desktop the same summary is a dialog in the middle of the window, read by axe again
      await page.setViewportSize({ width: 1280, height: 720 });
      await expect.poll(async () => Math.round((await sheet.boundingBox())!.width)).toBeLessThan(1280);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/** Scrolls the window to a share of its scrollable height (0 the top, 1 the bottom), at once. */
async function scrollToShare(page: Page, share: number) {
  await page.locator('html').evaluate((root, at) => {
    root.scrollTo({ top: Math.round((root.scrollHeight - root.clientHeight) * at), behavior: 'instant' });
  }, share);
}

/** The whole of `locator` is inside the window. */
async function expectInWindow(page: Page, locator: Locator, where: string) {
  const box = (await locator.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box, where).not.toBeNull();
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(size.height + 0.5);
  expect(box.x + box.width, where).toBeLessThanOrEqual(size.width + 0.5);
}

test.describe('the book control follows the reader', () => {
  for (const language of ['en', 'ae'] as const) {
    test(`at 1366×800 and 390 px its price and Book now stay in view at the top, middle and bottom of the page, and Book now brings the booking widget (${language})`, async ({
      page,
    }) => {
      const t = textsOf(language);
      await useLanguage(page, language);
      const shots = process.env.SHOTS_DIR;
      if (shots) fs.mkdirSync(shots, { recursive: true });
      for (const [width, height] of [
        [1366, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`/p/${fullPackage}`);
        const panel = page.getByRole('complementary', { name: t('discovery.package.book_panel') });
        const book = panel.getByRole('button', { name: t('discovery.package.book_now') });
        const booking = page.locator('.booking');
        await expect(booking).toBeVisible();
        // the page at its full height: the reviews loaded, the footer drawn
        await expect(page.locator('.package-reviews[aria-busy="false"]')).toBeAttached();
        await expect(page.locator('.site-footer__copyright')).toBeAttached();
        await expect(panel).toContainText(/465/);
        for (const [where, share] of [
          ['top', 0],
          ['middle', 0.5],
          ['bottom', 1],
        ] as const) {
          await scrollToShare(page, share);
          await expectInWindow(page, book, `${width} px, ${where}`);
          if (shots) await page.screenshot({ path: `${shots}/book-panel-${language}-${width}-${where}.png` });
        }
        // at the bottom nothing is under the phone's bar: the page's last line ends above it
        if (width === 390) {
          const bar = (await panel.boundingBox())!;
          const footerEnd = await page.locator('.site-footer__copyright').evaluate((el) => el.getBoundingClientRect().bottom);
          expect(footerEnd).toBeLessThanOrEqual(bar.y + 0.5);
        }
        // keyboard: Book now, then focus is on the booking widget's heading, in view under the header
        await book.focus();
        await page.keyboard.press('Enter');
        const heading = booking.getByRole('heading', { level: 2 }).first();
        await expect(heading).toBeFocused();
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(height / 2);
      }
    });
  }
});
