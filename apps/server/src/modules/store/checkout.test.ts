import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  fulfilments,
  messages,
  payments,
  purchases,
  refunds,
  storeOrderItems,
  storeOrders,
} from '../../db/schema/index.ts';
import { releaseExpiredHolds } from '../booking/payment-service.ts';
import {
  buyer,
  call,
  checkout,
  checkoutApp,
  deliver,
  paymentRef,
  payOnSandbox,
  productQty,
  variantQty,
  type TestApp,
} from '../../test/store-checkout.ts';
import { addAttribute, addVariant, createProduct, createStore } from '../../test/store-factories.ts';
import { formBody, formHeaders } from '../../test/harness.ts';

let clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
let store: Awaited<ReturnType<typeof createStore>>;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
  store = await createStore(t.db, { slug: 'craft-house', storeName: 'Craft House', arabicStoreName: 'بيت الحرف' });
});
afterAll(() => t.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
  return clock;
};

/** A shawl sold in two colours (AED 275 each, 5 of each; Sand disabled) and a soap sold from its own stock (AED 15, 8). */
async function catalogue() {
  const shawl = await createProduct(t.db, {
    storeId: store.id,
    productTitle: 'Sadu shawl',
    arabicTitle: 'شال السدو',
    priceFils: 25_000,
  });
  await addAttribute(t.db, shawl.id, {
    name: 'Colour',
    arabicName: 'اللون',
    values: ['Indigo', 'Sand'],
    arabicValues: ['نيلي', 'رملي'],
  });
  const indigo = await addVariant(t.db, shawl.id, { variantOptions: { Colour: 'Indigo' }, priceFils: 27_500, qty: 5 });
  const sand = await addVariant(t.db, shawl.id, { variantOptions: { Colour: 'Sand' }, priceFils: 27_500, qty: 5, enable: 0 });
  const soap = await createProduct(t.db, {
    storeId: store.id,
    productTitle: 'Date soap',
    arabicTitle: 'صابون التمر',
    priceFils: 1_500,
    qty: 8,
  });
  return { shawl, indigo, sand, soap };
}

const orderOf = async (purchaseNumber: string) => {
  const [row] = await t.db
    .select({ order: storeOrders, purchase: purchases })
    .from(storeOrders)
    .innerJoin(purchases, eq(purchases.id, storeOrders.purchaseId))
    .where(eq(purchases.purchaseNumber, purchaseNumber));
  return row!;
};

