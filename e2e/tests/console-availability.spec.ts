import type { APIRequestContext, Page } from '@playwright/test';
import { fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act } from './store-support.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * A package's Availability and prices tab (decision 035): an admin adds a time slot of 5 adult tickets
 * and sets a peak price of AED 200 on one day; a visitor books two tickets there (through the API) and is
 * charged the peak price; the admin then tries to lower the slot to 1 ticket and is refused at the field with
 * the numbers (in English, on a demo package no other journey books). The rules behind each step are the
 * server's tests' (apps/server/src/modules/catalog/availability-console.test.ts). The calendar's keyboard (its arrows
 * mirrored right to left) and the slot form showing its problems beside a chosen day's prices are checked on a
 * phone in both languages, with axe; the tab itself is phone-routes.spec.ts's.
 */

/** A demo package per language (date and time steps), so the two journeys running side by side do not meet. */
const packageSlugs: Record<Language, string> = { en: 'butterfly-house-guided-tour', ae: 'majaz-fountain-show-seating' };

function availabilityTexts(language: Language) {
  const t = textsOf(language);
  const a = (key: string) => t(`console-availability.${key}`);
  return {
    title: (name: string) => a('title_named').replace('{{name}}', name),
    addSlot: a('slots.add'),
    time: a('slots.time'),
    adultTickets: a('slots.adult_tickets'),
    saveSlot: a('slots.save'),
    editSlot: (time: string) => a('slots.edit_named').replace('{{time}}', time),
    nextMonth: a('calendar.next_month'),
    adultPrice: a('prices.adult_price'),
    peak: a('prices.peak'),
    savePrices: a('prices.save'),
    pricesSaved: fixedPart(a('prices.saved_one')),
    timeRequired: a('problems.required'),
    refusal: (n: number, date: string) =>
      t('errors.capacity_below_taken').replaceAll('{{n}}', String(n)).replace('{{date}}', date),
  };
}

/** What a visitor's browser is answered for the package (the cacheable public read). */
async function visitorPackage(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api?action=packagesDetails&slug=${slug}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number; package_name: string; arabic_name: string } }).data;
}

/** The calendar's button of a day. */
const dayButton = (page: Page, date: string) => page.locator(`.availability-grid [data-date="${date}"]`);

/** Shows the month of `date` on the calendar, once its own answer has arrived. */
async function showMonthOf(page: Page, date: string, nextMonth: string) {
  const month = (day: string) => day.slice(0, 7);
  if (month(date) !== month(dubaiDatePlus(0))) await page.getByRole('main').getByRole('button', { name: nextMonth }).click();
  // the month's own answer has arrived: the grid is busy from the click until then
  await expect(page.locator('.availability-grid')).toHaveAttribute('aria-busy', 'false');
}

test.describe('availability and prices in the console, in English', () => {
  // Chromium reports in the console the refusal (409) the journey provokes
  test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of 409/] });

  test('an admin adds a slot of 5 tickets and a peak price of AED 200, a visitor books 2 at that price, and lowering the slot to 1 is refused with the numbers', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = availabilityTexts(language);
    const slug = packageSlugs[language];
    const pkg = await visitorPackage(request, slug);
    const time = `10:00 - 12:00 ${language}`;
    const day = dubaiDatePlus(12);
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto(`/backoffice/packages/${pkg.id}/availability`);
    await expect(page.getByRole('heading', { level: 1, name: text.title(pkg.package_name) })).toBeVisible();

    // a time slot of 5 adult tickets per date, children unlimited
    await main.getByRole('button', { name: text.addSlot }).click();
    await main.getByRole('textbox', { name: text.time, exact: true }).fill(time);
    await main.getByRole('textbox', { name: text.adultTickets, exact: true }).fill('5');
    await main.getByRole('button', { name: text.saveSlot }).click();
    await expect(main.getByRole('heading', { level: 3, name: time })).toBeVisible();

    // the day chosen on the calendar: a peak price of AED 200, the peak switch worked from the keyboard
    await showMonthOf(page, day, text.nextMonth);
    await dayButton(page, day).click();
    await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
    await main.getByRole('textbox', { name: text.adultPrice }).fill('200');
    const peak = main.getByRole('switch', { name: text.peak });
    await peak.focus();
    await page.keyboard.press('Space');
    await expect(peak).toBeChecked();
    await main.getByRole('button', { name: text.savePrices }).click();
    await expect(page.getByText(text.pricesSaved)).toBeVisible();
    await expect(dayButton(page, day)).toHaveAccessibleName(new RegExp(text.peak));

    // a visitor books 2 adults in the new slot on that day, and is charged the peak price
    const visitor = await registerThroughApi(request, newUser(`availability-${language}`), language);
    const slots = (await act(request, visitor, { action: 'packageSlots', id: String(pkg.id), date: day })) as {
      data: { id: number; time_slot: string }[];
    };
    const slot = slots.data.find((s) => s.time_slot === time)!;
    const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 2, date: day, time_slot_id: slot.id }] });
    expect(await act(request, visitor, { action: 'createPurchase', items })).toMatchObject({ success: 1, sub_total: 400 });

    // lowering the slot to 1 ticket is refused at the field, with the numbers; what was typed stays
    await page.reload();
    await main.getByRole('button', { name: text.editSlot(time) }).click();
    const tickets = main.getByRole('textbox', { name: text.adultTickets, exact: true });
    await tickets.fill('1');
    await main.getByRole('button', { name: text.saveSlot }).click();
    const shownDate = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    await expect(main.getByText(text.refusal(2, shownDate))).toBeVisible();
    await expect(tickets).toBeFocused();
    await expect(tickets).toHaveValue('1');
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

for (const language of ['en', 'ae'] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the calendar answers its arrows in reading order, and the slot form showing its problems beside a day's prices fits and passes axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const text = availabilityTexts(language);
    const pkg = await visitorPackage(request, packageSlugs[language]);
    const main = page.getByRole('main');
    // two days of one month, a few weeks ahead
    const ahead = [20, 21, 22].find((n) => dubaiDatePlus(n).slice(0, 7) === dubaiDatePlus(n + 1).slice(0, 7))!;
    const [day, next] = [dubaiDatePlus(ahead), dubaiDatePlus(ahead + 1)];
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto(`/backoffice/packages/${pkg.id}/availability`);
    const packageName = language === 'ae' ? pkg.arabic_name : pkg.package_name;
    await expect(page.getByRole('heading', { level: 1, name: text.title(packageName) })).toBeVisible();

    // a slot saved without its time is named at the field, which takes the keyboard
    await main.getByRole('button', { name: text.addSlot }).click();
    await main.getByRole('button', { name: text.saveSlot }).click();
    await expect(main.getByText(text.timeRequired)).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.time, exact: true })).toBeFocused();

    // the next day is the one the reading goes to: to the left in Arabic, to the right in English
    await showMonthOf(page, day, text.nextMonth);
    await dayButton(page, day).focus();
    await page.keyboard.press(language === 'ae' ? 'ArrowLeft' : 'ArrowRight');
    await expect(dayButton(page, next)).toBeFocused();
    await page.keyboard.press(language === 'ae' ? 'ArrowRight' : 'ArrowLeft');
    await expect(dayButton(page, day)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('textbox', { name: text.adultPrice })).toBeVisible();
    await expectFitsAndAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
