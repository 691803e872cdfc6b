import type { APIRequestContext, Page } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { expectAccessible } from './axe.ts';
import { shoot, uniqueSuffix } from './console-support.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * OCTO resellers in the console (decision 061): an admin creates a reseller, reads its API key once and finds it
 * in the list (English, desktop); on a 390 px phone in Arabic, a new key replaces the old one and the reseller is
 * revoked, each asked first. The rules behind each step (audit rows, the key in no answer, who may) are the
 * server's (apps/server/src/modules/octo/resellers-console.test.ts).
 */

function resellerTexts(language: Language) {
  const t = textsOf(language);
  const filled = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), t(key));
  return {
    title: t('console-resellers.title'),
    nav: t('console.nav.resellers'),
    navLabel: t('console.shell.nav_label'),
    newReseller: t('console-resellers.new'),
    name: t('console-resellers.form.name'),
    email: t('console-resellers.form.contact_email'),
    commission: t('console-resellers.form.commission_percent'),
    create: t('console-resellers.form.create'),
    created: (name: string) => filled('console-resellers.form.created', { name }),
    keyHeading: t('console-resellers.key.heading'),
    keyLabel: t('console-resellers.key.label'),
    warning: t('console-resellers.key.warning'),
    copy: t('console-resellers.key.copy'),
    done: t('console-resellers.key.done'),
    open: (name: string) => filled('console-resellers.card.edit_named', { name }),
    live: t('console-resellers.status.live'),
    revoked: t('console-resellers.status.revoked'),
    rotate: t('console-resellers.rotate.button'),
    rotateTitle: (name: string) => filled('console-resellers.rotate.title', { name }),
    rotateConfirm: t('console-resellers.rotate.confirm'),
    revoke: t('console-resellers.revoke.button'),
    revokeTitle: (name: string) => filled('console-resellers.revoke.title', { name }),
    revokeConfirm: t('console-resellers.revoke.confirm'),
    problem: (key: string) => t(`console-resellers.problems.${key}`),
  };
}

/** What GET /octo/products answers a key: 200 while it is live, 400 FORBIDDEN once replaced or revoked. */
async function productsStatus(request: APIRequestContext, key: string) {
  return (await request.get('/octo/products', { headers: { authorization: `Bearer ${key}` } })).status();
}

/** Creates a reseller through the form and answers the key the page shows once. */
async function createThroughForm(page: Page, language: Language, name: string) {
  const text = resellerTexts(language);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: text.newReseller }).click();
  // an empty name is named at its field before anything is sent
  await main.getByRole('textbox', { name: text.commission }).fill('95');
  await main.getByRole('button', { name: text.create }).click();
  await expect(main.getByText(text.problem('name_required'))).toBeVisible();
  await expect(main.getByText(text.problem('commission_range'))).toBeVisible();
  await main.getByRole('textbox', { name: text.name }).fill(name);
  await main.getByRole('textbox', { name: text.email }).fill('desk@e2e.example.com');
  await main.getByRole('textbox', { name: text.commission }).fill('12');
  await main.getByRole('button', { name: text.create }).click();
  await expect(page.getByText(text.created(name))).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/resellers\/\d+$/);
  const panel = main.getByRole('region', { name: text.keyHeading });
  await expect(panel.getByText(text.warning)).toBeVisible();
  const key = await panel.getByRole('textbox', { name: text.keyLabel }).inputValue();
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { key, panel };
}

test.describe('OCTO resellers in the console', () => {
  test('an admin creates a reseller, sees its key once and finds it in the list (en, desktop)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = resellerTexts(language);
    const main = page.getByRole('main');
    const name = `Desert Desk ${uniqueSuffix()}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice');
    await page.getByRole('navigation', { name: text.navLabel }).first().getByRole('link', { name: text.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    const { key, panel } = await createThroughForm(page, language, name);
    await expect(panel.getByRole('button', { name: text.copy })).toBeVisible();
    await shoot(page, 'resellers-key-en-1280');
    await expectAccessible(page);
    expect(await productsStatus(request, key)).toBe(200);

    // acknowledged, the key is gone from the page, and it does not come back on a reload
    await panel.getByRole('button', { name: text.done }).click();
    await expect(main.getByRole('region', { name: text.keyHeading })).toHaveCount(0);
    await page.reload();
    await expect(main.getByRole('textbox', { name: text.name })).toHaveValue(name);
    await expect(main.getByRole('region', { name: text.keyHeading })).toHaveCount(0);
    expect(await page.content()).not.toContain(key);

    await page.goto('/backoffice/resellers');
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.live)).toBeVisible();
    await expect(card.getByText('12%')).toBeVisible();
    await shoot(page, 'resellers-list-en-1280');
    expect(await page.content()).not.toContain(key);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone in Arabic, a new key replaces the old one at once and the reseller is revoked (ae, 390 px)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = resellerTexts(language);
    const main = page.getByRole('main');
    const name = `مكتب الصحراء ${uniqueSuffix()}`;
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/resellers');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const { key: first, panel } = await createThroughForm(page, language, name);
    await expectFitsAndAccessible(page);
    await shoot(page, 'resellers-key-ae-390');
    await panel.getByRole('button', { name: text.done }).click();

    await main.getByRole('button', { name: text.rotate }).click();
    const rotate = page.getByRole('dialog', { name: text.rotateTitle(name) });
    await expect(rotate).toBeVisible();
    await expectFitsAndAccessible(page);
    await rotate.getByRole('button', { name: text.rotateConfirm }).click();
    const second = await main
      .getByRole('region', { name: text.keyHeading })
      .getByRole('textbox', { name: text.keyLabel })
      .inputValue();
    expect(second).not.toBe(first);
    expect(await productsStatus(request, first)).toBe(400);
    expect(await productsStatus(request, second)).toBe(200);
    await main.getByRole('region', { name: text.keyHeading }).getByRole('button', { name: text.done }).click();

    await main.getByRole('button', { name: text.revoke }).click();
    const revoke = page.getByRole('dialog', { name: text.revokeTitle(name) });
    await revoke.getByRole('button', { name: text.revokeConfirm }).click();
    await expect(main.getByText(text.revoked).first()).toBeVisible();
    await expect(main.getByRole('button', { name: text.rotate })).toHaveCount(0);
    expect(await productsStatus(request, second)).toBe(400);
    await expectFitsAndAccessible(page);
    await shoot(page, 'resellers-revoked-ae-390');

    await page.goto('/backoffice/resellers');
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card.getByText(text.revoked)).toBeVisible();
    await expectFitsAndAccessible(page);
    await shoot(page, 'resellers-list-ae-390');
    expect(consoleErrors).toEqual([]);
  });
});
