import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, checkIns, messages, packages, purchases, reviews } from '../../db/schema/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { createMessageSender, type Transport } from '../../providers/messages/messages.ts';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { inviteReviewers } from './review-invitations.ts';
import { reviewerName } from './review-service.ts';

// Decision 039 (verified reviews), on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The clock is
// fixed at 12:00 in Sharjah on 10 December 2026: "today" is 2026-12-10, yesterday 2026-12-09.

const now = new Date('2026-12-10T08:00:00Z');

let t: ConsoleTestApp;
let destinationId: number;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

const unique = () => randomBytes(6).toString('hex').toUpperCase();

async function traveller(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, { firstName: 'Layla', lastName: 'Khalil', email: `${unique()}@example.com`, ...overrides });
  return { id: user.id, token: await createSession(t.db, user.id, { expiresAt: new Date('2030-01-01T00:00:00Z') }) };
}

const newPackage = async () => (await createPackage(t.db, { destinationId, rating: '4.9' })).id;

/** A paid booking (status 1) of the user for `date`, as payment leaves it, made yesterday; answers its order number. */
async function booking(userId: number, packageId: number, date: string | null, status = 1) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P${unique()}`, userId, kind: 'booking', status: 1, subtotalFils: 10_000, totalFils: 10_000 })
    .returning();
  const [row] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `B${unique()}`,
      userId,
      packageId,
      date,
      adultQty: 1,
      totalFils: 10_000,
      status,
      createdAt: new Date(now.getTime() - 86_400_000),
    })
    .returning();
  return row!.orderNumber;
}

/** Checks the booking in at the gate, as the console's check-in does. */
async function checkIn(orderNumber: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.orderNumber, orderNumber));
  await t.db.insert(checkIns).values({ bookingId: row!.id, operatorId: t.adminId });
}

const write = (token: string, orderNumber: string, stars = 5, body = 'Wonderful evening in the desert', language = 'en') =>
  postAction(t.app, { action: 'writeReview', order_number: orderNumber, stars, body, language }, token);

const packageRow = async (id: number) => (await t.db.select().from(packages).where(eq(packages.id, id)))[0]!;

/** The package's reviews as visitors get them: a GET, from the public cache when it holds one. */
async function publicReviews(packageId: number, page = 1, perPage = 5) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api?action=packageReviews&package_id=${packageId}&page=${page}&per_page=${perPage}`,
  });
  return res.json();
}

