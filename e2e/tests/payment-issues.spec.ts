import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { e2eSandboxSecret } from './operators.ts';
import { signInFirst } from './group-a-support.ts';
import { operatorToken } from './sessions.ts';

/** An action with the buyer's bearer token, answering its JSON. */
async function act(request: APIRequestContext, token: string, form: Record<string, string>) {
  const response = await request.post('/api', { form, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A WELCOME10 booking of one Mleiha entry, with its sandbox payment page opened. */
async function bookWithWelcome(request: APIRequestContext, token: string, packageId: number) {
  const items = JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 1 }], coupon: 'WELCOME10' });
  const created = await act(request, token, { action: 'createPurchase', items });
  const number = String(created.purchase_number);
  const started = await act(request, token, { action: 'initiatePayment', purchase_number: number });
  return { number, totalFils: Math.round(Number(created.total) * 100), page: new URL(String(started.payment_link)).pathname };
}

const press = (request: APIRequestContext, page: string, outcome: string) =>
  request.post(page, { form: { outcome }, maxRedirects: 0 });

test('an operator finds a late payment refunded because WELCOME10 was used by then (en)', async ({ page, request }) => {
  const language = 'en';
  const t = textsOf(language);
  const details = await request.get('/api', {
    params: { action: 'packagesDetails', slug: 'mleiha-archaeological-centre-entry' },
  });
  const packageId = Number(((await details.json()) as { data: { id: number } }).data.id);
  const token = await registerThroughApi(request, newUser(`late-${language}`), language);

  // declined, then a second booking with the same first-order coupon is paid
  const first = await bookWithWelcome(request, token, packageId);
  expect((await press(request, first.page, 'failed')).status()).toBe(303);
  const second = await bookWithWelcome(request, token, packageId);
  expect((await press(request, second.page, 'succeeded')).status()).toBe(303);
  // the declined page takes no second outcome
  expect((await press(request, first.page, 'succeeded')).status()).toBe(409);

  // the provider's success for the declined payment arrives late
  const created = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: `evt_late_${language}_${created}`,
    type: 'succeeded',
    payment: first.page.split('/').at(-1),
    amount_fils: first.totalFils,
    currency: 'AED',
    created,
  });
  const signature = createHmac('sha256', e2eSandboxSecret).update(`${created}.${body}`).digest('hex');
  const delivered = await request.post('/webhooks/sandbox', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': `t=${created},v1=${signature}` },
  });
  expect(await delivered.json()).toEqual({ received: true, results: ['paid_after_release'] });

  await signInFirst(page, await operatorToken(request, language), language);
  await page.goto('/backoffice/payments');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('backoffice.payments.title') })).toBeVisible();
  const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.number }) });
  await expect(card).toContainText(t('backoffice.payments.issue.coupon_first_order'));
  await expect(card).toContainText(t('backoffice.payments.refunded').split('{{')[0]!.trim());
  await expect(main.getByRole('heading', { name: second.number })).toHaveCount(0);
});
