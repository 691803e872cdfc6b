import type { Page } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { expectAccessible } from './axe.ts';
import { shoot, uniqueSuffix } from './console-support.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * Gift cards in the console (decision 068): an admin issues a card and reads its code once, finds it by its last
 * four, changes its balance (a refusal shown at its field), blocks it and sees what is owed (English, desktop); on
 * a 390 px phone in Arabic the pages fit, the settings form shows the server's refusal at its field and a card is
 * unblocked after being asked. The rules behind each step (audit rows, who may) are the server's
 * (apps/server/src/modules/giftcards/giftcards-console.test.ts).
 */

function giftCardTexts(language: Language) {
  const t = textsOf(language);
  const filled = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), t(key));
  return {
    t,
    filled,
    title: t('console-gift-cards.title'),
    nav: t('console.nav.gift_cards'),
    navLabel: t('console.shell.nav_label'),
    issueLink: t('console-gift-cards.issue.link'),
    amount: t('console-gift-cards.issue.amount'),
    email: t('console-gift-cards.issue.recipient_email'),
    issue: t('console-gift-cards.issue.submit'),
    codeHeading: t('console-gift-cards.code.heading'),
    codeLabel: t('console-gift-cards.code.label'),
    copy: t('console-gift-cards.code.copy'),
    openCard: t('console-gift-cards.code.open'),
    search: t('console-gift-cards.search'),
    open: (last4: string) => filled('console-gift-cards.card.open_named', { last4 }),
    adjustAmount: t('console-gift-cards.adjust.amount'),
    adjustNote: t('console-gift-cards.adjust.note'),
    adjust: t('console-gift-cards.adjust.submit'),
    block: t('console-gift-cards.block.button'),
    blockTitle: (last4: string) => filled('console-gift-cards.block.title', { last4 }),
    blockConfirm: t('console-gift-cards.block.confirm'),
    unblock: t('console-gift-cards.unblock.button'),
    unblockTitle: (last4: string) => filled('console-gift-cards.unblock.title', { last4 }),
    unblockConfirm: t('console-gift-cards.unblock.confirm'),
    active: t('console-gift-cards.status.active'),
    blocked: t('console-gift-cards.status.blocked'),
    outstanding: t('console-gift-cards.liability.outstanding'),
    history: t('console-gift-cards.history.heading'),
    adjusted: t('console-gift-cards.history.kinds.adjust'),
    problem: (key: string) => t(`console-gift-cards.problems.${key}`),
  };
}

/** Issues a card through the form (a missing amount and address named first) and answers its code, shown once. */
async function issueThroughForm(page: Page, language: Language, email: string, amount: string) {
  const text = giftCardTexts(language);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: text.issueLink }).click();
  await main.getByRole('button', { name: text.issue }).click();
  await expect(main.getByText(text.problem('amount_positive'))).toBeVisible();
  await expect(main.getByText(text.problem('email_invalid'))).toBeVisible();
  await main.getByRole('textbox', { name: text.amount }).fill(amount);
  await main.getByRole('textbox', { name: text.email }).fill(email);
  await main.getByRole('button', { name: text.issue }).click();
  const panel = main.getByRole('region', { name: text.codeHeading });
  const code = await panel.getByRole('textbox', { name: text.codeLabel }).inputValue();
  expect(code.replace(/[\s-]/g, '').length).toBeGreaterThanOrEqual(8);
  return { code, last4: code.replace(/[\s-]/g, '').slice(-4).toUpperCase(), panel };
}