describe('writing a review', () => {
  it('the traveller of a confirmed booking whose date has passed reviews it once, and the rating follows', async () => {
    const me = await traveller();
    const pkg = await newPackage();
    const order = await booking(me.id, pkg, '2026-12-09');
    const res = await write(me.token, order, 4, 'رحلة رائعة', 'ae');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ order_number: order, stars: 4, body: 'رحلة رائعة', language: 'ae', hidden: 0 });
    expect(await packageRow(pkg)).toMatchObject({ rating: '4.0', reviewCount: 1 });

    const again = await write(me.token, order, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_exists');
    expect(await t.db.select().from(reviews).where(eq(reviews.packageId, pkg))).toHaveLength(1);
  });

  it('refuses a booking of someone else as not found, and future, today, cancelled and pending ones', async () => {
    const me = await traveller();
    const other = await traveller();
    const pkg = await newPackage();
    const cases = [
      { order: await booking(other.id, pkg, '2026-12-01'), status: 404, code: 'booking_not_found' },
      { order: await booking(me.id, pkg, '2026-12-11'), status: 409, code: 'review_too_early' },
      { order: await booking(me.id, pkg, '2026-12-10'), status: 409, code: 'review_too_early' },
      { order: await booking(me.id, pkg, '2026-12-01', 3), status: 409, code: 'review_not_allowed' },
      { order: await booking(me.id, pkg, '2026-12-01', 0), status: 409, code: 'review_not_allowed' },
    ];
    for (const c of cases) {
      const res = await write(me.token, c.order);
      expect([res.statusCode, res.json().code]).toEqual([c.status, c.code]);
    }
    expect(await packageRow(pkg)).toMatchObject({ rating: '4.9', reviewCount: 0 });
  });

  it('answers a refusal in Arabic to an Arabic reader', async () => {
    const me = await traveller({ language: 'ae' });
    const res = await write(me.token, await booking(me.id, await newPackage(), '2026-12-20'));
    expect(res.json()).toMatchObject({ code: 'review_too_early', msg: 'يمكنك تقييم هذا الحجز بعد زيارتك' });
  });

  it('an open-dated ticket is reviewed only once checked in, and a checked-in visit on its own day', async () => {
    const me = await traveller();
    const openDated = await booking(me.id, await newPackage(), null);
    expect((await write(me.token, openDated)).json().code).toBe('review_too_early');
    await checkIn(openDated);
    expect((await write(me.token, openDated)).statusCode).toBe(200);

    const today = await booking(me.id, await newPackage(), '2026-12-10');
    expect((await write(me.token, today)).json().code).toBe('review_too_early');
    await checkIn(today);
    expect((await write(me.token, today)).statusCode).toBe(200);

    // the gate lets a paid ticket in only: a cancelled one stays refused, checked in or not
    const cancelled = await booking(me.id, await newPackage(), '2026-12-01', 3);
    await checkIn(cancelled);
    expect((await write(me.token, cancelled)).json().code).toBe('review_not_allowed');
  });

  it('one traveller reviews a package once, however many tickets they bought', async () => {
    const me = await traveller({ language: 'ae' });
    const fan = await traveller();
    const pkg = await newPackage();
    await write(fan.token, await booking(fan.id, pkg, '2026-12-01'), 5);
    const orders = [];
    for (let i = 0; i < 8; i += 1) orders.push(await booking(me.id, pkg, '2026-12-01'));
    const answers = [];
    for (const order of orders) answers.push(await write(me.token, order, 1, 'Awful'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers[1]!.json()).toMatchObject({ code: 'package_reviewed', msg: 'لقد قيّمت هذه التجربة من قبل' });
    expect(await packageRow(pkg)).toMatchObject({ rating: '3.0', reviewCount: 2 });
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, me.id))).toHaveLength(1);
  });

  it('reviews written before the rule count once per traveller: the earliest shown one', async () => {
    const me = await traveller();
    const fan = await traveller();
    const pkg = await newPackage();
    await write(fan.token, await booking(fan.id, pkg, '2026-12-01'), 5, 'fan');
    const [first, second] = [await booking(me.id, pkg, '2026-12-01'), await booking(me.id, pkg, '2026-12-02')];
    const rows = [];
    for (const [i, order] of [first!, second!].entries()) {
      const [b] = await t.db.select().from(bookings).where(eq(bookings.orderNumber, order));
      const [row] = await t.db
        .insert(reviews)
        .values({
          bookingId: b!.id,
          packageId: pkg,
          userId: me.id,
          stars: 1,
          body: `old ${i}`,
          language: 'en',
          createdAt: new Date(now.getTime() - (2 - i) * 3_600_000),
        })
        .returning();
      rows.push(row!);
    }
    const hide = await postAction(t.app, { action: 'hideReview', id: rows[0]!.id, reason: 'Duplicate' }, t.tokens.moderator);
    expect(hide.statusCode).toBe(200);
    expect(await packageRow(pkg)).toMatchObject({ rating: '3.0', reviewCount: 2 });
    expect((await t.call({ action: 'showReview', id: rows[0]!.id })).statusCode).toBe(200);
    expect(await packageRow(pkg)).toMatchObject({ rating: '3.0', reviewCount: 2 });
    const shown = await publicReviews(pkg);
    expect(shown).toMatchObject({ rating: 3, review_count: 2, total: 2 });
    expect(shown.data.map((r: { body: string }) => r.body)).toEqual(['fan', 'old 0']);
  });

  it('validates stars, text and language, naming the fields', async () => {
    const me = await traveller();
    const order = await booking(me.id, await newPackage(), '2026-12-01');
    const res = await postAction(
      t.app,
      { action: 'writeReview', order_number: order, stars: 6, body: 'x'.repeat(2001), language: 'fr' },
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['body', 'language', 'stars']);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, me.id))).toEqual([]);
  });

  it('myReviews lists the reviews and only the bookings that can be reviewed now', async () => {
    const me = await traveller();
    const pkg = await newPackage();
    const other = await newPackage();
    const reviewed = await booking(me.id, pkg, '2026-12-02');
    // another visit of a package reviewed already cannot be reviewed
    await booking(me.id, pkg, '2026-12-04');
    const older = await booking(me.id, other, '2026-11-20');
    const newer = await booking(me.id, other, '2026-12-05');
    await booking(me.id, other, '2026-12-12');
    await booking(me.id, other, '2026-12-01', 3);
    await booking(me.id, other, null);
    const checkedInToday = await booking(me.id, await newPackage(), '2026-12-10');
    await checkIn(checkedInToday);
    await write(me.token, reviewed, 3);
    const res = await postAction(t.app, { action: 'myReviews' }, me.token);
    expect(res.json().data.reviewable).toEqual([checkedInToday, newer, older]);
    expect(res.json().data.reviews).toMatchObject([{ order_number: reviewed, stars: 3 }]);
    expect((await postAction(t.app, { action: 'myReviews' })).statusCode).toBe(401);
  });
});