describe('createPurchase, the store form', () => {
  it('charges the true price whatever prices and totals the browser sends, and holds the stock', async () => {
    const { shawl, indigo, soap } = await catalogue();
    const b = await buyer(t.db);
    const answer = await checkout(t, b.token, {
      products: [
        { product_id: shawl.id, variant_id: indigo.id, qty: 1, price: 0.01, title: 'free shawl', total: 0 },
        { product_id: soap.id, qty: 2, price: 1, variant_id: '' },
        // the same variant again: one line of 2
        { product_id: shawl.id, variant_id: indigo.id, qty: 1, price: 0.01 },
      ],
      address_id: b.addressId,
      total: 1,
      sub_total: 1,
    } as never);
    expect(answer.status).toBe(200);
    // 2 × 275 + 2 × 15
    expect(answer.body).toMatchObject({
      success: 1,
      sub_total: 580,
      discount: 0,
      total: 580,
      hold_expires_at: '2026-11-22 12:30:00',
    });
    expect(String(answer.body.order_number)).toMatch(/^O[A-Z2-9]{16}$/);
    // one reference per purchase (decision 073): the purchase's number is the order's
    expect(answer.body.purchase_number).toBe(answer.body.order_number);

    const { order, purchase } = await orderOf(String(answer.body.purchase_number));
    expect(purchase).toMatchObject({ kind: 'store', status: 0, totalFils: 58_000 });
    expect(order).toMatchObject({ orderNumber: answer.body.order_number, status: 0, totalFils: 58_000, storeId: store.id });
    expect(order.shippingAddress).toMatchObject({
      name: expect.any(String),
      phone: '+971501234567',
      state: 'Sharjah',
      country: 'United Arab Emirates',
    });
    const items = await t.db.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, order.id));
    expect(items.map((i) => [i.productId, i.variantId, i.qty, i.priceFils, i.title])).toEqual([
      [shawl.id, indigo.id, 2, 27_500, 'Sadu shawl'],
      [soap.id, null, 2, 1_500, 'Date soap'],
    ]);
    expect(await variantQty(t.db, indigo.id)).toBe(3);
    expect(await productQty(t.db, soap.id)).toBe(6);

    // the payment is opened for the server's total and returns to the store's checkout page
    const [payment] = await t.db.select().from(payments).where(eq(payments.purchaseId, purchase.id));
    expect(payment!.amountFils).toBe(58_000);
    const paid = await payOnSandbox(t, String(answer.body.payment_link));
    expect(paid.location).toBe(
      `http://127.0.0.1/stores/craft-house/checkout-address?order=${String(answer.body.purchase_number)}&success=1`,
    );
    // initiatePayment with only purchase_number (spec part 2 §7) answers for a paid order as closed
    const again = await call(t, { action: 'initiatePayment', purchase_number: String(answer.body.purchase_number) }, b.token);
    expect(again.body.code).toBe('purchase_closed');
  });

  it("refuses a disabled variant, another product's variant and a missing variant with 'Please Select a Variant', taking nothing", async () => {
    const { shawl, indigo, sand, soap } = await catalogue();
    const other = await catalogue();
    const b = await buyer(t.db);
    const carts = [
      [{ product_id: shawl.id, variant_id: sand.id, qty: 1 }],
      [{ product_id: shawl.id, variant_id: other.indigo.id, qty: 1 }],
      [{ product_id: shawl.id, qty: 1 }],
      // a product sold from its own stock has no variant to name
      [{ product_id: soap.id, variant_id: indigo.id, qty: 1 }],
      // a good line first: the whole cart is refused
      [
        { product_id: soap.id, qty: 1 },
        { product_id: shawl.id, qty: 1 },
      ],
    ];
    for (const products of carts) {
      const answer = await checkout(t, b.token, { products, address_id: b.addressId });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: 0, code: 'variant_required', msg: 'Please Select a Variant' });
    }
    expect(await variantQty(t.db, indigo.id)).toBe(5);
    expect(await variantQty(t.db, other.indigo.id)).toBe(5);
    expect(await productQty(t.db, soap.id)).toBe(8);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id))).toHaveLength(0);
  });

  it('answers a disabled or unknown product as not found, and too many units with the stock codes, taking nothing', async () => {
    const { indigo, shawl, soap } = await catalogue();
    const hidden = await createProduct(t.db, { storeId: store.id, enable: 0 });
    const gone = await createProduct(t.db, { storeId: store.id, qty: 0 });
    const b = await buyer(t.db);
    const refusal = async (products: object[]) => {
      const answer = await checkout(t, b.token, { products, address_id: b.addressId });
      return `${answer.status} ${answer.body.code} ${answer.body.msg}`;
    };
    expect(await refusal([{ product_id: hidden.id, qty: 1 }])).toBe('404 product_not_found Product not found');
    expect(await refusal([{ product_id: 999_999, qty: 1 }])).toBe('404 product_not_found Product not found');
    expect(await refusal([{ product_id: gone.id, qty: 1 }])).toBe('409 out_of_stock Product is Out of Stock');
    expect(
      await refusal([
        { product_id: soap.id, qty: 2 },
        { product_id: shawl.id, variant_id: indigo.id, qty: 6 },
      ]),
    ).toBe('409 stock_limited Sorry, Seller has Limited Quantity Available');
    expect(await variantQty(t.db, indigo.id)).toBe(5);
    expect(await productQty(t.db, soap.id)).toBe(8);
  });

  it("ships only to the buyer's own saved address: another user's or a deleted one is not found", async () => {
    const { soap } = await catalogue();
    const b = await buyer(t.db);
    const other = await buyer(t.db);
    const theirs = await checkout(t, b.token, { products: [{ product_id: soap.id, qty: 1 }], address_id: other.addressId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('address_not_found');
    await t.db.update(addresses).set({ deletedAt: clock }).where(eq(addresses.id, b.addressId));
    const deleted = await checkout(t, b.token, { products: [{ product_id: soap.id, qty: 1 }], address_id: b.addressId });
    expect(deleted.body.code).toBe('address_not_found');
    expect(await productQty(t.db, soap.id)).toBe(8);
  });

  it('asks a visitor to sign in, and refuses an empty cart', async () => {
    const { soap } = await catalogue();
    const visitor = await call(t, {
      action: 'createPurchase',
      items: JSON.stringify({ products: [{ product_id: soap.id, qty: 1 }], address_id: 1 }),
    });
    expect(visitor.body).toMatchObject({ code: 'login_required', login_required: 1 });
    const b = await buyer(t.db);
    const empty = await checkout(t, b.token, { products: [], address_id: b.addressId });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ 'items.products': 'Please add products to your cart' });
  });
});

