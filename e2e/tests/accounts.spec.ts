import type { Page } from '@playwright/test';
import {
  codeSentTo,
  escapeRegExp,
  fixedPart,
  fullName,
  newestMessageId,
  newUser,
  registerThroughApi,
  textsOf,
  useLanguage,
  wrongCode,
} from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { outboxHeaders } from './operators.ts';

/**
 * Sign-up, sign-in, profile and sign-out as visitors do them, each journey once: the sign-up journey and the
 * phone's registration form in Arabic, the revoked session in English.
 * Sending codes is rate limited per identifier (5 an hour, one a minute): every test makes its own
 * people and asks each identifier for one code, except where the cooldown itself is the subject.
 */
const day = 24 * 60 * 60;

/** Cookie lifetime in seconds from now, as the browser stores it. */
async function cookieLifetime(page: Page, name: string): Promise<{ value: string; seconds: number } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  if (!cookie) return null;
  return { value: decodeURIComponent(cookie.value), seconds: cookie.expires - Date.now() / 1000 };
}

test.describe('accounts in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test.describe('signing out and in again', () => {
    test('a visitor from a partner link registers, edits the profile, signs out, and signs in by mobile on the page that asked for it', async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(60_000);
      const user = newUser(`journey-${language}`);
      const header = page.getByRole('banner');
      const main = page.getByRole('main');

      // spec part 2 §3: ref and the referring site are kept 4 days
      await page.goto('/?ref=partner42', { referer: 'https://news.example.com/story' });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const ref = await cookieLifetime(page, 'ref');
      expect(ref?.value).toBe('partner42');
      expect(ref?.seconds).toBeGreaterThan(4 * day - 120);
      expect(ref?.seconds).toBeLessThanOrEqual(4 * day);
      const traffic = await cookieLifetime(page, 'traffic_referral');
      expect(traffic?.value).toMatch(/^https:\/\/news\.example\.com\//);
      expect(traffic?.seconds).toBeGreaterThan(4 * day - 120);

      await header.getByRole('link', { name: t('common.nav.register'), exact: true }).click();
      await expect(page).toHaveURL(/\/register$/);
      await main.getByRole('textbox', { name: t('accounts.fields.first_name') }).fill(user.firstName);
      await main.getByRole('textbox', { name: t('accounts.fields.last_name') }).fill(user.lastName);
      await main.getByRole('textbox', { name: t('accounts.fields.email') }).fill(user.email);
      const mobile = main.getByRole('textbox', { name: t('accounts.fields.mobile') });
      await expect(mobile).toHaveValue('+971');
      // a local number as people type it; the server receives it in E.164
      await mobile.fill(`0${user.mobile.slice(4, 6)} ${user.mobile.slice(6, 9)} ${user.mobile.slice(9)}`);

      const sendRequest = page.waitForRequest((r) => r.url().endsWith('/api') && /action=sendOtp/.test(r.postData() ?? ''));
      await main.getByRole('button', { name: t('accounts.register.submit'), exact: true }).click();
      const sent = new URLSearchParams((await sendRequest).postData() ?? '');
      // spec part 1 §7 sendOtp register: name, email, mobile, optional referral (traffic_referral and language are ours)
      expect([...sent.keys()].sort()).toEqual(['action', 'email', 'language', 'mobile', 'name', 'referral', 'traffic_referral']);
      expect(Object.fromEntries(sent)).toMatchObject({
        name: fullName(user),
        email: user.email,
        mobile: user.mobile,
        referral: 'partner42',
        language,
      });
      expect(sent.get('traffic_referral')).toMatch(/^https:\/\/news\.example\.com\//);

      // the code step: an empty code is refused before anything is sent
      const code = main.getByRole('textbox', { name: t('accounts.code.label') });
      await expect(code).toBeFocused();
      await main.getByRole('button', { name: t('accounts.code.submit') }).click();
      await expect(main.getByRole('alert').filter({ hasText: t('accounts.validation.code_warning') })).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('accounts.validation.code_warning'))));

      // one-time-code autofill and a numeric keyboard on phones
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await code.fill(await codeSentTo(request, user.email));
      // the code e-mail is written in the visitor's language
      const mail = await request.get('/dev/outbox', { params: { to: user.email }, headers: outboxHeaders });
      const [message] = ((await mail.json()) as { data: { body: string }[] }).data;
      expect(message?.body).toMatch(/رمز التحقق الخاص بك هو \d{6}/);

      // 'Sending' on the button while the code is checked (the answer is held until the label has been seen)
      let releaseVerify: () => void = () => undefined;
      const verifyHeld = new Promise<void>((resolve) => (releaseVerify = resolve));
      await page.route('**/api', async (route) => {
        if (/action=verifyLoginOTP/.test(route.request().postData() ?? '')) await verifyHeld;
        await route.continue();
      });
      const verifyRequest = page.waitForRequest(
        (r) => r.url().endsWith('/api') && /action=verifyLoginOTP/.test(r.postData() ?? ''),
      );
      await code.press('Enter');
      // spec part 1 §7 verifyLoginOTP register: name, email, mobile, otp
      const verified = new URLSearchParams((await verifyRequest).postData() ?? '');
      expect(Object.fromEntries(verified)).toMatchObject({ name: fullName(user), email: user.email, mobile: user.mobile });
      expect(verified.get('otp')).toMatch(/^\d{6}$/);
      expect(verified.has('type')).toBe(false);
      await expect(main.getByRole('button', { name: t('accounts.code.sending') })).toHaveAttribute('aria-busy', 'true');
      releaseVerify();
      await expect(main.getByRole('status').filter({ hasText: t('accounts.messages.register_success') })).toBeVisible();
      await page.unroute('**/api');
      await expect(header.getByRole('link', { name: t('common.nav.my_account') })).toBeVisible();
      await expect(header.getByRole('link', { name: t('common.nav.sign_in'), exact: true })).toHaveCount(0);
      const jwt = await cookieLifetime(page, 'jwt');
      expect(jwt?.seconds).toBeGreaterThan(30 * day - 120);
      expect(jwt?.seconds).toBeLessThanOrEqual(30 * day);
      expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBe('success');
      // back to the last visited page after 2 seconds
      await expect(page).toHaveURL(/\/\?ref=partner42$/);

      // the account menu and the profile
      await header.getByRole('link', { name: t('common.nav.my_account') }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(main.getByText(fullName(user))).toBeVisible();
      // spec part 1 §2: the account menu's rows, Help among them, and logout
      const rows: [string, string][] = [
        ['accounts.settings.account_settings', '/edit-profile'],
        ['accounts.settings.bookings', '/order-history'],
        ['accounts.settings.payment_history', '/payment-history'],
        ['accounts.settings.postcard_orders', '/hos-postcards/order-history'],
        ['accounts.settings.store_orders', '/stores/gshar/orders'],
        ['accounts.settings.help', '/contactus'],
      ];
      for (const [label, href] of rows) {
        await expect(main.getByRole('link', { name: t(label), exact: true })).toHaveAttribute('href', href);
      }
      await expect(main.getByRole('button', { name: t('accounts.settings.logout') })).toBeVisible();
      await main.getByRole('link', { name: t('accounts.settings.account_settings') }).click();
      await expect(page).toHaveURL(/\/edit-profile$/);
      const email = main.getByRole('textbox', { name: t('accounts.fields.email') });
      await expect(email).toHaveValue(user.email);
      await expect(email).not.toBeEditable();
      await expect(main.getByRole('textbox', { name: t('accounts.fields.mobile') })).toHaveValue(user.mobile);
      // spec part 1 §7 editProfile takes one full name; a one-word name is a name
      const name = main.getByRole('textbox', { name: t('accounts.fields.name') });
      await expect(name).toHaveValue(fullName(user));
      await name.fill('Maryam');
      const editRequest = page.waitForRequest((r) => r.url().endsWith('/api') && /action=editProfile/.test(r.postData() ?? ''));
      await main.getByRole('button', { name: t('accounts.profile.submit') }).click();
      const edited = new URLSearchParams((await editRequest).postData() ?? '');
      expect(Object.fromEntries(edited)).toEqual({ action: 'editProfile', name: 'Maryam', mobile: user.mobile });
      await expect(main.getByRole('status').filter({ hasText: t('accounts.messages.profile_updated') })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      // sign out
      await header.getByRole('link', { name: t('common.nav.my_account') }).click();
      await main.getByRole('button', { name: t('accounts.settings.logout') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(header.getByRole('link', { name: t('common.nav.sign_in'), exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: t('common.nav.my_account') })).toHaveCount(0);
      expect(await cookieLifetime(page, 'jwt')).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();

      // a page that needs sign-in sends the visitor to /login and back
      await page.goto('/edit-profile');
      await expect(page).toHaveURL(/\/login\?redirect_url=%2Fedit-profile$/);
      await expect(main.getByText(t('errors.login_required'))).toBeVisible();
      await expect(main.getByRole('radio', { name: t('accounts.login.by_mobile') })).toBeChecked();
      await main.getByRole('textbox', { name: t('accounts.fields.mobile') }).fill(user.mobile);
      await main.getByRole('button', { name: t('accounts.login.submit') }).click();
      const loginCode = await codeSentTo(request, user.mobile);
      // pasted with a space, as people copy it out of a message
      const codeField = main.getByRole('textbox', { name: t('accounts.code.label') });
      await codeField.evaluate(
        (input, text) => {
          // the page's DataTransfer and ClipboardEvent (this file is type-checked without the DOM library)
          const view = globalThis as unknown as {
            DataTransfer: new () => { setData(format: string, data: string): void };
            ClipboardEvent: new (type: string, init: object) => Event;
          };
          const data = new view.DataTransfer();
          data.setData('text/plain', text);
          input.dispatchEvent(new view.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        },
        `${loginCode.slice(0, 3)} ${loginCode.slice(3)}`,
      );
      await expect(codeField).toHaveValue(loginCode);
      await main.getByRole('button', { name: t('accounts.code.submit') }).click();
      await expect(main.getByRole('status').filter({ hasText: t('accounts.messages.login_success') })).toBeVisible();
      await expect(page).toHaveURL(/\/edit-profile$/);
      await expect(main.getByRole('textbox', { name: t('accounts.fields.name') })).toHaveValue('Maryam');
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('on a phone, with an e-mail address that has an account', () => {
    // provoked on purpose: the 409 of the existing e-mail
    test.use({ allowConsoleErrors: [/status of 409/], viewport: { width: 390, height: 844 } });

    test('the registration form names each problem at its field, keeps +971 in the phone field, and says the e-mail already exists', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const existing = newUser(`exists-${language}`);
      await registerThroughApi(request, existing, language);
      const main = page.getByRole('main');

      await page.goto('/register');
      const firstName = main.getByRole('textbox', { name: t('accounts.fields.first_name') });
      const lastName = main.getByRole('textbox', { name: t('accounts.fields.last_name') });
      const email = main.getByRole('textbox', { name: t('accounts.fields.email') });
      const mobile = main.getByRole('textbox', { name: t('accounts.fields.mobile') });
      const submit = main.getByRole('button', { name: t('accounts.register.submit'), exact: true });

      // keyboard only: Tab from the first field to the button, Enter submits the empty form
      await firstName.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(main.getByRole('alert').filter({ hasText: t('accounts.validation.name_warning') })).toHaveCount(2);
      await expect(main.getByRole('alert').filter({ hasText: t('accounts.validation.email_warning') })).toBeVisible();
      await expect(main.getByRole('alert').filter({ hasText: t('accounts.validation.phone_warning') })).toBeVisible();
      await expect(firstName).toBeFocused();
      for (const field of [firstName, lastName, email, mobile]) await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('accounts.validation.email_warning'))));

      await firstName.fill(existing.firstName);
      await lastName.fill(existing.lastName);
      await email.fill('not-an-address');
      await mobile.fill('+971 12');
      await submit.click();
      await expect(main.getByRole('alert').filter({ hasText: t('accounts.validation.email_valid_warning') })).toBeVisible();
      await expect(main.getByRole('alert').filter({ hasText: t('accounts.validation.phone_valid_warning') })).toBeVisible();
      await expect(email).toBeFocused();

      // spec part 1 §5: clearing the phone below 4 characters puts +971 back
      await mobile.fill('+971');
      await mobile.press('End');
      await mobile.press('Backspace');
      await expect(mobile).toHaveValue('+971');
      await mobile.fill('');
      await expect(mobile).toHaveValue('+971');

      await email.fill(existing.email);
      await mobile.fill(newUser('other').mobile);
      await submit.click();
      const exists = main.getByRole('alert').filter({ hasText: t('errors.account_exists') });
      await expect(exists).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await expect(main.getByRole('textbox', { name: t('accounts.code.label') })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('accounts in English', () => {
  const language = 'en' as const;
  const t = textsOf(language);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test.describe('with a session the server has revoked', () => {
    // provoked on purpose: the revoked token's 401, the resend cooldown's 429 and the wrong code's 400
    // (one RegExp: Playwright reads an option array whose second element is an object as [value, options])
    test.use({ allowConsoleErrors: [/status of (400|401|403|429)/] });

    test('the visitor is sent to sign in, a wrong code shows the server message, and e-mail sign-in returns to the page after the resend cooldown', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const user = newUser(`revoked-${language}`);
      const token = await registerThroughApi(request, user, language);
      const registrationMessage = await newestMessageId(request, user.email);
      const header = page.getByRole('banner');
      const main = page.getByRole('main');

      await page.goto('/');
      await page.context().addCookies([{ name: 'jwt', value: token, url: test.info().project.use.baseURL! }]);
      await page.evaluate(() => localStorage.setItem('loggedIn', 'success'));
      await page.reload();
      await expect(header.getByRole('link', { name: t('common.nav.my_account') })).toBeVisible();
      const revoked = await request.post('/api', { form: { action: 'logout' }, headers: { authorization: `Bearer ${token}` } });
      expect(revoked.ok()).toBe(true);

      await header.getByRole('link', { name: t('common.nav.my_account') }).click();
      await expect(page).toHaveURL(/\/login\?redirect_url=%2Fsettings$/);
      await expect(main.getByText(t('errors.login_required'))).toBeVisible();
      await expect(header.getByRole('link', { name: t('common.nav.sign_in'), exact: true })).toBeVisible();
      expect(await cookieLifetime(page, 'jwt')).toBeNull();

      await main.getByRole('radio', { name: t('accounts.login.by_email') }).check();
      await main.getByRole('textbox', { name: t('accounts.fields.email') }).fill(user.email);
      // the cooldown starts right before the click, not at registration, so a slow machine cannot let it
      // run out first: once the registration's cooldown is over, another code is asked for directly
      await expect
        .poll(async () => (await request.post('/api', { form: { action: 'sendOtp', email: user.email, language } })).status(), {
          message: 'a code request once the registration cooldown is over',
        })
        .toBe(200);
      const directMessage = await newestMessageId(request, user.email);
      expect(directMessage).toBeGreaterThan(registrationMessage);
      const send = main
        .getByRole('button', { name: t('accounts.login.submit') })
        .or(main.getByRole('button', { name: fixedPart(t('accounts.send_again_in')) }));
      await send.click();
      await expect(main.getByRole('alert').filter({ hasText: t('errors.resend_too_soon') })).toBeAttached();
      await expect(send).toHaveText(new RegExp(`^${escapeRegExp(fixedPart(t('accounts.send_again_in')))} \\d:\\d\\d$`));
      await expect(send).toHaveAttribute('aria-disabled', 'true');
      // the countdown ends when the server's Retry-After does
      await expect(send).toHaveText(t('accounts.login.submit'), { timeout: 15_000 });
      await send.click();

      const loginCode = await codeSentTo(request, user.email, directMessage);
      const code = main.getByRole('textbox', { name: t('accounts.code.label') });
      await code.fill(wrongCode(loginCode));
      await main.getByRole('button', { name: t('accounts.code.submit') }).click();
      // spec part 1 §4: the server's message in a red alert for 2 to 3 seconds, in the reader's language
      const flash = main.locator('.flash-alert');
      await expect(flash).toHaveText(t('errors.invalid_code'));
      await expect(flash).toHaveCSS('background-color', 'rgb(179, 38, 30)');
      await expect(main.getByRole('alert').filter({ hasText: t('errors.invalid_code') })).toBeAttached();
      await expect(flash).toBeHidden({ timeout: 4_000 });
      await expect(main.getByRole('alert').filter({ hasText: t('errors.invalid_code') })).toBeAttached();

      await code.fill(loginCode);
      await main.getByRole('button', { name: t('accounts.code.submit') }).click();
      await expect(main.getByRole('status').filter({ hasText: t('accounts.messages.login_success') })).toBeVisible();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(main.getByText(fullName(user))).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
});
