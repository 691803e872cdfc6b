import type { APIRequestContext } from '@playwright/test';
import { codeSentTo, newestMessageId, newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { dubaiDatePlus, uniqueSuffix } from './console-support.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act, operatorOrderCard, paidStoreOrder } from './store-support.ts';

/**
 * Operator teams scoped to venues (docs/decisions/049-operator-teams.md): a front-desk member of one destination
 * and a store vendor, each made by the admin through the actions the Teams and Operators pages call. Which action
 * needs which permission, and that no action leaks another venue's rows, is the server's walk
 * (apps/server/src/modules/console/operator-teams.test.ts); here a person does the day's work on a phone.
 */

const t = textsOf('en');
/**
 * Two seeded packages at two destinations, booked by a date with no time slot, and open on every weekday so that
 * today can be booked whatever the day (apps/server/src/db/seed/experiences.ts); add-ons are optional on the second.
 */
const ownSlug = 'al-noor-island-entry';
const otherSlug = 'khor-fakkan-dhow-cruise';

async function packageOf(request: APIRequestContext, slug: string) {
  const details = await request.get('/api', { params: { action: 'packagesDetails', slug } });
  const data = ((await details.json()) as { data: { id: number; destination_id: number; package_name: string } }).data;
  return { id: await packageIdOf(request, slug), destinationId: data.destination_id, name: data.package_name };
}

/** A new member of a new team with `permissions` on those venues, signed in with a one-time code: their token. */
async function teamMember(request: APIRequestContext, label: string, team: Record<string, string>) {
  const admin = await operatorToken(request, 'en');
  const suffix = uniqueSuffix();
  const saved = (
    await act(request, admin, { action: 'saveTeam', name_en: `${label} ${suffix}`, name_ae: `فريق ${suffix}`, ...team })
  ).data as { id: number };
  const email = `${label.toLowerCase().replace(/\W+/g, '-')}-${suffix}@e2e.example.com`;
  await act(request, admin, { action: 'inviteOperator', email, staff_role: 'member', team_id: String(saved.id) });
  const after = await newestMessageId(request, email);
  const sent = await request.post('/api', { form: { action: 'sendOtp', email, language: 'en' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeSentTo(request, email, after);
  const verified = await request.post('/api', { form: { action: 'verifyLoginOTP', email, otp, language: 'en' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

test.describe('operator teams on a 390 px phone', () => {
  // the other destination's booking, opened by its address, answers 404 in the browser's console
  // another venue's booking answers 404; a page the team may not use, 403
  test.use({ viewport: phone, allowConsoleErrors: [/status of 40[34]/] });

  test("a front-desk member of one destination sees only it today, checks a ticket in, and is refused another destination's booking by address and by search", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const [own, other] = [await packageOf(request, ownSlug), await packageOf(request, otherSlug)];
    const traveller = await registerThroughApi(request, newUser('teams'), 'en');
    const today = dubaiDatePlus(0);
    const mine = await bookAndPay(request, traveller, { package_id: own.id, adult_qty: 1, child_qty: 0, date: today });
    const theirs = await bookAndPay(request, traveller, { package_id: other.id, adult_qty: 1, child_qty: 0, date: today });
    const token = await teamMember(request, 'Front desk', {
      permissions: JSON.stringify(['see_bookings', 'check_in']),
      destination_ids: JSON.stringify([own.destinationId]),
      store_ids: '[]',
    });
    await signIn(page, token, 'en');
    const main = page.getByRole('main');

    // the console home: today's visits of this destination only; the side navigation only the member's pages
    await page.goto('/backoffice');
    await expect(main.getByRole('heading', { level: 1, name: t('console-home.title') })).toBeVisible();
    await expect(main.getByText(own.name).first()).toBeVisible();
    await expect(main.getByText(other.name)).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: t('console.shell.nav_label') }).first();
    await expect(nav.getByRole('link', { name: t('backoffice.invoices_title') })).toHaveCount(0);

    // the gate: the ticket typed in and checked in
    await page.goto('/backoffice/check-in');
    await main.getByLabel(t('console-check-in.code')).fill(mine.orderNumber);
    await main.getByLabel(t('console-check-in.code')).press('Enter');
    await expect(main.getByRole('status').filter({ hasText: t('console-check-in.verdict.ok') })).toBeVisible();
    await main.getByRole('button', { name: t('console-check-in.check_in') }).click();
    await expect(main.getByRole('status').filter({ hasText: t('console-check-in.verdict.checked_in_now') })).toBeVisible();
    await expectFitsAndAccessible(page);

    // the other destination's booking: not found by its address, and not among the search's rows
    await page.goto(`/backoffice/bookings/${theirs.orderNumber}`);
    await expect(main.getByRole('alert')).toHaveText('Booking not found');
    await page.goto(`/backoffice/bookings?number=${theirs.orderNumber}`);
    await expect(main.getByText(t('console-bookings.count_zero'))).toBeVisible();
    await page.goto(`/backoffice/bookings?number=${mine.orderNumber}`);
    await expect(main.getByText(t('console-bookings.count_one'))).toBeVisible();

    // a page of the portal's staff, opened by its address: the member is told their team does not include it
    await page.goto('/backoffice/invoices');
    await expect(main.getByText(t('backoffice.not_for_your_team'))).toBeVisible();
    await expect(main.getByText(t('backoffice.not_operator'))).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a package editor of one destination sees only its packages, by the list, the address and the search', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const [own, other] = [await packageOf(request, ownSlug), await packageOf(request, otherSlug)];
    const token = await teamMember(request, 'Curator', {
      permissions: JSON.stringify(['edit_packages']),
      destination_ids: JSON.stringify([own.destinationId]),
      store_ids: '[]',
    });
    await signIn(page, token, 'en');
    const main = page.getByRole('main');

    // the drawer offers Packages, and the list holds the destination's packages only
    await page.goto('/backoffice');
    await page.getByRole('button', { name: t('console.shell.menu') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('console.nav.packages') })
      .click();
    await expect(main.getByRole('heading', { level: 1, name: t('console.nav.packages') })).toBeVisible();
    await expect(main.getByRole('link', { name: own.name })).toBeVisible();
    await expect(main.getByText(other.name)).toHaveCount(0);
    await expectFitsAndAccessible(page);
    await main.getByRole('link', { name: own.name }).click();
    await expect(main.getByRole('heading', { level: 1 })).toContainText(own.name);

    // the other destination's package: not found by its address, absent from the search
    await page.goto(`/backoffice/packages/${other.id}`);
    await expect(main.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: t('console.finder.open') }).click();
    const field = page.getByRole('combobox', { name: t('console.finder.label') });
    await field.fill(other.name);
    await expect(page.getByRole('status').filter({ hasText: t('console.finder.none').split('“')[0]! })).toBeVisible();
    await field.fill(own.name);
    const results = page.getByRole('listbox', { name: t('console.finder.results') });
    await expect(results.getByRole('group', { name: t('console.finder.groups.packages') })).toContainText(own.name);
    await expect(results.getByRole('group', { name: t('console.finder.groups.bookings') })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a store vendor fulfils their store's order, and a vendor of no store sees none and cannot move it", async ({
    page,
    request,
  }) => {
    test.slow();
    const { orderNumber } = await paidStoreOrder(request, 'en', 'Villa 3, Al Qasimia');
    const admin = await operatorToken(request, 'en');
    const stores = ((await act(request, admin, { action: 'consoleTeams' })).stores as { id: number }[]).map((s) => s.id);
    const fulfil = JSON.stringify(['fulfil_store_orders']);
    const vendor = await teamMember(request, 'Vendor', {
      permissions: fulfil,
      destination_ids: '[]',
      store_ids: JSON.stringify(stores),
    });
    const outsider = await teamMember(request, 'Other vendor', { permissions: fulfil, destination_ids: '[]', store_ids: '[]' });

    const refused = await request.post('/api', {
      form: { action: 'updateStoreOrderFulfilment', order_number: orderNumber, step: 'processing' },
      headers: { authorization: `Bearer ${outsider}` },
    });
    expect(refused.status()).toBe(404);
    const listed = await request.post('/api', {
      form: { action: 'backofficeStoreOrders' },
      headers: { authorization: `Bearer ${outsider}` },
    });
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);

    await signIn(page, vendor, 'en');
    await page.goto('/backoffice/store-orders');
    const card = operatorOrderCard(page, orderNumber);
    await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.pending'));
    await card.getByRole('button', { name: t('backoffice.store_orders.move.processing') }).click();
    await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.processing'));
  });

  test('an admin makes a team on the Teams page in Arabic: names in both languages, a permission and a destination', async ({
    page,
    request,
  }) => {
    test.slow();
    const ae = textsOf('ae');
    const suffix = uniqueSuffix();
    await signIn(page, await operatorToken(request, 'ae'), 'ae');
    await page.goto('/backoffice/teams');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: ae('console-teams.title') })).toBeVisible();
    await main.getByRole('button', { name: ae('console-teams.new') }).click();
    const dialog = page.getByRole('dialog');
    // both names are needed: the first missing one takes the focus
    await dialog.getByRole('button', { name: ae('console-teams.save') }).click();
    await expect(dialog.getByLabel(ae('console-teams.name_en'))).toBeFocused();
    await dialog.getByLabel(ae('console-teams.name_en')).fill(`Gate ${suffix}`);
    await dialog.getByLabel(ae('console-teams.name_ae')).fill(`البوابة ${suffix}`);
    await dialog.getByRole('checkbox', { name: ae('console-teams.permission.check_in') }).check();
    await dialog
      .getByRole('group', { name: ae('console-teams.destinations') })
      .getByRole('checkbox')
      .first()
      .check();
    await expectFitsAndAccessible(page);
    await dialog.getByRole('button', { name: ae('console-teams.save') }).click();
    await expect(dialog).toBeHidden();
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `البوابة ${suffix}` }) });
    await expect(card).toContainText(ae('console-teams.permission.check_in'));
    await expectFitsAndAccessible(page);
  });
});
