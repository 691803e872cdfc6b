import { randomBytes } from 'node:crypto';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { fulfilments, messages, purchases, storeOrderItems, storeOrders } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { userStoreOrders } from './order-view.ts';
import { addVariant, createProduct, createStore } from '../../test/store-factories.ts';

let clock = new Date('2026-09-01T06:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: { id: number; token: string };
let store: Awaited<ReturnType<typeof createStore>>;
let shawl: Awaited<ReturnType<typeof createProduct>>;
let shawlIndigo: Awaited<ReturnType<typeof addVariant>>;
let soap: Awaited<ReturnType<typeof createProduct>>;

const sessionEnd = { expiresAt: new Date('2027-01-01T00:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const op = await createUser(t.db, { role: 'operator', firstName: 'Mariam', lastName: 'Operator' });
  operator = { id: op.id, token: await createSession(t.db, op.id, sessionEnd) };
  store = await createStore(t.db, { slug: 'craft-house', storeName: 'Craft House', arabicStoreName: 'بيت الحرف' });
  shawl = await createProduct(t.db, {
    storeId: store.id,
    slug: 'sadu-shawl',
    productTitle: 'Sadu shawl',
    arabicTitle: 'شال السدو',
    images: ['store/sadu-shawl.jpg'],
  });
  shawlIndigo = await addVariant(t.db, shawl.id, {
    priceFils: 27_500,
    variantOptions: { Colour: 'Indigo' },
    images: ['store/sadu-indigo.jpg'],
  });
  soap = await createProduct(t.db, {
    storeId: store.id,
    slug: 'date-soap',
    productTitle: 'Date soap',
    arabicTitle: 'صابون التمر',
    images: [],
  });
});
afterAll(() => t.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
  return clock;
};

async function buyer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, token: await createSession(t.db, user.id, sessionEnd) };
}

/**
 * A store order as checkout and payment leave it: a store purchase and its order with a shawl (Indigo)
 * and two soaps; a paid one (status 1) also has the Pending step payment writes.
 */
async function createStoreOrder(db: Database, userId: number, status: 0 | 1 | 2 = 1) {
  const number = randomBytes(6).toString('hex').toUpperCase();
  const [purchase] = await db
    .insert(purchases)
    .values({ purchaseNumber: `P-${number}`, userId, kind: 'store', status, subtotalFils: 30_500, totalFils: 30_500 })
    .returning();
  const [order] = await db
    .insert(storeOrders)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `S-${number}`,
      userId,
      storeId: store.id,
      shippingAddress: {
        name: 'Aisha Khan',
        phone: '+971501234567',
        address: 'Villa 12, Street 4',
        landmark: 'Near the souq',
        city: 'Sharjah',
        state: 'Sharjah',
        country: 'United Arab Emirates',
      },
      totalFils: 30_500,
      status,
      processingStatus: status === 1 ? 'Pending' : '',
      createdAt: clock,
    })
    .returning();
  await db.insert(storeOrderItems).values([
    {
      orderId: order!.id,
      productId: shawl.id,
      variantId: shawlIndigo.id,
      title: 'Sadu shawl',
      variantOptions: { Colour: 'Indigo' },
      qty: 1,
      priceFils: 27_500,
    },
    { orderId: order!.id, productId: soap.id, title: 'Date soap', qty: 2, priceFils: 1_500 },
  ]);
  if (status === 1)
    await db.insert(fulfilments).values({ orderId: order!.id, statusId: 0, statusName: 'Pending', createdAt: clock });
  return order!;
}

const move = (orderNumber: string, step: string, note?: string, token = operator.token, from?: string) =>
  postAction(
    t.app,
    {
      action: 'updateStoreOrderFulfilment',
      order_number: orderNumber,
      step,
      ...(note === undefined ? {} : { note }),
      ...(from ? { from } : {}),
    },
    token,
  );

const listOrders = (step?: string, token = operator.token) =>
  postAction(t.app, { action: 'backofficeStoreOrders', ...(step ? { step } : {}) }, token);

const mailsTo = (recipient: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, recipient), eq(messages.kind, 'store_fulfilment')))
    .orderBy(asc(messages.id));

describe('store fulfilment: who may', () => {
  it('answers a visitor 401 and a signed-in buyer 403, and moves nothing', async () => {
    const { user, token } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    for (const res of [await move(order.orderNumber, 'processing', undefined, ''), await listOrders(undefined, '')]) {
      expect(res.statusCode).toBe(401);
    }
    for (const res of [await move(order.orderNumber, 'processing', undefined, token), await listOrders(undefined, token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: 0, code: 'forbidden' });
    }
    const steps = await t.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id));
    expect(steps.map((s) => s.statusName)).toEqual(['Pending']);
  });
});

