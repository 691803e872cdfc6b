import type { APIRequestContext, Page } from '@playwright/test';
import { escapeRegExp, newUser, textsOf, type Language } from './accounts-support.ts';
import { atPhoneAndDesktop, shoot } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act } from './store-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * Every console page, as an admin sees it on a tablet (docs/decisions/034-console-foundation.md): no serious or critical
 * axe violation, in English and in Arabic. Besides the pages as they open, the states the area journeys
 * (console-*.spec.ts) pass through and no address opens: the forms showing their problems, the dialogs (a
 * confirmation, a scratch prize, the image picker, an invitation), an answered contact message, the
 * failed deliveries and the audit log's history of a record with its changed fields. The pages of one record
 * open demo records. Each page's fit on a 390 px phone is phone-routes.spec.ts's; the fit on a phone and on a
 * 1280 px desktop of the campaigns', offers' and store's pages and of the states above is checked here.
 */

const tablet = { width: 820, height: 1180 };

/** The lists; the postcard templates' is checked with its form open, and a contact message, the failed deliveries and a record's history come after them. */
const listPages = [
  '/backoffice/invoices',
  '/backoffice/raffles',
  '/backoffice/vouchers',
  '/backoffice/payments',
  '/backoffice/store-orders',
  '/backoffice/postcards',
  '/backoffice/destinations',
  '/backoffice/packages',
  '/backoffice/tags',
  '/backoffice/coupons',
  '/backoffice/voucher-offers',
  '/backoffice/raffle-campaigns',
  '/backoffice/scratch-campaigns',
  '/backoffice/products',
  '/backoffice/collections',
  '/backoffice/operators',
];

/** The forms of a new record and of the site's settings. */
const formPages = [
  '/backoffice/destinations/new',
  '/backoffice/packages/new',
  '/backoffice/voucher-offers/new',
  '/backoffice/scratch-campaigns/new',
  '/backoffice/products/new',
  '/backoffice/home',
  '/backoffice/content',
  '/backoffice/store-design',
];

/** The id of a demo record, read from the public answer visitors get. */
async function idOf(request: APIRequestContext, params: Record<string, string>): Promise<number> {
  const response = await request.get('/api', { params });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The pages of one record: a demo package's three tabs, a demo destination, and the first of each kind of offer and campaign and product. */
async function recordPages(request: APIRequestContext): Promise<string[]> {
  const packageId = await idOf(request, { action: 'packagesDetails', slug: 'mleiha-desert-safari' });
  const destinations = await request.get('/api', { params: { action: 'destinations' } });
  const destinationId = ((await destinations.json()) as { data: { id: number }[] }).data[0]!.id;
  return [
    `/backoffice/packages/${packageId}`,
    `/backoffice/packages/${packageId}/extras`,
    `/backoffice/packages/${packageId}/availability`,
    `/backoffice/destinations/${destinationId}`,
    '/backoffice/coupons/1',
    '/backoffice/voucher-offers/1',
    '/backoffice/products/1',
  ];
}

/** The console signed in as the run's admin in `language`, on a tablet, the map previews stubbed. */
async function openConsole(page: Page, request: APIRequestContext, language: Language) {
  // the map previews are OpenStreetMap's frames, which this machine cannot reach
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await page.setViewportSize(tablet);
  await signIn(page, await operatorToken(request, language), language);
}

/** Opens a console page and waits for its heading: an admin's page, not the admins-only notice. */
async function visit(page: Page, language: Language, path: string) {
  const main = page.getByRole('main');
  await page.goto(path);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(textsOf(language)('console.admins_only'))).toHaveCount(0);
}

/**
 * The pages and states whose fit on a 390 px phone and a 1280 px desktop the area journeys looked at, besides
 * phone-routes.spec.ts's phone: the campaigns', offers' and store's lists and forms, a campaign, and the states
 * no address opens.
 */
const phoneAndDesktop = new Set([
  '/backoffice/raffle-campaigns',
  '/backoffice/scratch-campaigns',
  '/backoffice/coupons',
  '/backoffice/voucher-offers',
  '/backoffice/voucher-offers/new',
  '/backoffice/products',
  '/backoffice/collections',
  '/backoffice/store-design',
]);

/**
 * axe on the page as it is now, with a screenshot for a person to look at (see `shoot`); with `widths`, no
 * sideways scroll on a phone and a desktop either (`atPhoneAndDesktop`, which ends back on the tablet).
 */
async function check(page: Page, language: Language, name: string, widths = phoneAndDesktop.has(name)) {
  await expectAccessible(page);
  const shot = `console-${language}${name.replaceAll(/[/?&=]+/g, '-')}`;
  await shoot(page, shot);
  if (widths) await atPhoneAndDesktop(page, shot);
}