describe('the package page', () => {
  it('shows the visible reviews newest first, paginated, by first name and initial, verified', async () => {
    const pkg = await newPackage();
    for (const [stars, body] of [
      [5, 'first'],
      [4, 'second'],
      [3, 'third'],
    ] as const) {
      const me = await traveller({ firstName: 'Omar', lastName: 'Haddad' });
      await write(me.token, await booking(me.id, pkg, '2026-12-01'), stars, body);
    }
    const first = await publicReviews(pkg, 1, 2);
    expect(first).toMatchObject({ rating: 4, review_count: 3, total: 3, page: 1, per_page: 2 });
    expect(first.data.map((r: { body: string }) => r.body)).toEqual(['third', 'second']);
    expect(first.data[0]).toMatchObject({ reviewer: 'Omar H.', date: '2026-12-10', verified: 1, stars: 3 });
    expect(JSON.stringify(first)).not.toContain('Haddad');
    expect((await publicReviews(pkg, 2, 2)).data.map((r: { body: string }) => r.body)).toEqual(['first']);
  });

  it('an unknown package is not found', async () => {
    expect((await publicReviews(999_999)).code).toBe('package_not_found');
  });

  it('a new review drops the cached answer at once', async () => {
    const pkg = await newPackage();
    expect(await publicReviews(pkg)).toMatchObject({ review_count: 0, rating: 4.9 });
    const me = await traveller();
    await write(me.token, await booking(me.id, pkg, '2026-12-01'), 2, 'Too hot');
    expect(await publicReviews(pkg)).toMatchObject({ review_count: 1, rating: 2 });
  });
});

describe('operators', () => {
  it('hide a review with a reason and show it again: rating, public page and audit follow', async () => {
    const pkg = await newPackage();
    const reviewIds: number[] = [];
    for (const stars of [5, 2]) {
      const me = await traveller();
      await write(me.token, await booking(me.id, pkg, '2026-12-01'), stars, `rated ${stars}`);
      const [row] = await t.db.select().from(reviews).where(eq(reviews.userId, me.id));
      reviewIds.push(row!.id);
    }
    const low = reviewIds[1]!;
    expect((await publicReviews(pkg)).rating).toBe(3.5);

    const hidden = await postAction(t.app, { action: 'hideReview', id: low, reason: 'Insults the guide' }, t.tokens.moderator);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: 1, hidden_reason: 'Insults the guide', package_id: pkg });
    expect(await packageRow(pkg)).toMatchObject({ rating: '5.0', reviewCount: 1 });
    const shown = await publicReviews(pkg);
    expect(shown).toMatchObject({ rating: 5, review_count: 1 });
    expect(shown.data.map((r: { id: number }) => r.id)).toEqual([reviewIds[0]]);

    const hiddenList = await t.call({ action: 'consoleReviews', state: 'hidden', q: 'rated 2' });
    expect(hiddenList.json()).toMatchObject({ total: 1, data: [{ id: low, hidden: 1 }] });

    expect((await t.call({ action: 'showReview', id: low })).json().data).toMatchObject({ hidden: 0, hidden_reason: '' });
    expect(await packageRow(pkg)).toMatchObject({ rating: '3.5', reviewCount: 2 });
    expect((await publicReviews(pkg)).review_count).toBe(2);

    const audit = await auditEntriesOf(t, 'review', low);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'hideReview',
        { hidden: 0, hidden_by: null, hidden_reason: null },
        expect.objectContaining({ hidden: 1, hidden_reason: 'Insults the guide' }),
      ],
      ['showReview', expect.objectContaining({ hidden: 1 }), { hidden: 0, hidden_by: null, hidden_reason: null }],
    ]);
  });

  it('a reason is required to hide, and an unknown review is not found', async () => {
    expect((await t.call({ action: 'hideReview', id: 1, reason: ' ' })).json().fields).toHaveProperty('reason');
    expect((await t.call({ action: 'showReview', id: 999_999 })).json().code).toBe('review_not_found');
  });

  it('refuses the operator actions to visitors and travellers, and changes nothing', async () => {
    const me = await traveller();
    const pkg = await newPackage();
    await write(me.token, await booking(me.id, pkg, '2026-12-01'));
    const [row] = await t.db.select().from(reviews).where(eq(reviews.userId, me.id));
    const statuses = await statusesOfOutsiders(t, [
      { action: 'consoleReviews' },
      { action: 'hideReview', id: row!.id, reason: 'spam' },
      { action: 'showReview', id: row!.id },
    ]);
    // moderators are operators: they may moderate reviews
    expect(statuses.map((s) => s.slice(0, 2))).toEqual([
      [401, 403],
      [401, 403],
      [401, 403],
    ]);
    expect(statuses.map((s) => s[2])).toEqual([200, 200, 200]);
    expect((await packageRow(pkg)).reviewCount).toBe(1);
  });
});

