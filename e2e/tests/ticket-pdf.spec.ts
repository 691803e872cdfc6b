import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { signInFirst } from './group-a-support.ts';

/**
 * Decision 037, the ticket PDF downloads: a traveller with a paid booking downloads the ticket as
 * a PDF from the ticket page and adds the visit to a calendar (.ics file, Google Calendar link), in English. The
 * ticket page in Arabic is read by axe at the end of booking.spec.ts's Arabic purchase and measured at 390 px by
 * phone-routes.spec.ts; the Arabic PDF and calendar file by apps/server/src/modules/booking/ticket.test.ts.
 */

/**
 * No serious or critical axe violation on the ticket (target sizes included). Scoped to the ticket rather than
 * expectAccessible's whole page: the closed "Cancel booking" dialog beside it keeps an aria-busy status until
 * opened (the cancellation component of decision 036), which expectAccessible reads as a page still loading.
 */
async function expectTicketAccessible(page: Page) {
  const found = await seriousViolations(page, '.ticket');
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** A seeded package booked by date and time slot. */
const packageSlug = 'butterfly-house-guided-tour';

test('a traveller downloads the ticket as a PDF and adds the visit to a calendar (en)', async ({ page, request }) => {
  test.slow();
  const language = 'en';
  const t = textsOf(language);
  const token = await registerThroughApi(request, newUser(`ticket-pdf-${language}`), language);
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(46);
  const slots = await request.post('/api', { form: { action: 'packageSlots', id: packageId, date } });
  const [slot] = ((await slots.json()) as { data: { id: number }[] }).data;
  expect(slot, 'a time slot on the date').toBeDefined();
  const { orderNumber } = await bookAndPay(request, token, {
    package_id: packageId,
    adult_qty: 1,
    date,
    time_slot_id: slot!.id,
  });

  await signInFirst(page, token, language);
  await page.goto(`/booking-details/${orderNumber}`);
  const pdfButton = page.getByRole('button', { name: t('tickets.download_pdf') });
  await expect(pdfButton).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await pdfButton.click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`ticket-${orderNumber}.pdf`);
  const pdfBytes = await fs.readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(10_000);

  const calendarButton = page.getByRole('button', { name: t('tickets.add_to_calendar') });
  const calendarDownload = page.waitForEvent('download');
  await calendarButton.click();
  const calendar = await calendarDownload;
  expect(calendar.suggestedFilename()).toBe(`ticket-${orderNumber}.ics`);
  const ics = await fs.readFile((await calendar.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T`);

  const google = page.getByRole('link', { name: new RegExp(t('tickets.google_calendar')) });
  await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
  await expect(google).toHaveAttribute('target', '_blank');

  await expectTicketAccessible(page);
  await atPhoneAndDesktop(page, `ticket-actions-${language}`);
});