describe('store fulfilment: moving an order', () => {
  it('takes a paid order from pending through processing and shipped to delivered, recording each operator and time', async () => {
    const { user } = await buyer({ language: 'en' });
    const order = await createStoreOrder(t.db, user.id);
    const paidAt = dubaiTimestamp(clock);
    const second = await createUser(t.db, { role: 'operator', firstName: 'Omar', lastName: 'Saeed' });
    const secondToken = await createSession(t.db, second.id, sessionEnd);

    const times: Record<string, string> = {};
    for (const [step, token, note] of [
      ['processing', operator.token, ''],
      ['shipped', secondToken, 'Aramex 123456'],
      ['delivered', operator.token, ''],
    ] as const) {
      times[step] = dubaiTimestamp(later(90));
      const res = await move(order.orderNumber, step, note, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        order_number: order.orderNumber,
        processing_status: step[0]!.toUpperCase() + step.slice(1),
      });
    }

    const res = await listOrders('delivered');
    const shown = res.json().data.find((o: { order_number: string }) => o.order_number === order.orderNumber);
    expect(shown).toMatchObject({
      status: 1,
      processing_status: 'Delivered',
      vendor_name: 'Craft House',
      arabic_vendor_name: 'بيت الحرف',
      total: 305,
      buyer: { id: user.id, email: user.email },
      next_steps: [],
      shipping_address: { name: 'Aisha Khan', city: 'Sharjah', phone: '+971501234567', landmark: 'Near the souq' },
      items: [
        {
          product_slug: 'sadu-shawl',
          arabic_title: 'شال السدو',
          variant_id: shawlIndigo.id,
          qty: 1,
          price: 275,
          image: 'store/sadu-indigo.jpg',
        },
        { product_slug: 'date-soap', title: 'Date soap', variant_id: null, qty: 2, price: 15, image: '' },
      ],
    });
    // newest first, each with who took it and when
    expect(shown.fullfillment_status).toEqual([
      {
        status_id: 1,
        status_name: 'Delivered',
        step: 'delivered',
        note: '',
        created_at: times.delivered,
        operator: { id: operator.id, name: 'Mariam Operator' },
      },
      {
        status_id: 0,
        status_name: 'Shipped',
        step: 'shipped',
        note: 'Aramex 123456',
        created_at: times.shipped,
        operator: { id: second.id, name: 'Omar Saeed' },
      },
      {
        status_id: 0,
        status_name: 'Processing',
        step: 'processing',
        note: '',
        created_at: times.processing,
        operator: { id: operator.id, name: 'Mariam Operator' },
      },
      { status_id: 0, status_name: 'Pending', step: 'pending', note: '', created_at: paidAt, operator: null },
    ]);

    // the buyer's history reads the same steps; the details form gives the current one as an object
    const [own] = await userStoreOrders(t.db, user.id);
    expect(own).toMatchObject({
      processing_status: 'Delivered',
      fullfillment_status: [{ status_name: 'Delivered' }, {}, {}, {}],
    });
    const [details] = await userStoreOrders(t.db, user.id, order.orderNumber);
    expect(details!.fullfillment_status).toEqual({
      status_id: 1,
      status_name: 'Delivered',
      step: 'delivered',
      note: '',
      created_at: times.delivered,
    });
  });

  it('refuses a skipped, repeated or backward step with fulfilment_step_invalid and records nothing', async () => {
    const { user } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    for (const step of ['shipped', 'delivered']) {
      const res = await move(order.orderNumber, step);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: 0, code: 'fulfilment_step_invalid' });
    }
    expect((await move(order.orderNumber, 'processing')).statusCode).toBe(200);
    expect((await move(order.orderNumber, 'processing')).json()).toMatchObject({ code: 'fulfilment_step_invalid' });
    expect((await move(order.orderNumber, 'shipped')).statusCode).toBe(200);
    expect((await move(order.orderNumber, 'processing')).json()).toMatchObject({ code: 'fulfilment_step_invalid' });
    // pending is only ever written by payment
    expect((await move(order.orderNumber, 'pending')).statusCode).toBe(400);
    const steps = await t.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id)).orderBy(asc(fulfilments.id));
    expect(steps.map((s) => s.statusName)).toEqual(['Pending', 'Processing', 'Shipped']);
  });

  it('fails an order only with a note, and a failed order takes no further step', async () => {
    const { user } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    for (const note of [undefined, '', '   ']) {
      const res = await move(order.orderNumber, 'failed', note);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { note: expect.any(String) } });
    }
    const failed = await move(order.orderNumber, 'failed', 'The weaver could not finish the shawl');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({
      processing_status: 'Failed',
      next_steps: [],
      fullfillment_status: [{ status_id: 2, step: 'failed', note: 'The weaver could not finish the shawl' }, { step: 'pending' }],
    });
    expect((await move(order.orderNumber, 'processing')).json()).toMatchObject({ code: 'fulfilment_step_invalid' });
  });

  it('answers order_not_found for an order not paid, one whose payment failed, and an unknown number', async () => {
    const { user } = await buyer();
    for (const status of [0, 2] as const) {
      const order = await createStoreOrder(t.db, user.id, status);
      const res = await move(order.orderNumber, 'processing');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: 0, code: 'order_not_found' });
      expect(await t.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id))).toEqual([]);
    }
    expect((await move('S-NOSUCHORDER', 'processing')).json()).toMatchObject({ code: 'order_not_found' });
  });

  it('of two operators moving the same order at once, exactly one succeeds and one step is recorded', async () => {
    const { user } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    const answers = await Promise.all([move(order.orderNumber, 'processing'), move(order.orderNumber, 'processing')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // both saw it processing: one ships it, the other's failure was meant for a processing order
    const rival = await Promise.all([
      move(order.orderNumber, 'shipped', 'Aramex 1', operator.token, 'processing'),
      move(order.orderNumber, 'failed', 'Damaged', operator.token, 'processing'),
    ]);
    expect(rival.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const steps = await t.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id));
    expect(steps).toHaveLength(3);
    expect(await mailsTo(user.email!)).toHaveLength(2);
  });
});

