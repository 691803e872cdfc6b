import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { codeSentTo, escapeRegExp, newestMessageId, textsOf, type Language, type NewUser } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { outboxHeaders } from './operators.ts';

/**
 * Helpers shared by the postcard journeys (postcards-*.spec.ts): the demo templates, a paid card made
 * through the API, sign-in through the login page, the card's images and the buyer's e-mails about it.
 */

/** A small real photo (900 × 600 JPEG) the buyer puts on a customisable card. */
export const postcardPhoto = {
  name: 'dhow-at-sunset.jpg',
  mimeType: 'image/jpeg',
  buffer: fs.readFileSync(path.join(import.meta.dirname, '../fixtures/postcard-photo.jpg')),
};

/** spec part 2 §3 Postcard template; `image` is the picture's path under files/. */
export type Template = { id: number; name: string; arabic_name: string; image: string; price: number; customisable: '0' | '1' };

/** The enabled templates as the server lists them (spec part 2 §7 postCards), without their pictures. */
export async function postcardTemplates(request: APIRequestContext): Promise<Template[]> {
  const response = await request.get('/api', { params: { action: 'postCards', image_base64: '0' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Template[] }).data;
}

/** A demo template by its English name (apps/server/src/db/seed/postcards.ts). */
export async function templateNamed(request: APIRequestContext, name: string): Promise<Template> {
  const template = (await postcardTemplates(request)).find((t) => t.name === name);
  expect(template, `the demo template ${name}`).toBeDefined();
  return template!;
}

/** The name a reader of `language` sees. */
export const templateName = (template: Template, language: Language) =>
  language === 'ae' ? template.arabic_name : template.name;

/** The amount as the pages write it (lib/format.ts): AED and Latin digits, whole dirhams without decimals. */
export const aedAmount = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** A card ordered through the API (multipart, as the message page sends it); answers its order number and payment page. */
export async function orderedPostcard(
  request: APIRequestContext,
  token: string,
  card: { template: Template; message: string; address: string; font?: string; size?: string },
) {
  const multipart: Record<string, string | typeof postcardPhoto> = {
    action: 'addPostCardOrder',
    post_card_id: String(card.template.id),
    message: card.message,
    address: card.address,
    size: card.size ?? '100%',
    ...(card.font ? { font: card.font } : {}),
    ...(card.template.customisable === '1' ? { image: postcardPhoto } : {}),
  };
  const ordered = await request.post('/api', { multipart, headers: { authorization: `Bearer ${token}` } });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const { payment_link, order_number } = (await ordered.json()) as { payment_link: string; order_number: string };
  return { orderNumber: order_number, paymentPage: new URL(payment_link).pathname };
}

/** A card ordered through the API and paid with the sandbox page's Pay, for the journeys that start after payment. */
export async function paidPostcard(
  request: APIRequestContext,
  token: string,
  card: Parameters<typeof orderedPostcard>[2],
): Promise<string> {
  const { orderNumber, paymentPage } = await orderedPostcard(request, token, card);
  const paid = await request.post(paymentPage, { form: { outcome: 'succeeded' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return orderNumber;
}

/** One of the signed-in user's cards as listPostCardOrders answers it. */
export async function postcardOrder(request: APIRequestContext, token: string, orderNumber: string) {
  const response = await request.post('/api', {
    form: { action: 'listPostCardOrders', order_number: orderNumber },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [order] = ((await response.json()) as { data: Record<string, unknown>[] }).data;
  return order!;
}

/** The session token the browser keeps after signing in (the `jwt` cookie, lib/session.ts). */
export async function browserToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'jwt');
  expect(cookie, 'the jwt cookie of the signed-in browser').toBeDefined();
  return cookie!.value;
}

/** Signs in on the login page the visitor was sent to, with a code sent to the mobile number (the page's default). */
export async function signInOnLoginPage(page: Page, request: APIRequestContext, user: NewUser, language: Language) {
  const t = textsOf(language);
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await main.getByRole('textbox', { name: t('accounts.fields.mobile') }).fill(user.mobile);
  const before = await newestMessageId(request, user.mobile);
  await main.getByRole('button', { name: t('accounts.login.submit') }).click();
  const code = await codeSentTo(request, user.mobile, before);
  await main.getByRole('textbox', { name: t('accounts.code.label') }).fill(code);
  await main.getByRole('button', { name: t('accounts.code.submit') }).click();
  await expect(main.getByRole('status').filter({ hasText: t('accounts.messages.login_success') })).toBeVisible();
}

/** There are `count` of these images and each has loaded (fetched with the token into a blob: naturalWidth > 0). */
export async function expectImagesLoaded(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** The value beside a term of the card's facts on its details page ('Status' → 'Received'). */
export function fact(main: Locator, term: string): Locator {
  return main
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Waits for the download that `click` starts and answers its first bytes and its suggested file name. */
export async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), head: fs.readFileSync(file).subarray(0, 8).toString('latin1') };
}

type OutboxMail = { subject: string; language: string; attachments: { content_type: string }[] };

/**
 * The buyer's e-mails about one card (their subjects carry its order number), oldest first, each as its kind
 * ('confirmed', 'printed' or 'posted'), its language and its attachments' content types.
 */
export async function postcardMails(request: APIRequestContext, to: string, orderNumber: string) {
  const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
  expect(response.ok(), 'GET /dev/outbox').toBe(true);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  return data
    .filter((mail) => mail.subject.includes(orderNumber))
    .reverse()
    .map((mail) => ({
      kind: postcardMailKind(mail.subject),
      language: mail.language,
      attachments: mail.attachments.map((a) => a.content_type).sort(),
    }));
}

/** The subjects' fixed parts (before " · <order number>"), in both languages (apps/server/src/modules/postcards/postcard-messages.ts). */
const postcardMailSubjects: Record<string, string[]> = {
  confirmed: ['Your postcard order is confirmed', 'تم تأكيد طلب بطاقتك البريدية'],
  printed: ['Your postcard is printed', 'تمت طباعة بطاقتك البريدية'],
  posted: ['Your postcard is on its way', 'بطاقتك البريدية في طريقها'],
};

function postcardMailKind(subject: string): string {
  return Object.entries(postcardMailSubjects).find(([, subjects]) => subjects.some((s) => subject.startsWith(s)))?.[0] ?? subject;
}

/** A second browser of its own (an operator's desk beside the buyer's), at a desktop width unless told. */
export function secondBrowser(browser: Browser, viewport = { width: 1280, height: 900 }) {
  return browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
}

/**
 * The pages' texts the journeys press and read, by what they are, from the app's locale files
 * (apps/web/src/locales/<language>/postcards.json, postcard-message.json, postcard-orders.json, backoffice.json).
 */
export function postcardTexts(language: Language) {
  const t = textsOf(language);
  return {
    customised: t('postcards.list.custom_heading'),
    readyMade: t('postcards.list.ready_heading'),
    uploadPhoto: t('postcards.edit.upload'),
    replacePhoto: t('postcards.edit.replace'),
    uploadDialog: t('postcards.upload.title'),
    chooseImage: t('postcards.upload.button'),
    unreadablePhoto: t('postcards.upload.unreadable'),
    next: t('postcards.edit.next'),
    messageTitle: t('postcard-message.title'),
    messageField: t('postcard-message.message_label'),
    addressField: t('postcard-message.address_label'),
    fontLabel: t('postcard-message.font_label'),
    sizeLabel: t('postcard-message.size_label'),
    selectFont: t('postcard-message.font_placeholder'),
    selectSize: t('postcard-message.size_placeholder'),
    large: t('postcard-message.sizes.large'),
    xLarge: t('postcard-message.sizes.x_large'),
    /** 'Submit Order ( AED 15 )': the text before the price, then the price's digits */
    submit: (price: number) =>
      new RegExp(`^${escapeRegExp(t('postcard-message.submit').split('<')[0]!)}.*\\b${escapeRegExp(aedAmount(price))}\\b`),
    login: t('postcard-message.login'),
    loginRequired: t('postcard-message.login_required.title'),
    loginRequiredLogin: t('postcard-message.login_required.login'),
    loginRequiredSignUp: t('postcard-message.login_required.sign_up'),
    historyTitle: t('postcard-orders.history.title'),
    historyBack: t('postcard-orders.history.back'),
    accountPostcardOrders: t('accounts.settings.postcard_orders'),
    paymentFailed: t('postcard-orders.payment.failed'),
    failed: t('postcard-orders.badge.failed'),
    frameName: t('postcard-orders.details.frame_name'),
    price: t('postcard-orders.details.price'),
    status: t('postcard-orders.details.status'),
    frontAlt: t('postcard-orders.details.front_alt'),
    backAlt: t('postcard-orders.details.back_alt'),
    downloadPdf: t('postcard-orders.details.download_pdf'),
    downloadFront: t('postcard-orders.details.download_front'),
    step: (step: 'received' | 'printed' | 'posted') => t(`postcard-orders.steps.${step}`),
    markPrinted: t('backoffice.postcards.mark_printed'),
    markPosted: t('backoffice.postcards.mark_posted'),
    /** the print queue's toast after a step */
    moved: (orderNumber: string, step: 'printed' | 'posted') =>
      t('backoffice.postcards.moved')
        .replace('{{number}}', orderNumber)
        .replace('{{step}}', t(`backoffice.postcards.steps.${step}`)),
  };
}
