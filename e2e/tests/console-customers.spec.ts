import fs from 'node:fs';
import { escapeRegExp, fixedPart, fullName, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';

/**
 * Customers for support staff (decision 036): a traveller with a paid booking is found by e-mail; an
 * admin opens them, sees the booking, exports their data as a file, ends their sessions (their token stops
 * working) and erases the account, which then shows as erased with its booking kept (in English). The rules
 * (what the export holds, who is signed out, what the erasure keeps and refuses) are the server's tests'
 * (apps/server/src/modules/accounts/customers-console.test.ts). Besides phone-routes.spec.ts's look at each page as it
 * opens, the search's results, a customer's page, its two dialogs (the erasure showing its refusal) and an erased
 * account are checked with axe and for fit on a phone here, in both languages.
 */

/** A seeded package booked by date only, open from the seed's day on (apps/server/src/db/seed/experiences.ts). */
const packageSlug = 'al-noor-island-entry';

function customerTexts(language: Language) {
  const t = textsOf(language);
  const k = (key: string) => t(`console-customers.${key}`);
  return {
    title: k('list.title'),
    search: k('list.search'),
    searchButton: t('console.search.open'),
    bookings: k('sections.customer-bookings'),
    endSessions: k('sessions.open'),
    endSessionsConfirm: k('sessions.confirm'),
    exportData: k('export.open'),
    erase: k('erase.open'),
    eraseTitle: k('erase.title'),
    confirmLabel: k('erase.confirm_label'),
    eraseConfirm: k('erase.confirm'),
    mismatch: k('erase.mismatch'),
    erased: k('erased'),
    erasedOn: fixedPart(k('detail.erased_on')),
  };
}

// the wrong confirmation is refused by the server with 400, which the browser logs
test.use({ allowConsoleErrors: [/status of 400/] });

test('an admin finds a traveller by e-mail, exports their data, ends their sessions and erases the account (en)', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const language = 'en';
  const texts = customerTexts(language);
  const person = newUser(`customer-${language}`);
  const traveller = await registerThroughApi(request, person, language);
  const { orderNumber } = await bookAndPay(request, traveller, {
    package_id: await packageIdOf(request, packageSlug),
    adult_qty: 1,
    date: dubaiDatePlus(3),
  });

  await signIn(page, await operatorToken(request, language), language);
  await page.goto('/backoffice/customers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await main.getByLabel(texts.search).fill(person.email);
  await main.getByRole('button', { name: texts.searchButton, exact: true }).click();
  const card = main.getByRole('listitem').filter({ hasText: person.email });
  await expect(card).toHaveCount(1);

  await card.getByRole('link', { name: fullName(person) }).click();
  await expect(main.getByRole('heading', { level: 1, name: fullName(person) })).toBeVisible();
  const customerId = /\/backoffice\/customers\/(\d+)$/.exec(page.url())?.[1];
  expect(customerId).toBeTruthy();
  const bookings = main.getByRole('region', { name: new RegExp(escapeRegExp(texts.bookings)) });
  await expect(bookings.getByText(orderNumber, { exact: true })).toBeVisible();

  // their data, saved as a file
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: texts.exportData }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`customer-${customerId}.json`);
  const exported = JSON.parse(fs.readFileSync(await saved.path(), 'utf8')) as { profile: { email: string } };
  expect(exported.profile.email).toBe(person.email);

  // their sessions end: the traveller's token is refused at once
  const profileStatus = async () =>
    (
      await request.post('/api', { form: { action: 'getProfileDetails' }, headers: { authorization: `Bearer ${traveller}` } })
    ).status();
  await main.getByRole('button', { name: texts.endSessions }).click();
  const sessionsDialog = page.getByRole('dialog');
  await sessionsDialog.getByRole('button', { name: texts.endSessionsConfirm }).click();
  await expect(sessionsDialog).toBeHidden();
  expect(await profileStatus()).toBe(401);
  await expect(main.getByRole('button', { name: texts.endSessions })).toBeDisabled();

  // the erasure asks for their e-mail or mobile again; a wrong one is refused at the field
  await main.getByRole('button', { name: texts.erase }).click();
  const eraseDialog = page.getByRole('dialog', { name: texts.eraseTitle });
  await eraseDialog.getByLabel(texts.confirmLabel).fill(`not-${person.email}`);
  await eraseDialog.getByRole('button', { name: texts.eraseConfirm }).click();
  await expect(eraseDialog.getByText(texts.mismatch)).toBeVisible();
  await eraseDialog.getByLabel(texts.confirmLabel).fill(person.email);
  await eraseDialog.getByRole('button', { name: texts.eraseConfirm }).click();
  await expect(eraseDialog).toBeHidden();

  // shown as erased, the booking kept, the e-mail gone from the page
  await expect(main.getByRole('status').filter({ hasText: texts.erasedOn })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toContainText(texts.erased);
  await expect(bookings.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(main.getByText(person.email)).toHaveCount(0);
  await expect(main.getByRole('button', { name: texts.erase })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const language of ['en', 'ae'] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the search's results, a customer's page, its dialogs and the erased account fit and pass axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const texts = customerTexts(language);
    const person = newUser(`customer-pages-${language}`);
    await registerThroughApi(request, person, language);
    const main = page.getByRole('main');
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);

    await page.goto(`/backoffice/customers?q=${encodeURIComponent(person.email)}`);
    const card = main.getByRole('listitem').filter({ hasText: person.email });
    await expect(card).toHaveCount(1);
    await expectFitsAndAccessible(page);

    await card.getByRole('link', { name: fullName(person) }).click();
    await expect(main.getByRole('heading', { level: 1, name: fullName(person) })).toBeVisible();
    await expectFitsAndAccessible(page);
    await main.getByRole('button', { name: texts.endSessions }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: texts.endSessionsConfirm })).toBeVisible();
    await expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await main.getByRole('button', { name: texts.erase }).click();
    const eraseDialog = page.getByRole('dialog', { name: texts.eraseTitle });
    await eraseDialog.getByLabel(texts.confirmLabel).fill(`not-${person.email}`);
    await eraseDialog.getByRole('button', { name: texts.eraseConfirm }).click();
    await expect(eraseDialog.getByText(texts.mismatch)).toBeVisible();
    await expectFitsAndAccessible(page);
    await eraseDialog.getByLabel(texts.confirmLabel).fill(person.email);
    await eraseDialog.getByRole('button', { name: texts.eraseConfirm }).click();
    await expect(main.getByRole('status').filter({ hasText: texts.erasedOn })).toBeVisible();
    // erased: its heading and the status that says when
    await expectFitsAndAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