/** Ships an order from processing with whatever shipment fields are given. */
const ship = (orderNumber: string, fields: Record<string, string>, token = operator.token) =>
  postAction(t.app, { action: 'updateStoreOrderFulfilment', order_number: orderNumber, step: 'shipped', ...fields }, token);

const buyerOrder = (orderNumber: string, token: string) =>
  postAction(t.app, { action: 'listeComOrders', order_number: orderNumber }, token);

describe('store fulfilment: carrier and tracking number', () => {
  it('stores the carrier and tracking number with the shipped step and shows them to the operators and to the buyer, and to no one else', async () => {
    const { user, token } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    await move(order.orderNumber, 'processing');
    const res = await ship(order.orderNumber, { carrier: ' Aramex ', tracking_number: 'ar 3456 7890' });
    expect(res.statusCode, res.body).toBe(200);
    // a known carrier's tracking address is made from the number, written without spaces in capitals
    const shipment = {
      carrier: 'Aramex',
      tracking_number: 'AR34567890',
      tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=AR34567890',
    };
    expect(res.json().data).toMatchObject({ processing_status: 'Shipped', shipment });
    const [row] = await t.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ carrier: 'Aramex', trackingNumber: 'AR34567890', trackingUrl: shipment.tracking_url });

    const own = await buyerOrder(order.orderNumber, token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data[0].shipment).toEqual(shipment);
    const history = await postAction(t.app, { action: 'listeComOrders' }, token);
    expect(history.json().data[0]).toMatchObject({ order_number: order.orderNumber, shipment });

    const stranger = await buyer();
    const theirs = await buyerOrder(order.orderNumber, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('AR34567890');
    const strangersHistory = await postAction(t.app, { action: 'listeComOrders' }, stranger.token);
    expect(strangersHistory.body).not.toContain('AR34567890');

    // delivering keeps the shipment the order travelled with
    expect((await move(order.orderNumber, 'delivered')).json().data.shipment).toEqual(shipment);
  });

  it('keeps a tracking address the operator typed, and a carrier it knows no address for has none', async () => {
    const { user } = await buyer();
    const typed = await createStoreOrder(t.db, user.id);
    await move(typed.orderNumber, 'processing');
    const url = 'https://track.quick-courier.ae/p?id=QC-7781';
    const res = await ship(typed.orderNumber, { carrier: 'Quick Courier', tracking_number: 'QC-7781', tracking_url: url });
    expect(res.json().data.shipment).toEqual({ carrier: 'Quick Courier', tracking_number: 'QC-7781', tracking_url: url });

    const post = await createStoreOrder(t.db, user.id);
    await move(post.orderNumber, 'processing');
    const posted = await ship(post.orderNumber, { carrier: 'Emirates Post', tracking_number: 'RR123456789AE', tracking_url: '' });
    expect(posted.json().data.shipment).toEqual({
      carrier: 'Emirates Post',
      tracking_number: 'RR123456789AE',
      tracking_url: null,
    });
  });

  it('still ships an order without them, for clients written to the specification', async () => {
    const { user } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    await move(order.orderNumber, 'processing');
    const res = await ship(order.orderNumber, { note: 'Handed to the courier' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ processing_status: 'Shipped', shipment: null });
  });

  it('refuses a half-given, malformed or misplaced shipment with 400 naming the fields, and records nothing', async () => {
    const { user } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    const refused: [Record<string, string>, string[], string?][] = [
      [{ carrier: 'Aramex' }, ['tracking_number']],
      [{ tracking_number: 'AR1234' }, ['carrier']],
      [{ tracking_url: 'https://www.aramex.com/track' }, ['carrier', 'tracking_number']],
      [{ carrier: 'Aramex', tracking_number: 'AR1234', tracking_url: 'http://www.aramex.com/track' }, ['tracking_url']],
      [{ carrier: 'Aramex', tracking_number: 'AR1234', tracking_url: 'javascript:alert(1)' }, ['tracking_url']],
      [{ carrier: '<b>Aramex</b>', tracking_number: 'AR/12;34' }, ['carrier', 'tracking_number']],
      [{ carrier: 'A'.repeat(61), tracking_number: '12' }, ['carrier', 'tracking_number']],
      [{ carrier: 'Aramex', tracking_number: '1'.repeat(41) }, ['tracking_number']],
      // only the shipped step carries a shipment
      [{ carrier: 'Aramex', tracking_number: 'AR1234' }, ['carrier', 'tracking_number'], 'processing'],
    ];
    for (const [fields, named, step = 'shipped'] of refused) {
      const res = await postAction(
        t.app,
        { action: 'updateStoreOrderFulfilment', order_number: order.orderNumber, step, ...fields },
        operator.token,
      );
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
      expect(Object.keys(res.json().fields).sort(), JSON.stringify(fields)).toEqual(named);
    }
    const steps = await t.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id));
    expect(steps.map((s) => s.statusName)).toEqual(['Pending']);
    const [row] = await t.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ carrier: null, trackingNumber: null, trackingUrl: null });
  });
});