describe('holds and payment of a store order', () => {
  it('one user holds at most 5 unpaid orders at a time, also when they check out at once', async () => {
    const { soap } = await catalogue();
    const b = await buyer(t.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        checkout(t, b.token, { products: [{ product_id: soap.id, qty: 1 }], address_id: b.addressId }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.status !== 200)) expect(`${a.status} ${a.body.code}`).toBe('429 rate_limited');
    expect(await productQty(t.db, soap.id)).toBe(3);
  });

  it('a declined payment gives its units back once, and the order reads failed', async () => {
    const { indigo, shawl } = await catalogue();
    const b = await buyer(t.db);
    const answer = await checkout(t, b.token, {
      products: [{ product_id: shawl.id, variant_id: indigo.id, qty: 2 }],
      address_id: b.addressId,
    });
    expect(await variantQty(t.db, indigo.id)).toBe(3);
    // initiatePayment with only purchase_number (spec part 2 §7) answers the payment already opened
    const started = await call(t, { action: 'initiatePayment', purchase_number: String(answer.body.purchase_number) }, b.token);
    expect(started.body.payment_link).toBe(answer.body.payment_link);
    const declined = await payOnSandbox(t, String(answer.body.payment_link), 'failed');
    expect(declined.location).toMatch(/checkout-address\?order=O[A-Z2-9]{16}&success=0$/);
    expect(await variantQty(t.db, indigo.id)).toBe(5);
    // a later failure or expiry event for the same payment gives nothing back a second time
    const ref = paymentRef(String(answer.body.payment_link));
    expect(await deliver(t, { id: 'evt_declined_again', type: 'expired', payment: ref, amount_fils: 55_000 }, clock)).toEqual([
      'ignored',
    ]);
    expect(await variantQty(t.db, indigo.id)).toBe(5);
    const { order, purchase } = await orderOf(String(answer.body.purchase_number));
    expect([purchase.status, order.status]).toEqual([2, 2]);
  });

  it('an expired hold gives its units back once (releaseExpiredHolds)', async () => {
    const { soap } = await catalogue();
    const b = await buyer(t.db);
    const answer = await checkout(t, b.token, { products: [{ product_id: soap.id, qty: 3 }], address_id: b.addressId });
    expect(await productQty(t.db, soap.id)).toBe(5);
    expect(await releaseExpiredHolds(t.db, later(31))).toBeGreaterThanOrEqual(1);
    expect(await productQty(t.db, soap.id)).toBe(8);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(0);
    expect(await productQty(t.db, soap.id)).toBe(8);
    const { order, purchase } = await orderOf(String(answer.body.purchase_number));
    expect([purchase.status, order.status]).toEqual([4, 2]);
  });

  it('a replayed payment event confirms once, starts fulfilment and writes one e-mail', async () => {
    const { soap } = await catalogue();
    const b = await buyer(t.db, { email: 'aisha@example.com', firstName: 'Aisha', language: 'en' });
    const answer = await checkout(t, b.token, { products: [{ product_id: soap.id, qty: 2 }], address_id: b.addressId });
    const event = {
      id: 'evt_store_paid',
      type: 'succeeded' as const,
      payment: paymentRef(String(answer.body.payment_link)),
      amount_fils: 3_000,
    };
    expect(await deliver(t, event, clock)).toEqual(['confirmed']);
    expect(await deliver(t, event, clock)).toEqual(['duplicate']);
    expect(await deliver(t, { ...event, id: 'evt_store_paid_again' }, clock)).toEqual(['ignored']);
    const { order, purchase } = await orderOf(String(answer.body.purchase_number));
    expect([purchase.status, order.status, order.processingStatus]).toEqual([1, 1, 'Pending']);
    const steps = await t.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id));
    expect(steps.map((s) => [s.statusId, s.statusName, s.operatorId])).toEqual([[0, 'Pending', null]]);
    expect(await productQty(t.db, soap.id)).toBe(6);

    const sent = await t.db.select().from(messages).where(eq(messages.recipient, 'aisha@example.com'));
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail).toMatchObject({
      kind: 'store_order_confirmation',
      language: 'en',
      subject: `Your order is confirmed · ${order.orderNumber}`,
    });
    expect(mail.body).toContain('Hello Aisha,');
    // Intl puts a no-break space between the currency and the amount
    expect(mail.body).toMatch(/- Date soap × 2: AED\s30\.00/);
    expect(mail.body).toContain('Delivery address: ');
    expect(mail.body).toContain('Villa 12, Street 4, Al Khan, Near the aquarium, Sharjah, Sharjah, United Arab Emirates');
    expect(mail.body).toMatch(/Total paid: AED\s30\.00/);
    expect(mail.body).toContain(`http://127.0.0.1/stores/craft-house/orders/${order.orderNumber}`);
  });

  it("writes the buyer's e-mail in Arabic for an Arabic reader, options and emirate included", async () => {
    const { shawl, indigo } = await catalogue();
    const b = await buyer(t.db, { email: 'layla@example.com', firstName: 'ليلى', language: 'ae' });
    const answer = await checkout(t, b.token, {
      products: [{ product_id: shawl.id, variant_id: indigo.id, qty: 1 }],
      address_id: b.addressId,
    });
    await payOnSandbox(t, String(answer.body.payment_link));
    const [mail] = await t.db.select().from(messages).where(eq(messages.recipient, 'layla@example.com'));
    const { order } = await orderOf(String(answer.body.purchase_number));
    expect(mail).toMatchObject({ language: 'ae', subject: `تم تأكيد طلبك · ${order.orderNumber}` });
    expect(mail!.body).toContain('مرحبًا ليلى،');
    expect(mail!.body).toContain('شال السدو (اللون: نيلي) × 1');
    expect(mail!.body).toContain('الشارقة، الإمارات العربية المتحدة');
    expect(mail!.body).toContain('المبلغ المدفوع');
    expect(mail!.body).toContain('275.00');
  });

  it('money arriving after the hold was released takes the units again while they are there', async () => {
    const { soap } = await catalogue();
    const b = await buyer(t.db);
    const answer = await checkout(t, b.token, { products: [{ product_id: soap.id, qty: 3 }], address_id: b.addressId });
    await releaseExpiredHolds(t.db, later(31));
    expect(await productQty(t.db, soap.id)).toBe(8);
    const ref = paymentRef(String(answer.body.payment_link));
    expect(await deliver(t, { id: 'evt_late_store_ok', type: 'succeeded', payment: ref, amount_fils: 4_500 }, clock)).toEqual([
      'confirmed',
    ]);
    expect(await productQty(t.db, soap.id)).toBe(5);
    const { order, purchase } = await orderOf(String(answer.body.purchase_number));
    expect([purchase.status, order.status, order.processingStatus]).toEqual([1, 1, 'Pending']);
  });

  it('money arriving after the units went to someone else is stock_gone with a refund, never oversold', async () => {
    const { shawl, indigo } = await catalogue();
    const first = await buyer(t.db);
    const second = await buyer(t.db);
    const line = { product_id: shawl.id, variant_id: indigo.id, qty: 4 };
    const late = await checkout(t, first.token, { products: [line], address_id: first.addressId });
    await releaseExpiredHolds(t.db, later(31));
    const meanwhile = await checkout(t, second.token, { products: [line], address_id: second.addressId });
    expect(meanwhile.status).toBe(200);
    const ref = paymentRef(String(late.body.payment_link));
    expect(await deliver(t, { id: 'evt_late_store_gone', type: 'succeeded', payment: ref, amount_fils: 110_000 }, clock)).toEqual(
      ['paid_after_release'],
    );
    expect(await variantQty(t.db, indigo.id)).toBe(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, ref));
    // the webhook refunds it at once through the sandbox
    expect(payment).toMatchObject({ status: 'succeeded', issue: 'stock_gone' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
      { status: 'succeeded', amountFils: 110_000, reason: 'late_payment' },
    ]);
    const { order, purchase } = await orderOf(String(late.body.purchase_number));
    expect([purchase.status, order.status]).toEqual([4, 2]);
  });
});

