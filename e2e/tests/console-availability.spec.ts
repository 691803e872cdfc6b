import type { APIRequestContext, Page } from '@playwright/test';
import { fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { arabicDigits, atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act, expectAccessible } from './store-support.ts';

/**
 * A package's Availability and prices tab (issue 15 Deliver 2): an admin adds a time slot of 5 adult tickets
 * and sets a peak price of AED 200 on one day; a visitor books two tickets there and is charged the peak
 * price; the admin then tries to lower the slot to 1 ticket and is refused with the numbers. Each language
 * works on a demo package no other journey books. Screenshots at 390 and 1280 px when SHOTS_DIR is set.
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

for (const language of ['en', 'ae'] as const) {
  test.describe(`availability and prices in the console, in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    // Chromium reports in the console the refusal (409) the journey provokes
    test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of 409/] });

    test('an admin adds a slot of 5 tickets and a peak price of AED 200, a visitor books 2 at that price, and lowering the slot to 1 is refused with the numbers', async ({
      page,
      request,
      consoleErrors,
    }) => {
      // two browsers' journeys, an API purchase and four full-page screenshots on a shared machine
      test.setTimeout(240_000);
      const text = availabilityTexts(language);
      const slug = packageSlugs[language];
      const pkg = await visitorPackage(request, slug);
      const time = `10:00 - 12:00 ${language}`;
      const day = dubaiDatePlus(12);
      const typed = (digits: string) => (language === 'ae' ? arabicDigits(digits) : digits);
      const main = page.getByRole('main');

      await signIn(page, await operatorToken(request, language), language);
      await page.goto(`/backoffice/packages/${pkg.id}/availability`);
      const packageName = language === 'ae' ? pkg.arabic_name : pkg.package_name;
      await expect(page.getByRole('heading', { level: 1, name: text.title(packageName) })).toBeVisible();
      await expect(main.locator('.availability-day--open').first()).toBeVisible();
      await expectAccessible(page);

      // a time slot of 5 adult tickets per date, children unlimited
      await main.getByRole('button', { name: text.addSlot }).click();
      await main.getByRole('textbox', { name: text.time, exact: true }).fill(time);
      await main.getByRole('textbox', { name: text.adultTickets, exact: true }).fill(typed('5'));
      await main.getByRole('button', { name: text.saveSlot }).click();
      await expect(main.getByRole('heading', { level: 3, name: time })).toBeVisible();

      // the day, chosen on the calendar with the keyboard: a peak price of AED 200
      const month = (date: string) => date.slice(0, 7);
      if (month(day) !== month(dubaiDatePlus(0))) await main.getByRole('button', { name: text.nextMonth }).click();
      // the month's own answer has arrived (until then the calendar shows the previous month's, and redraws)
      await page.waitForLoadState('networkidle');
      await dayButton(page, day).focus();
      await page.keyboard.press(language === 'ae' ? 'ArrowLeft' : 'ArrowRight');
      await expect(dayButton(page, dubaiDatePlus(13))).toBeFocused();
      await page.keyboard.press(language === 'ae' ? 'ArrowRight' : 'ArrowLeft');
      await expect(dayButton(page, day)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
      await main.getByRole('textbox', { name: text.adultPrice }).fill(typed('200'));
      const peak = main.getByRole('switch', { name: text.peak });
      await peak.focus();
      await page.keyboard.press('Space');
      await expect(peak).toBeChecked();
      await main.getByRole('button', { name: text.savePrices }).click();
      await expect(page.getByText(text.pricesSaved)).toBeVisible();
      await expect(dayButton(page, day)).toHaveAccessibleName(new RegExp(text.peak));
      await expectAccessible(page);
      await atPhoneAndDesktop(page, `availability-${language}`);

      // a visitor books 2 adults in the new slot on that day, and is charged the peak price
      const visitor = await registerThroughApi(request, newUser(`availability-${language}`), language);
      const slots = (await act(request, visitor, { action: 'packageSlots', id: String(pkg.id), date: day })) as {
        data: { id: number; time_slot: string }[];
      };
      const slot = slots.data.find((s) => s.time_slot === time)!;
      const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 2, date: day, time_slot_id: slot.id }] });
      const bought = await act(request, visitor, { action: 'createPurchase', items });
      expect(bought).toMatchObject({ success: 1, sub_total: 400 });

      // lowering the slot to 1 ticket is refused at the field, with the numbers
      await page.reload();
      await main.getByRole('button', { name: text.editSlot(time) }).click();
      const tickets = main.getByRole('textbox', { name: text.adultTickets, exact: true });
      await tickets.fill(typed('1'));
      await main.getByRole('button', { name: text.saveSlot }).click();
      const shownDate = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
      await expect(main.getByText(text.refusal(2, shownDate))).toBeVisible();
      await expect(tickets).toBeFocused();
      await expect(tickets).toHaveValue(typed('1'));
      await expectAccessible(page);
      await atPhoneAndDesktop(page, `availability-refused-${language}`);
      expect(consoleErrors).toEqual([]);
    });
  });
}