for (const language of ['en', 'ae'] as const) {
  const t = textsOf(language);
  const inLanguage = language === 'en' ? 'in English' : 'in Arabic';

  test.describe(`every console page ${inLanguage}`, () => {
    test('the lists, an answered contact message, the failed deliveries and the history of a record are accessible on a tablet', async ({
      page,
      request,
    }) => {
      // twenty-odd pages read with axe, on a shared machine
      test.setTimeout(240_000);
      const token = await operatorToken(request, language);
      // a message of a visitor; an operator invited and removed, whose history the audit log then shows
      const writer = newUser(`pages-${language}`);
      const sent = await request.post('/api', {
        form: {
          action: 'contactUs',
          name: 'Sweep Writer',
          email: writer.email,
          message: 'A first line.\nA second line.',
          language,
        },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      const invited = await act(request, token, {
        action: 'inviteOperator',
        email: newUser(`pages-invite-${language}`).email,
        staff_role: 'moderator',
      });
      const invitedId = (invited.data as { id: number }).id;
      await act(request, token, { action: 'removeOperator', user_id: String(invitedId) });

      await openConsole(page, request, language);
      for (const path of listPages) {
        await test.step(path, async () => {
          await visit(page, language, path);
          await check(page, language, path);
        });
      }
      await test.step('the history of an operator, the changed fields highlighted', async () => {
        await visit(page, language, `/backoffice/audit-log?entity=operator&entity_id=${invitedId}`);
        await expect(page.getByRole('main').locator('.json-diff__row--changed').first()).toBeVisible();
        await check(page, language, '/backoffice/audit-log-history', true);
      });
      await test.step('a contact message, answered', async () => {
        const found = await act(request, token, { action: 'consoleContactMessages', q: writer.email });
        const messageId = (found.data as { id: number }[])[0]!.id;
        await act(request, token, { action: 'markContactMessage', id: String(messageId), handled: '1' });
        await visit(page, language, `/backoffice/messages?state=handled&q=${encodeURIComponent(writer.email)}`);
        await expect(page.getByRole('main').locator('.contact-message__text')).toHaveCount(1);
        await check(page, language, '/backoffice/messages-answered', true);
      });
      await test.step('the failed deliveries, filtered by kind', async () => {
        await visit(page, language, '/backoffice/messages?show=failed&kind=contact');
        await expect(page.locator('#failed-messages-heading')).not.toHaveText(t('console-messages.loading'));
        await check(page, language, '/backoffice/messages-failed', true);
      });
    });

    test('the forms, those of coupons, raffle campaigns and postcard templates showing their problems, and the image picker are accessible on a tablet', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const main = page.getByRole('main');
      await openConsole(page, request, language);
      for (const path of formPages) {
        await test.step(path, async () => {
          await visit(page, language, path);
          await check(page, language, path);
        });
      }
      await test.step('a new coupon saved empty', async () => {
        await visit(page, language, '/backoffice/coupons/new');
        await main.getByRole('button', { name: t('console-offers.form.save') }).click();
        await expect(main.getByText(t('console-offers.problems.code_required'))).toBeVisible();
        await check(page, language, '/backoffice/coupons/new-problems', true);
      });
      await test.step('a new raffle campaign saved empty', async () => {
        await visit(page, language, '/backoffice/raffle-campaigns/new');
        await main.getByRole('button', { name: t('console-campaigns.save') }).click();
        await expect(main.getByText(t('console-campaigns.problems.required')).first()).toBeVisible();
        await check(page, language, '/backoffice/raffle-campaigns/new-problems');
      });
      await test.step('the postcard templates with a new one saved empty, then the image picker', async () => {
        await visit(page, language, '/backoffice/postcard-templates');
        await main.getByRole('button', { name: t('console-catalogue.templates.new') }).click();
        await main.getByRole('button', { name: t('console-catalogue.form.save') }).click();
        await expect(main.getByText(t('console-catalogue.problems.image_required'))).toBeVisible();
        await check(page, language, '/backoffice/postcard-templates-problems', true);
        await main.getByRole('button', { name: t('console-catalogue.images.choose') }).click();
        await expect(page.getByRole('dialog', { name: t('console-catalogue.images.dialog_title') })).toBeVisible();
        await check(page, language, '/backoffice/postcard-templates-picker', true);
      });
    });

    test('the pages of one record, a confirmation, a scratch prize with its problem and an invitation with a wrong address are accessible on a tablet', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const main = page.getByRole('main');
      await openConsole(page, request, language);
      for (const path of await recordPages(request)) {
        await test.step(path, async () => {
          await visit(page, language, path);
          await check(page, language, path);
        });
      }
      await test.step('a raffle campaign, then its delete (or disable) confirmation', async () => {
        await visit(page, language, '/backoffice/raffle-campaigns/1');
        await check(page, language, '/backoffice/raffle-campaigns/1', true);
        const [remove, disable] = [t('console-campaigns.delete'), t('console-campaigns.disable')];
        await main.getByRole('button', { name: new RegExp(`^(${escapeRegExp(remove)}|${escapeRegExp(disable)})$`) }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, language, '/backoffice/raffle-campaigns/1-confirm');
      });
      await test.step('a scratch campaign, then a new prize saved without codes', async () => {
        await visit(page, language, '/backoffice/scratch-campaigns/1');
        await check(page, language, '/backoffice/scratch-campaigns/1', true);
        await main.getByRole('button', { name: t('console-campaigns.scratch.prize_add') }).click();
        const prize = page.getByRole('dialog', { name: t('console-campaigns.scratch.prize_new_title') });
        await prize.getByRole('button', { name: t('console-campaigns.scratch.prize_save') }).click();
        await expect(prize.getByText(t('console-campaigns.problems.codes_required'))).toBeVisible();
        await check(page, language, '/backoffice/scratch-campaigns/1-prize');
      });
      await test.step('the invitation of an operator with a wrong address', async () => {
        await visit(page, language, '/backoffice/operators');
        await main.getByRole('button', { name: t('console.invite.open') }).click();
        const invite = page.getByRole('dialog', { name: t('console.invite.title') });
        await invite.getByLabel(t('console.invite.email')).fill('not-an-address');
        await invite.getByRole('button', { name: t('console.invite.send') }).click();
        await expect(invite.getByText(t('console.invite.problems.email'))).toBeVisible();
        await check(page, language, '/backoffice/operators-invite');
      });
    });
  });
}
