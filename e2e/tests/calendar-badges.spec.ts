import type { Locator } from '@playwright/test';
import { escapeRegExp, textsOf, useLanguage } from './accounts-support.ts';
import { packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { openPeakDay } from './group-a-support.ts';

/**
 * Decision 039: the calendar tells before you choose (a sold-out day cannot be picked, a peak day shows
 * its price) and the badges and facts are up front on a card and the package page, in Arabic. The calendar
 * with a peak day picked is read by axe and measured at 390 px in both languages by booking.spec.ts's page-level
 * test. The seed's desert safari is sold out four days from now and peak-priced on Saturdays.
 */
const packageSlug = 'mleiha-desert-safari';
const soldOutDay = dubaiDatePlus(4);

/** Shows the month of `date` with the next-month button and answers its day. */
async function dayOf(booking: Locator, date: string, nextMonth: string): Promise<Locator> {
  const day = booking.locator(`.calendar__day[data-date="${date}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await booking.getByRole('button', { name: nextMonth }).click();
  await expect(day).toBeVisible();
  return day;
}

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

const language = 'ae';
const t = textsOf(language);

test('the calendar shows prices, peak and sold-out days before the choice, and the facts are up front (ae)', async ({
  page,
  request,
}) => {
  test.slow();
  const packageId = await packageIdOf(request, packageSlug);
  const peak = await openPeakDay(request, packageId);
  await useLanguage(page, language);

  // a card: the rating with its count and the badges
  await page.goto('/d/mleiha-archaeological-centre');
  const card = page.locator('.package-card').filter({ has: page.locator(`a[href="/p/${packageSlug}"]`) });
  await expect(card.getByText(t('calendar.free_cancellation'), { exact: true })).toBeVisible();
  await expect(card.getByText(t('calendar.instant_confirmation'), { exact: true })).toBeVisible();
  await expect(card.getByText(t('calendar.mobile_ticket'), { exact: true })).toBeVisible();
  await atPhoneAndDesktop(page, `calendar-card-${language}`);

  // the package page: From, the facts and the booking flow's date step
  await page.goto(`/p/${packageSlug}`);
  const main = page.getByRole('main');
  await expect(main.locator('.package-hero__from')).toContainText(t('calendar.from'));
  const facts = main.getByRole('region', { name: t('calendar.facts_label') });
  await expect(facts.getByText(t('calendar.meeting_point'))).toBeVisible();
  await expect(facts.getByText(t('calendar.included'))).toBeVisible();
  await expect(facts.getByText(t('calendar.mobile_ticket'), { exact: true })).toBeVisible();

  const booking = main.getByRole('region', { name: t('booking.flow.title') });
  await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
  await expect(booking.getByText(t('calendar.prices_in_aed'))).toBeVisible();

  // the sold-out day is shown, says why, and cannot be picked
  const soldOut = await dayOf(booking, soldOutDay, t('booking.flow.date.next_month'));
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await expect(soldOut).toHaveAccessibleName(new RegExp(escapeRegExp(t('calendar.sold_out'))));
  // a click on it (forced: Playwright itself will not click an aria-disabled button) picks nothing
  await soldOut.click({ force: true });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');

  // the peak day shows its price with the peak mark, and can be picked
  const peakDay = await dayOf(booking, peak.date, t('booking.flow.date.next_month'));
  await expect(peakDay).toHaveAttribute('data-peak', 'true');
  await expect(peakDay.locator('.calendar__price')).toHaveText(String(peak.adult_price));
  await expect(peakDay).toHaveAccessibleName(new RegExp(escapeRegExp(t('calendar.peak'))));
  await peakDay.click();
  await expect(peakDay).toHaveAttribute('aria-pressed', 'true');
});
