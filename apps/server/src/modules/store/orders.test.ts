import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { buyer, call, checkout, checkoutApp, payOnSandbox, type TestApp } from '../../test/store-checkout.ts';
import { addAttribute, addVariant, createProduct, createStore } from '../../test/store-factories.ts';

let clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
});
afterAll(() => t.close());

type Order = {
  order_number: string;
  status: number;
  processing_status: string;
  vendor_name: string;
  total: number;
  items: { title: string; qty: number; price: number; variant_options: Record<string, string> | null }[];
  fullfillment_status: { status_id: number; status_name: string }[] | { status_id: number; status_name: string };
};

describe('listeComOrders', () => {
  it("lists the buyer's own orders newest first; with an order number, that order and its current step; anyone else's is not found", async () => {
    const store = await createStore(t.db, { storeName: 'Craft House', arabicStoreName: 'بيت الحرف' });
    const shawl = await createProduct(t.db, { storeId: store.id, productTitle: 'Sadu shawl', priceFils: 25_000 });
    const indigo = await addVariant(t.db, shawl.id, { variantOptions: { Colour: 'Indigo' }, priceFils: 27_500 });
    const soap = await createProduct(t.db, { storeId: store.id, productTitle: 'Date soap', priceFils: 1_500 });
    const me = await buyer(t.db);
    const someone = await buyer(t.db);

    const paid = await checkout(t, me.token, {
      products: [{ product_id: shawl.id, variant_id: indigo.id, qty: 1 }],
      address_id: me.addressId,
    });
    await payOnSandbox(t, String(paid.body.payment_link));
    clock = new Date(clock.getTime() + 60_000);
    const pending = await checkout(t, me.token, { products: [{ product_id: soap.id, qty: 3 }], address_id: me.addressId });
    const theirs = await checkout(t, someone.token, {
      products: [{ product_id: soap.id, qty: 1 }],
      address_id: someone.addressId,
    });

    const list = await call(t, { action: 'listeComOrders' }, me.token);
    expect(list.status).toBe(200);
    const orders = list.body.data as Order[];
    expect(orders.map((o) => [o.order_number, o.status, o.processing_status, o.total])).toEqual([
      [pending.body.order_number, 0, '', 45],
      [paid.body.order_number, 1, 'Pending', 275],
    ]);
    expect(orders[1]).toMatchObject({
      vendor_name: 'Craft House',
      items: [{ title: 'Sadu shawl', qty: 1, price: 275, variant_options: { Colour: 'Indigo' } }],
      fullfillment_status: [{ status_id: 0, status_name: 'Pending' }],
    });

    const one = await call(t, { action: 'listeComOrders', order_number: String(paid.body.order_number) }, me.token);
    expect(one.body.data).toHaveLength(1);
    expect((one.body.data as Order[])[0]!.fullfillment_status).toMatchObject({ status_id: 0, status_name: 'Pending' });

    const notMine = await call(t, { action: 'listeComOrders', order_number: String(theirs.body.order_number) }, me.token);
    expect(`${notMine.status} ${notMine.body.code}`).toBe('404 order_not_found');
    const unknown = await call(t, { action: 'listeComOrders', order_number: 'O23456789ABCDEFGH' }, me.token);
    expect(unknown.body.code).toBe('order_not_found');
    expect(
      ((await call(t, { action: 'listeComOrders' }, someone.token)).body.data as Order[]).map((o) => o.order_number),
    ).toEqual([theirs.body.order_number]);
  });

  it('asks a visitor to sign in', async () => {
    expect((await call(t, { action: 'listeComOrders' })).body).toMatchObject({ code: 'login_required', login_required: 1 });
  });
});

describe('Arabic option labels of an order', () => {
  it("names a variant's options in Arabic for Arabic pages and e-mails, the English kept where the product has no Arabic", async () => {
    const store = await createStore(t.db);
    const cushion = await createProduct(t.db, { storeId: store.id, productTitle: 'Sadu cushion', arabicTitle: 'وسادة السدو' });
    await addAttribute(t.db, cushion.id, {
      name: 'Size',
      arabicName: 'المقاس',
      values: ['S', 'M', 'L'],
      arabicValues: ['صغير', 'متوسط', 'كبير'],
    });
    // an attribute whose values have no Arabic yet
    await addAttribute(t.db, cushion.id, { name: 'Colour', arabicName: 'اللون', values: ['Red'] });
    const medium = await addVariant(t.db, cushion.id, { variantOptions: { Size: 'M', Colour: 'Red' } });
    const layla = await buyer(t.db, { email: 'layla.cushion@example.com', firstName: 'ليلى', language: 'ae' });
    const operator = await createUser(t.db, { role: 'operator' });
    const operatorToken = await createSession(t.db, operator.id);

    const answer = await checkout(t, layla.token, {
      products: [{ product_id: cushion.id, variant_id: medium.id, qty: 1 }],
      address_id: layla.addressId,
    });
    await payOnSandbox(t, String(answer.body.payment_link));
    const orderNumber = String(answer.body.order_number);
    const labels = { variant_options: { Size: 'M', Colour: 'Red' }, arabic_variant_options: { المقاس: 'متوسط', اللون: 'Red' } };

    const own = await call(t, { action: 'listeComOrders', order_number: orderNumber }, layla.token);
    expect((own.body.data as Order[])[0]!.items).toMatchObject([labels]);
    const moved = await call(
      t,
      { action: 'updateStoreOrderFulfilment', order_number: orderNumber, step: 'processing' },
      operatorToken,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ items: [labels] });

    const mails = await t.db.select().from(messages).where(eq(messages.recipient, 'layla.cushion@example.com'));
    expect(mails.map((m) => m.kind).sort()).toEqual(['store_fulfilment', 'store_order_confirmation']);
    for (const mail of mails) expect(mail.body).toContain('وسادة السدو (المقاس: متوسط، اللون: Red) × 1');
  });
});
