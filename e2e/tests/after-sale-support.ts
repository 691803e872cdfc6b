import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { act } from './store-support.ts';

/** The id of a package by its slug, as its public details answer it. */
export async function packageIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const details = await request.get('/api', { params: { action: 'packagesDetails', slug } });
  expect(details.ok(), await details.text()).toBe(true);
  return Number(((await details.json()) as { data: { id: number } }).data.id);
}

/**
 * Books `item` (createPurchase's package item: package_id, adult_qty, date, time_slot_id…) for the user of
 * `token` and pays it on the sandbox's payment page; answers the purchase's and the booking's numbers.
 */
export async function bookAndPay(
  request: APIRequestContext,
  token: string,
  item: Record<string, string | number>,
): Promise<{ purchaseNumber: string; orderNumber: string }> {
  const created = await act(request, token, { action: 'createPurchase', items: JSON.stringify({ packages: [item] }) });
  const purchaseNumber = String(created.purchase_number);
  const started = await act(request, token, { action: 'initiatePayment', purchase_number: purchaseNumber });
  const paid = await request.post(new URL(String(started.payment_link)).pathname, {
    form: { outcome: 'succeeded' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const state = await act(request, token, { action: 'purchaseStatus', purchase_number: purchaseNumber });
  const data = (state.data ?? state) as { status: number; bookings: { order_number: string }[] };
  expect(data.status).toBe(1);
  return { purchaseNumber, orderNumber: data.bookings[0]!.order_number };
}
