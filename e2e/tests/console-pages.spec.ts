import type { APIRequestContext, Page } from '@playwright/test';
import { escapeRegExp, newUser, textsOf, type Language } from './accounts-support.ts';
import { atPhoneAndDesktop, shoot } from './console-support.ts';
import { expectNoSidewaysScroll } from './store-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act } from './store-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * The console's states that no address opens, as an admin sees them on a tablet, with no serious or critical axe
 * violation in English and in Arabic (docs/decisions/034-console-foundation.md): the forms showing their problems, the
 * dialogs (a confirmation, a scratch prize, the image picker, an invitation), an answered contact message, the failed
 * deliveries and the audit log's history of a record with its changed fields. Every console page as it opens is
 * phone-routes.spec.ts's: axe, fit and texts on a 390 px phone, in both languages, and the frame's side navigation
 * console-shell.spec.ts's on a desktop. Here the campaigns', offers' and store's pages and the states above are
 * also fitted to a 1280 px desktop and, for the states, a 390 px phone.
 */

const tablet = { width: 820, height: 1180 };

/** Pages whose fit on a 1280 px desktop is checked here besides their phone's (axe reads them in phone-routes.spec.ts). */
const desktopPages = [
  '/backoffice/raffle-campaigns',
  '/backoffice/raffle-campaigns/1',
  '/backoffice/scratch-campaigns',
  '/backoffice/scratch-campaigns/1',
  '/backoffice/coupons',
  '/backoffice/voucher-offers',
  '/backoffice/voucher-offers/new',
  '/backoffice/products',
  '/backoffice/collections',
  '/backoffice/store-design',
];

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
 * axe on the state the page is in now, with a screenshot for a person to look at (see `shoot`); with `widths`, no
 * sideways scroll on a phone and a desktop either (`atPhoneAndDesktop`, which ends back on the tablet).
 */
async function check(page: Page, language: Language, name: string, widths = false) {
  await expectAccessible(page);
  const shot = `console-${language}${name.replaceAll(/[/?&=]+/g, '-')}`;
  await shoot(page, shot);
  if (widths) await atPhoneAndDesktop(page, shot);
}

for (const language of ['en', 'ae'] as const) {
  const t = textsOf(language);
  const inLanguage = language === 'en' ? 'in English' : 'in Arabic';

  test.describe(`every console page ${inLanguage}`, () => {
    test("the campaigns', offers' and store's pages fit a 1280 px desktop", async ({ page, request }) => {
      await openConsole(page, request, language);
      for (const path of desktopPages) {
        await test.step(path, async () => {
          await visit(page, language, path);
          await page.setViewportSize({ width: 1280, height: 900 });
          await expectNoSidewaysScroll(page);
          await shoot(page, `console-${language}${path.replaceAll('/', '-')}-1280`);
          await page.setViewportSize(tablet);
        });
      }
    });

    test('an answered contact message, the failed deliveries and the history of a record are accessible on a tablet', async ({
      page,
      request,
    }) => {
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

    test('the forms of coupons, raffle campaigns and postcard templates showing their problems, and the image picker are accessible on a tablet', async ({
      page,
      request,
    }) => {
      const main = page.getByRole('main');
      await openConsole(page, request, language);
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

    test('a confirmation, a scratch prize with its problem and an invitation with a wrong address are accessible on a tablet', async ({
      page,
      request,
    }) => {
      const main = page.getByRole('main');
      await openConsole(page, request, language);
      await test.step("a raffle campaign's delete (or disable) confirmation", async () => {
        await visit(page, language, '/backoffice/raffle-campaigns/1');
        const [remove, disable] = [t('console-campaigns.delete'), t('console-campaigns.disable')];
        await main.getByRole('button', { name: new RegExp(`^(${escapeRegExp(remove)}|${escapeRegExp(disable)})$`) }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, language, '/backoffice/raffle-campaigns/1-confirm');
      });
      await test.step("a scratch campaign's new prize saved without codes", async () => {
        await visit(page, language, '/backoffice/scratch-campaigns/1');
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