describe("store orders in the buyer's own history", () => {
  it('shows an unpaid order without steps, its details pending while payment is and failed after', async () => {
    const { user } = await buyer();
    const waiting = await createStoreOrder(t.db, user.id, 0);
    const declined = await createStoreOrder(t.db, user.id, 2);
    const other = await buyer();
    await createStoreOrder(t.db, other.user.id);

    const list = await userStoreOrders(t.db, user.id);
    expect(list.map((o) => [o.order_number, o.status, o.processing_status, o.fullfillment_status])).toEqual([
      [declined.orderNumber, 2, '', []],
      [waiting.orderNumber, 0, '', []],
    ]);
    const [pending] = await userStoreOrders(t.db, user.id, waiting.orderNumber);
    expect(pending!.fullfillment_status).toMatchObject({ status_id: 0, status_name: 'Pending', step: 'pending' });
    const [failed] = await userStoreOrders(t.db, user.id, declined.orderNumber);
    expect(failed!.fullfillment_status).toMatchObject({ status_id: 2, status_name: 'Failed', step: 'failed' });
    // another buyer's number reads as no order at all
    expect(await userStoreOrders(t.db, other.user.id, waiting.orderNumber)).toEqual([]);
  });
});

describe('store fulfilment: the buyer is told', () => {
  it('e-mails an English buyer once per step, in English, with the items, address and note', async () => {
    const { user } = await buyer({ language: 'en', firstName: 'Aisha' });
    const order = await createStoreOrder(t.db, user.id);
    await move(order.orderNumber, 'processing');
    await move(order.orderNumber, 'shipped', 'Aramex 998877');
    const mails = await mailsTo(user.email!);
    expect(mails.map((m) => [m.language, m.channel, m.subject])).toEqual([
      ['en', 'email', `We are preparing your order · ${order.orderNumber}`],
      ['en', 'email', `Your order is on its way · ${order.orderNumber}`],
    ]);
    const shipped = mails[1]!.body;
    expect(shipped).toContain('Hello Aisha,');
    expect(shipped).toContain('Craft House has shipped your order.');
    expect(shipped).toContain('Sadu shawl (Colour: Indigo) × 1, Date soap × 2');
    expect(shipped).toContain('Villa 12, Street 4');
    expect(shipped).toContain('Shipping details: Aramex 998877');
    expect(shipped).toContain(`/stores/craft-house/orders/${order.orderNumber}`);
  });

  it("names the carrier, the tracking number and the tracking address in the shipped e-mail, in the buyer's language", async () => {
    const english = await buyer({ language: 'en', firstName: 'Aisha' });
    const arabic = await buyer({ language: 'ae', firstName: 'Fatima' });
    for (const { user } of [english, arabic]) {
      const order = await createStoreOrder(t.db, user.id);
      await move(order.orderNumber, 'processing');
      expect((await ship(order.orderNumber, { carrier: 'FedEx', tracking_number: '7712 3456' })).statusCode).toBe(200);
    }
    const [, englishShipped] = await mailsTo(english.user.email!);
    expect(englishShipped!.body).toContain('Carrier: FedEx\nTracking number: 77123456\n');
    expect(englishShipped!.body).toContain('Follow your parcel: https://www.fedex.com/fedextrack/?trknbr=77123456');
    const [, arabicShipped] = await mailsTo(arabic.user.email!);
    expect(arabicShipped!.language).toBe('ae');
    expect(arabicShipped!.body).toContain('شركة الشحن: FedEx\nرقم التتبّع: 77123456\n');
    expect(arabicShipped!.body).toContain('تتبّع شحنتك: https://www.fedex.com/fedextrack/?trknbr=77123456');
  });

  it('e-mails an Arabic buyer in Arabic, and the reason when the order fails', async () => {
    const { user } = await buyer({ language: 'ae', firstName: 'Fatima' });
    const order = await createStoreOrder(t.db, user.id);
    await move(order.orderNumber, 'failed', 'نفد المخزون');
    const mails = await mailsTo(user.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'ae', subject: `تعذّر علينا إتمام طلبك · ${order.orderNumber}` });
    expect(mails[0]!.body).toContain('مرحبًا Fatima،');
    expect(mails[0]!.body).toContain('لم يتمكن بيت الحرف من إتمام طلبك');
    // the shawl's product has no Arabic labels for its options: the English it was bought with
    expect(mails[0]!.body).toContain('شال السدو (Colour: Indigo) × 1، صابون التمر × 2');
    expect(mails[0]!.body).toContain('Near the souq، Sharjah، الشارقة، الإمارات العربية المتحدة، +971501234567');
    expect(mails[0]!.body).toContain('السبب: نفد المخزون');
  });

  it('writes no e-mail when the step is refused', async () => {
    const { user } = await buyer();
    const order = await createStoreOrder(t.db, user.id);
    expect((await move(order.orderNumber, 'delivered')).statusCode).toBe(409);
    expect(await mailsTo(user.email!)).toEqual([]);
  });
});

