import type { APIRequestContext } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { dubaiDatePlus, shoot, uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './axe.ts';

/**
 * The campaigns console (decision 035): an admin creates a raffle campaign with its prizes and FAQ,
 * changes its AED per entry, which the public raffleCampaign answer shows at once, and deletes it (in English);
 * and creates a scratch campaign, fills its prize pool, adds and withdraws stock (never below what was won)
 * and downloads its plays (in Arabic). On a tablet. The rules behind each step are the server's
 * (apps/server/src/modules/raffles/raffle-campaigns-console.test.ts, scratch/scratch-campaigns-console.test.ts); axe on these pages
 * and their fit on a phone are phone-routes.spec.ts's, on their forms' problems and dialogs console-pages.spec.ts's,
 * in both languages.
 */

function campaignTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), t(key));
  const key = (path: string) => `console-campaigns.${path}`;
  return {
    t: (path: string) => t(key(path)),
    named: (path: string, values: Record<string, string | number>) => named(key(path), values),
  };
}

/** What visitors get from the public raffleCampaign answer. */
async function publicCampaign(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api?action=raffleCampaign&campaign=${slug}`);
  return {
    status: res.status(),
    data: res.ok() ? ((await res.json()).data as { entry_amount: number; prizes: number[] }) : null,
  };
}

test.describe('the campaigns console', () => {
  // Chromium reports in the console the refusals (400, 409) the journeys provoke
  test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of (400|409)/] });

  test('an admin creates a raffle campaign, changes its entry amount for visitors at once, and deletes it (en)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const language = 'en';
    const { t, named } = campaignTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `E2E Spend ${unique}`;
    const arabicName = `أنفق ${unique}`;
    // an English reader sees a campaign by its English name
    const shownName = name;
    const slug = `e2e-spend-${unique}`;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/raffle-campaigns');
    await expect(page.getByRole('heading', { level: 1, name: t('raffle.title') })).toBeVisible();
    await expect(main.locator('.campaign-card').first()).toBeVisible();

    // an empty form names the missing fields and takes the keyboard to the first
    await main.getByRole('link', { name: t('raffle.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('raffle.new_title') })).toBeVisible();
    await main.getByRole('button', { name: t('save') }).click();
    await expect(main.getByText(t('problems.required')).first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: t('fields.name') })).toBeFocused();

    await main.getByRole('textbox', { name: t('fields.name') }).fill(name);
    await main.getByRole('textbox', { name: t('fields.arabic_name') }).fill(arabicName);
    await main.getByRole('textbox', { name: t('fields.slug') }).fill(slug);
    await main.getByLabel(t('fields.starts_on')).fill(dubaiDatePlus(1000));
    await main.getByLabel(t('fields.ends_on')).fill(dubaiDatePlus(1058));
    // a draw before the last day is named at its field
    await main.getByLabel(t('fields.draw_on')).fill(dubaiDatePlus(1031));
    await main.getByRole('textbox', { name: t('fields.entry_amount') }).fill('40');
    await main.getByRole('textbox', { name: named('raffle.prize_rank', { rank: 1 }) }).fill('10000');
    await main.getByRole('button', { name: t('raffle.prize_add') }).click();
    await main.getByRole('textbox', { name: named('raffle.prize_rank', { rank: 2 }) }).fill('2500.50');
    await main.getByRole('button', { name: t('raffle.faq_add') }).click();
    await main.getByRole('textbox', { name: t('raffle.question_en') }).fill('Who can enter?');
    await main.getByRole('textbox', { name: t('raffle.question_ae') }).fill('من يمكنه المشاركة؟');
    await main.getByRole('textbox', { name: t('raffle.answer_en') }).fill('Everyone who shops in Sharjah.');
    await main.getByRole('textbox', { name: t('raffle.answer_ae') }).fill('كل من يتسوّق في الشارقة.');
    // the switch's track lies over its checkbox: the click reaches the checkbox through its label
    await main.getByRole('switch', { name: t('fields.enable') }).check({ force: true });
    await expect(main.getByRole('switch', { name: t('fields.enable') })).toBeChecked();
    await main.getByRole('button', { name: t('save') }).click();
    await expect(main.getByText(t('problems.draw_before_end'))).toBeVisible();
    await expect(main.getByLabel(t('fields.draw_on'))).toBeFocused();
    await expect(main.getByRole('textbox', { name: t('raffle.answer_ae') })).toHaveValue('كل من يتسوّق في الشارقة.');

    await main.getByLabel(t('fields.draw_on')).fill(dubaiDatePlus(1063));
    await main.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(named('created', { name: shownName }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: named('raffle.edit_title', { name: shownName }) })).toBeVisible();
    expect((await publicCampaign(request, slug)).data).toMatchObject({ entry_amount: 40, prizes: [10000, 2500.5] });
    await shoot(page, `raffle-edit-820-${language}`);

    // a new entry amount reaches the cached public answer at once
    await main.getByRole('textbox', { name: t('fields.entry_amount') }).fill('60');
    await main.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(named('saved', { name: shownName }))).toBeVisible();
    await expect.poll(async () => (await publicCampaign(request, slug)).data?.entry_amount).toBe(60);

    // nobody entered: it can be deleted
    await main.getByRole('button', { name: t('delete') }).click();
    const confirm = page.getByRole('dialog', { name: named('delete_title', { name: shownName }) });
    await confirm.getByRole('button', { name: t('delete') }).click();
    await expect(page.getByText(named('deleted', { name: shownName }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t('raffle.title') })).toBeVisible();
    expect((await publicCampaign(request, slug)).status).toBe(404);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin fills a scratch campaign’s prize pool, adds and withdraws stock, and downloads its plays (ae)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const language = 'ae';
    const { t, named } = campaignTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `E2E Scratch ${unique}`;
    const arabicName = `اخدش ${unique}`;
    // an Arabic reader sees the campaign and its prize by their Arabic names
    const shownName = arabicName;
    const prizeName = `Tea for two ${unique}`;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/scratch-campaigns');
    await expect(page.getByRole('heading', { level: 1, name: t('scratch.title') })).toBeVisible();
    await expect(main.locator('.campaign-card').first()).toBeVisible();

    await main.getByRole('link', { name: t('scratch.new') }).click();
    await main.getByRole('textbox', { name: t('fields.name') }).fill(name);
    await main.getByRole('textbox', { name: t('fields.arabic_name') }).fill(arabicName);
    await main.getByRole('textbox', { name: t('fields.slug') }).fill(`e2e-scratch-${unique}`);
    await main.getByLabel(t('fields.starts_at')).fill(`${dubaiDatePlus(1000)}T09:00`);
    await main.getByLabel(t('fields.ends_at')).fill(`${dubaiDatePlus(999)}T09:00`);
    await main.getByRole('button', { name: t('save') }).click();
    await expect(main.getByText(t('problems.ends_before_start'))).toBeVisible();
    await main.getByLabel(t('fields.ends_at')).fill(`${dubaiDatePlus(1031)}T09:00`);
    await main.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(named('created', { name: shownName }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: named('scratch.edit_title', { name: shownName }) })).toBeVisible();
    await expect(main.getByText(t('scratch.pool_empty'))).toBeVisible();
    await expectAccessible(page);
    await expect(main.getByText(t('report.no_plays'))).toBeVisible();

    // a prize with three codes made by the server
    await main.getByRole('button', { name: t('scratch.prize_add') }).click();
    const prizeDialog = page.getByRole('dialog', { name: t('scratch.prize_new_title') });
    await prizeDialog.getByRole('button', { name: t('scratch.prize_save') }).click();
    await expect(prizeDialog.getByText(t('problems.codes_required'))).toBeVisible();
    await prizeDialog.getByRole('textbox', { name: t('fields.name') }).fill(prizeName);
    await prizeDialog.getByRole('textbox', { name: t('fields.arabic_name') }).fill('شاي لشخصين');
    await prizeDialog.getByRole('textbox', { name: t('scratch.value') }).fill('35');
    await prizeDialog.getByRole('textbox', { name: t('scratch.generate') }).fill('3');
    await prizeDialog.getByRole('button', { name: t('scratch.prize_save') }).click();
    await expect(prizeDialog).toBeHidden();
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: prizeName }) });
    await expect(card.getByRole('definition').nth(1)).toHaveText('3');

    // two listed codes more
    await card.getByRole('button', { name: named('scratch.add_named', { name: 'شاي لشخصين' }) }).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByRole('textbox', { name: t('scratch.codes'), exact: true }).fill(`tea-${unique}-1\ntea-${unique}-2`);
    await addDialog.getByRole('button', { name: t('scratch.add_confirm') }).click();
    await expect(addDialog).toBeHidden();
    await expect(card.getByRole('definition').nth(1)).toHaveText('5');

    // more than are open cannot be withdrawn; two can
    const withdrawName = named('scratch.withdraw_named', { name: 'شاي لشخصين' });
    await card.getByRole('button', { name: withdrawName }).click();
    const withdrawDialog = page.getByRole('dialog');
    await withdrawDialog.getByRole('textbox', { name: t('scratch.withdraw_count') }).fill('6');
    await withdrawDialog.getByRole('button', { name: t('scratch.withdraw_confirm') }).click();
    await expect(withdrawDialog.getByText(named('scratch.below_won', { won: 0, open: 5 }))).toBeVisible();
    await withdrawDialog.getByRole('textbox', { name: t('scratch.withdraw_count') }).fill('2');
    await withdrawDialog.getByRole('button', { name: t('scratch.withdraw_confirm') }).click();
    await expect(withdrawDialog).toBeHidden();
    await expect(card.getByRole('definition').nth(1)).toHaveText('3');

    // the plays, as a CSV file
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: t('report.download') }).click();
    expect((await download).suggestedFilename()).toBe(`scratch-plays-e2e-scratch-${unique}.csv`);
    await shoot(page, `scratch-edit-820-${language}`);

    // nobody played: it goes with its pool
    await main.getByRole('button', { name: t('delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('delete') })
      .click();
    await expect(page.getByText(named('deleted', { name: shownName }))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