test.describe('gift cards in the console', () => {
  // each journey meets one refusal on purpose: the server's 400 shown at the refused field
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('an admin issues a card, finds it, changes its balance, blocks it and sees what is owed (en, desktop)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = giftCardTexts(language);
    const main = page.getByRole('main');
    const email = `gift-${uniqueSuffix()}@e2e.example.com`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice');
    await page.getByRole('navigation', { name: text.navLabel }).first().getByRole('link', { name: text.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(main.getByText(text.outstanding)).toBeVisible();
    const owedBefore = await main.getByTestId('gift-liability-outstanding').innerText();

    const { code, last4, panel } = await issueThroughForm(page, language, email, '120');
    await expect(panel.getByRole('button', { name: text.copy })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'gift-cards-code-en-1280');

    // found by its last four; the code itself is in no list
    await page.goto('/backoffice/gift-cards');
    await main.getByRole('searchbox', { name: text.search }).fill(last4);
    await main.getByRole('searchbox', { name: text.search }).press('Enter');
    const card = main.getByRole('listitem').filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(main.getByTestId('gift-liability-outstanding')).not.toHaveText(owedBefore);
    expect(await page.content()).not.toContain(code);
    await card.getByRole('link', { name: text.open(last4) }).click();
    await expect(main.getByTestId('gift-card-balance')).toHaveText(/AED\s120$/);

    // more than the balance is refused by the server, at the amount
    await main.getByRole('textbox', { name: text.adjustAmount }).fill('-500');
    await main.getByRole('textbox', { name: text.adjustNote }).fill('Too much');
    await main.getByRole('button', { name: text.adjust }).click();
    await expect(main.getByRole('textbox', { name: text.adjustAmount })).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('textbox', { name: text.adjustAmount }).fill('-20');
    await main.getByRole('textbox', { name: text.adjustNote }).fill('Goodwill correction');
    await main.getByRole('button', { name: text.adjust }).click();
    await expect(main.getByTestId('gift-card-balance')).toHaveText(/AED\s100$/);
    await expect(main.getByRole('heading', { name: text.history })).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'Goodwill correction' })).toContainText(text.adjusted);

    await main.getByRole('button', { name: text.block, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.blockTitle(last4) });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.blockConfirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByText(text.blocked, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'gift-cards-blocked-en-1280');

    // the console home shows what is owed, and leads to the page
    await page.goto('/backoffice');
    await expect(main.getByTestId('home-gift-card-owed')).toBeVisible();
    await main.getByRole('link', { name: text.t('console-home.money.gift_cards') }).click();
    await expect(page).toHaveURL(/\/backoffice\/gift-cards$/);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone in Arabic the pages fit, the settings show the server refusal and a card is unblocked (ae, 390 px)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = giftCardTexts(language);
    const main = page.getByRole('main');
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/gift-cards');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main.getByText(text.outstanding)).toBeVisible();
    await expectFitsAndAccessible(page);

    // an amount offered below the minimum passes the form and is refused by the server at its field
    await main.getByRole('link', { name: text.t('console-gift-cards.settings.link') }).click();
    const choices = main.getByRole('textbox', { name: text.t('console-gift-cards.settings.amount_choices') });
    await expect(choices).not.toHaveValue('');
    await choices.fill('10');
    await main.getByRole('textbox', { name: text.t('console-gift-cards.settings.min_amount') }).fill('50');
    await main.getByRole('button', { name: text.t('console-gift-cards.settings.save') }).click();
    await expect(main.getByText(text.t('console-gift-cards.refused.amount_choices'))).toBeVisible();
    await expect(choices).toHaveAttribute('aria-invalid', 'true');
    await expectFitsAndAccessible(page);
    await shoot(page, 'gift-cards-settings-ae-390');

    await page.goto('/backoffice/gift-cards');
    const { last4 } = await issueThroughForm(page, language, `gift-ae-${uniqueSuffix()}@e2e.example.com`, '٧٥');
    await expectFitsAndAccessible(page);
    await main.getByRole('link', { name: text.openCard }).click();
    await expect(main.getByText(text.active, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: text.block, exact: true }).click();
    await page
      .getByRole('dialog', { name: text.blockTitle(last4) })
      .getByRole('button', { name: text.blockConfirm })
      .click();
    await main.getByRole('button', { name: text.unblock, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.unblockTitle(last4) });
    await expectFitsAndAccessible(page);
    await dialog.getByRole('button', { name: text.unblockConfirm }).click();
    await expect(main.getByText(text.active, { exact: true })).toBeVisible();
    await expectFitsAndAccessible(page);
    await shoot(page, 'gift-cards-card-ae-390');
    expect(consoleErrors).toEqual([]);
  });
});