describe('the invitation e-mail', () => {
  const outbox: Transport = { name: 'outbox', deliver: async () => {} };
  const sender = () =>
    createMessageSender({ db: t.db, transports: { email: outbox, sms: outbox }, wake: () => {}, now: systemClock });
  const invite = (at: Date) => inviteReviewers({ db: t.db, messages: sender(), publicUrl: 'https://portal.example', now: at });
  const invitationsTo = (email: string) => t.db.select().from(messages).where(eq(messages.recipient, email));

  it('is written once, the day after, in the traveller’s language, for bookings of the last two weeks', async () => {
    const pkg = await createPackage(t.db, {
      destinationId,
      packageName: 'Mleiha Stargazing',
      arabicName: 'مراقبة النجوم في مليحة',
    });
    const arabic = await createUser(t.db, { firstName: 'سارة', email: `${unique()}@example.com`, language: 'ae' });
    const english = await createUser(t.db, { firstName: 'Tom', email: `${unique()}@example.com`, language: 'en' });
    const yesterday = await booking(arabic.id, pkg.id, '2026-12-09');
    const lastWeek = await booking(english.id, pkg.id, '2026-12-03');
    const notYet = await booking(english.id, pkg.id, '2026-12-10');
    const tooOld = await booking(english.id, pkg.id, '2026-11-20');
    const cancelled = await booking(english.id, pkg.id, '2026-12-08', 3);

    await invite(now);
    await invite(now);

    const [toArabic] = await invitationsTo(arabic.email!);
    expect(toArabic).toMatchObject({ kind: 'review_invitation', language: 'ae' });
    expect(toArabic!.subject).toContain('مراقبة النجوم في مليحة');
    expect(toArabic!.body).toContain(`https://portal.example/order-history?review=${yesterday}`);
    const toEnglish = await invitationsTo(english.email!);
    expect(toEnglish.map((m) => [m.language, m.body.includes(`review=${lastWeek}`), m.subject])).toEqual([
      ['en', true, 'How was Mleiha Stargazing?'],
    ]);
    const invited = async (order: string) =>
      (await t.db.select().from(bookings).where(eq(bookings.orderNumber, order)))[0]!.reviewInvitedAt !== null;
    expect(await Promise.all([yesterday, lastWeek, notYet, tooOld, cancelled].map(invited))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);

    // the next day the booking of the 10th is due
    await invite(new Date('2026-12-11T08:00:00Z'));
    expect((await invitationsTo(english.email!)).map((m) => m.body.includes(`review=${notYet}`))).toEqual([false, true]);
  });

  it('is not written for a booking already reviewed, nor another booking of a reviewed package', async () => {
    const me = await traveller();
    const pkg = await newPackage();
    const order = await booking(me.id, pkg, '2026-12-08');
    await write(me.token, order);
    const again = await booking(me.id, pkg, '2026-12-09');
    await invite(now);
    const rows = await t.db.select().from(bookings).where(eq(bookings.userId, me.id));
    expect(rows.map((r) => [r.orderNumber, r.reviewInvitedAt])).toEqual(
      expect.arrayContaining([
        [order, null],
        [again, null],
      ]),
    );
  });
});

describe('a customer’s data', () => {
  it('exports their reviews, and erasing them clears the text and the name but keeps the stars', async () => {
    const email = `${unique().toLowerCase()}@example.com`;
    const me = await traveller({ email });
    const pkg = await newPackage();
    const order = await booking(me.id, pkg, '2026-12-01');
    await write(me.token, order, 2, 'The guide was late, Layla from Ajman');
    const exported = await t.call({ action: 'exportCustomerData', id: me.id });
    expect(exported.json().data.reviews).toMatchObject([
      { order_number: order, stars: 2, body: 'The guide was late, Layla from Ajman' },
    ]);

    expect((await publicReviews(pkg)).data[0].reviewer).toBe('Layla K.');
    expect((await t.call({ action: 'eraseCustomer', id: me.id, confirm: email })).statusCode).toBe(200);
    const after = await publicReviews(pkg);
    expect(after).toMatchObject({ rating: 2, review_count: 1 });
    expect(after.data[0]).toMatchObject({ reviewer: '', body: '', stars: 2 });
  });
});

describe('the reviewer’s name', () => {
  it('is the first name and the initial of the last, past an Arabic article', () => {
    expect(reviewerName('Layla', 'Khalil')).toBe('Layla K.');
    expect(reviewerName('نورة', 'الكعبي')).toBe('نورة ك.');
    expect(reviewerName('Omar', '')).toBe('Omar');
    expect(reviewerName('', '')).toBe('');
  });
});
