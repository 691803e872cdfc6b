import type { APIRequestContext } from '@playwright/test';
import { escapeRegExp, fixedPart, newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { reopenIn, signInFirst } from './group-a-support.ts';
import { outboxHeaders } from './operators.ts';

/**
 * Decision 036: a traveller books a package with a 24-hour policy, sees the policy, cancels the booking
 * from My Bookings, sees what comes back and the cancelled ticket, gets the e-mail, and the slot has its
 * tickets back. The journey runs in Arabic; the cancel dialog and the cancelled ticket are read by axe and
 * measured at 390 px in English too.
 */

/** A seeded package booked by date and time slot, with free cancellation up to 24 hours before (the seed's default). */
const packageSlug = 'butterfly-house-guided-tour';

type Slot = { id: number; time_slot: string; adult_tickets: number | '' };

async function slotsOn(request: APIRequestContext, packageId: number, date: string): Promise<Slot[]> {
  const answer = await request.post('/api', { form: { action: 'packageSlots', id: packageId, date } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Slot[] }).data;
}

/** The e-mails the outbox holds for `to` about one booking. */
async function mailsAbout(request: APIRequestContext, to: string, orderNumber: string) {
  const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { subject: string; body: string }[] };
  return data.filter((m) => m.body.includes(orderNumber) || m.subject.includes(orderNumber));
}

const language = 'ae';

test('a traveller cancels a booking from My Bookings and gets the refund, the e-mail and the tickets back (ae)', async ({
  page,
  request,
}) => {
  test.slow();
  const t = textsOf(language);
  const traveller = newUser(`cancel-${language}`);
  const token = await registerThroughApi(request, traveller, language);
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(40);
  const [slot] = (await slotsOn(request, packageId, date)).filter((s) => s.adult_tickets !== '');
  expect(slot, 'a slot with counted tickets').toBeDefined();
  const before = Number(slot!.adult_tickets);

  // the policy is on the package page before anyone books
  await signInFirst(page, token, language);
  await page.goto(`/p/${packageSlug}`);
  await expect(page.getByText(fixedPart(t('booking.cancellation.free'))).first()).toBeVisible();

  const { orderNumber } = await bookAndPay(request, token, {
    package_id: packageId,
    adult_qty: 2,
    date,
    time_slot_id: slot!.id,
  });
  // another booking, on a day of its own, whose cancel dialog is opened in English at the end
  const otherDate = dubaiDatePlus(41);
  const other = await bookAndPay(request, token, {
    package_id: packageId,
    adult_qty: 1,
    date: otherDate,
    time_slot_id: (await slotsOn(request, packageId, otherDate))[0]!.id,
  });
  expect((await slotsOn(request, packageId, date)).find((s) => s.id === slot!.id)!.adult_tickets).toBe(before - 2);

  await page.goto('/order-history');
  const card = page.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: t('booking.cancellation.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: t('booking.cancellation.dialog_title') });
  await expect(dialog.getByText(t('booking.cancellation.refund'))).toBeVisible();
  const confirm = dialog.getByRole('button', { name: fixedPart(t('booking.cancellation.confirm')) });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, `cancel-dialog-${language}`);
  await confirm.click();
  const done = page.getByText(t('booking.cancellation.done'));
  await expect(done).toBeVisible();
  // the toast sits under the sticky header, not over its buttons
  const headerBottom = await page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().bottom);
  await expect.poll(async () => (await done.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await expect(dialog).toBeHidden();
  await expect(card.getByText(t('booking.status.refunded'))).toBeVisible();
  await expect(card.getByRole('button', { name: t('booking.cancellation.cancel') })).toHaveCount(0);

  // the card no longer opens the ticket (only a confirmed one does) and says what came back; the ticket page is kept
  // by its address, for the cancellation e-mail's link, and says it is cancelled, with no QR code left to show
  await expect(card.getByRole('link')).toHaveCount(0);
  const refunded = escapeRegExp(t('booking.cancellation.refund_status.succeeded')).replace(escapeRegExp('{{amount}}'), '.+');
  await expect(card.getByText(new RegExp(refunded))).toBeVisible();
  await atPhoneAndDesktop(page, `my-bookings-${language}`);
  await page.goto(`/booking-details/${orderNumber}`);
  const ticket = page.getByRole('article');
  await expect(ticket.getByText(fixedPart(t('booking.cancellation.cancelled_note')))).toBeVisible();
  await expect(
    ticket.getByRole('term').filter({ hasText: new RegExp(`^${t('booking.cancellation.refund_row')}$`) }),
  ).toBeVisible();
  await expect(ticket.getByRole('definition').filter({ hasText: new RegExp(refunded) })).toBeVisible();
  await expect(ticket.getByRole('img', { name: fixedPart(t('booking.details.qr_label')) })).toHaveCount(0);
  await expectAccessible(page);
  await atPhoneAndDesktop(page, `cancelled-ticket-${language}`);

  // the e-mail, and the slot's tickets are back on sale
  await expect
    .poll(async () => (await mailsAbout(request, traveller.email, orderNumber)).map((m) => m.subject).join(' | '))
    .toContain('تم إلغاء حجزك');
  expect((await slotsOn(request, packageId, date)).find((s) => s.id === slot!.id)!.adult_tickets).toBe(before);

  // the same pages in English: the cancelled ticket, and the cancel dialog of the other booking, closed unused
  const en = textsOf('en');
  await reopenIn(page, 'en');
  await expect(ticket.getByText(fixedPart(en('booking.cancellation.cancelled_note')))).toBeVisible();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, 'cancelled-ticket-en');
  await page.goto('/order-history?lang=en');
  const otherCard = page.getByRole('listitem').filter({ hasText: other.orderNumber });
  await expect(otherCard).toBeVisible();
  await atPhoneAndDesktop(page, 'my-bookings-en');
  await otherCard.getByRole('button', { name: en('booking.cancellation.cancel') }).click();
  const englishDialog = page.getByRole('dialog', { name: en('booking.cancellation.dialog_title') });
  await expect(englishDialog.getByText(en('booking.cancellation.refund'))).toBeVisible();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, 'cancel-dialog-en');
  await page.keyboard.press('Escape');
  await expect(englishDialog).toBeHidden();
});
