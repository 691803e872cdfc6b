import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from './accounts-support.ts';
import { expect } from './fixtures.ts';

/**
 * Helpers shared by the store's journeys (store-*.spec.ts): the settled axe check, the phone-width check, the buyer's actions through the API and the buyer's e-mails about an order.
 */

/**
 * Holds the toasts on screen while axe reads them: the pointer over the toaster pauses their timers
 * (sonner), and their entry animations are let finish, since axe would read a half-faded toast's colours.
 * Toasts sit at the top centre of the window on every width; with none there, the pointer only rests on the header.
 */
async function holdToasts(page: Page) {
  const width = page.viewportSize()!.width;
  await page.mouse.move(width / 2, 40);
  await expect
    .poll(() =>
      page
        .locator('[data-sonner-toast]')
        .evaluateAll((toasts) =>
          toasts.every((toast) =>
            toast.getAnimations({ subtree: true }).every((a: { playState: string }) => a.playState !== 'running'),
          ),
        ),
    )
    .toBe(true);
}

/** No serious or critical axe violation (target sizes included), as e2e/tests/accessibility.spec.ts checks, toasts included. */
export async function expectAccessible(page: Page) {
  await expect(page.locator('.skeleton, .page-loading, [aria-busy="true"]')).toHaveCount(0);
  // From the top, as a visitor arriving sees it (in-app navigation starts each page at its top:
  // apps/web/src/app/layout/use-scroll-to-top.ts). The journey's own clicks scroll the page it is on, and
  // the links then passing under the sticky header count for axe's target-size as covered.
  await page.evaluate('window.scrollTo(0, 0)');
  await holdToasts(page);
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** The page does not scroll sideways (a 390 px phone shows all of it). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** An action with a bearer token, answering its JSON. */
export async function act(request: APIRequestContext, token: string, form: Record<string, string>) {
  const response = await request.post('/api', { form, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The subjects of the buyer's e-mails about an order, before " · <order number>": the confirmation
 * (apps/server/src/modules/store/order-confirmation.ts) and each fulfilment step (fulfilment-messages.ts).
 */
const orderMailSubjects = {
  en: {
    confirmed: 'Your order is confirmed',
    processing: 'We are preparing your order',
    shipped: 'Your order is on its way',
    delivered: 'Your order was delivered',
    failed: 'We could not complete your order',
  },
  ae: {
    confirmed: 'تم تأكيد طلبك',
    processing: 'نجهّز طلبك الآن',
    shipped: 'طلبك في الطريق إليك',
    delivered: 'تم توصيل طلبك',
    failed: 'تعذّر علينا إتمام طلبك',
  },
} as const;

/** What the buyer was e-mailed about one order, oldest first, each as [the e-mail's language, its kind], from the outbox. */
export async function orderMails(request: APIRequestContext, to: string, orderNumber: string, language: Language) {
  const response = await request.get('/dev/outbox', { params: { to } });
  expect(response.ok(), 'GET /dev/outbox').toBe(true);
  const { data } = (await response.json()) as { data: { subject: string; language: string }[] };
  return data.reverse().flatMap((m) => {
    const kind = Object.entries(orderMailSubjects[language]).find(
      ([, subject]) => m.subject === `${subject} · ${orderNumber}`,
    )?.[0];
    return kind ? [[m.language, kind]] : [];
  });
}

/** An order's card on the operators' store orders page (/backoffice/store-orders). */
export function operatorOrderCard(page: Page, orderNumber: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderNumber }) });
}