describe('store fulfilment: the operators list', () => {
  it('lists open paid orders oldest first by default, and those at one step when asked', async () => {
    // a database of its own orders: the rows earlier tests left are told apart by number
    const { user } = await buyer();
    const older = await createStoreOrder(t.db, user.id);
    later(5);
    const newer = await createStoreOrder(t.db, user.id);
    later(5);
    const unpaid = await createStoreOrder(t.db, user.id, 0);
    const delivered = await createStoreOrder(t.db, user.id);
    for (const step of ['processing', 'shipped', 'delivered']) await move(delivered.orderNumber, step);
    await move(newer.orderNumber, 'processing');

    const numbers = async (step?: string) => {
      const res = await listOrders(step);
      expect(res.statusCode, res.body).toBe(200);
      const mine = new Set([older, newer, unpaid, delivered].map((o) => o.orderNumber));
      return (res.json().data as { order_number: string }[]).map((o) => o.order_number).filter((n) => mine.has(n));
    };
    expect(await numbers()).toEqual([older.orderNumber, newer.orderNumber]);
    expect(await numbers('pending')).toEqual([older.orderNumber]);
    expect(await numbers('processing')).toEqual([newer.orderNumber]);
    expect(await numbers('delivered')).toEqual([delivered.orderNumber]);
    const [first] = (await listOrders('pending'))
      .json()
      .data.filter((o: { order_number: string }) => o.order_number === older.orderNumber);
    expect(first.next_steps).toEqual(['processing', 'failed']);
  });
});