describe('checkStock', () => {
  it('answers each line with the units on sale, the true price and the code, in the caller’s language, taking nothing', async () => {
    const { shawl, indigo, sand, soap } = await catalogue();
    const lines = [
      { product_id: shawl.id, variant_id: indigo.id, qty: 2, price: 0.01 },
      { product_id: soap.id, qty: 9 },
      { product_id: shawl.id, variant_id: sand.id, qty: 1 },
      { product_id: 999_999, qty: 1 },
    ];
    const english = await call(t, { action: 'checkStock', products: JSON.stringify(lines) });
    expect(english.status).toBe(200);
    expect(english.body.data).toEqual([
      { product_id: shawl.id, variant_id: indigo.id, qty: 2, available: 5, price: 275, ok: 1, code: null, message: '' },
      {
        product_id: soap.id,
        variant_id: null,
        qty: 9,
        available: 8,
        price: 15,
        ok: 0,
        code: 'stock_limited',
        message: 'Sorry, Seller has Limited Quantity Available',
      },
      {
        product_id: shawl.id,
        variant_id: sand.id,
        qty: 1,
        available: 0,
        price: 250,
        ok: 0,
        code: 'variant_required',
        message: 'Please Select a Variant',
      },
      {
        product_id: 999_999,
        variant_id: null,
        qty: 1,
        available: 0,
        price: 0,
        ok: 0,
        code: 'product_not_found',
        message: 'Product not found',
      },
    ]);
    // the page's language, as the browser sends it with every call
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { ...formHeaders, 'accept-language': 'ar-AE' },
      payload: formBody({ action: 'checkStock', products: JSON.stringify([{ product_id: soap.id, qty: 9 }]) }),
    });
    expect((arabic.json().data as { message: string }[])[0]!.message).toBe('عذراً، الكمية المتوفرة لدى البائع محدودة');
    expect(await variantQty(t.db, indigo.id)).toBe(5);
    expect(await productQty(t.db, soap.id)).toBe(8);
  });

  it('judges two lines of the same variant on their sum, as checkout takes them', async () => {
    const { shawl, indigo } = await catalogue();
    const line = { product_id: shawl.id, variant_id: indigo.id, qty: 3 };
    const answer = await call(t, { action: 'checkStock', products: JSON.stringify([line, line]) });
    expect((answer.body.data as { code: string }[]).map((l) => l.code)).toEqual(['stock_limited', 'stock_limited']);
  });
});
