import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '@portal/contract/console';
import { actions } from '@portal/contract/index';
import { describe, expect, test } from 'vitest';
import { consoleArabicTexts } from '../../../lib/locales-console-ae.ts';
import { consoleEnglishTexts } from '../../../lib/locales-console-en.ts';
import { moreArabicTexts } from '../../../lib/locales-more-ae.ts';
import { moreEnglishTexts } from '../../../lib/locales-more-en.ts';
import { Translator } from '../../../lib/translator.ts';
import {
  auditActions,
  auditFields,
  fieldLabel,
  formatFieldValue,
  humanise,
  recordName,
  sentenceKey,
  sentenceValues,
  shownLength,
} from './audit-texts.ts';

// the texts as the console loads them (i18n.ts loadConsoleTexts), in both languages
const texts = new Translator('en', 'en');
texts.addTexts('en', { ...moreEnglishTexts, ...consoleEnglishTexts });
texts.addTexts('ar', { ...moreArabicTexts, ...consoleArabicTexts });
const en = texts.getFixedT('en');
const ae = texts.getFixedT('ar');
const has = (tag: 'en' | 'ar', key: string) => typeof texts.getResource(tag, key) === 'string';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../../../..');
const serverModules = path.join(repositoryRoot, 'apps/server/src/modules');

/** The action names the server writes into audit rows: `action: 'x'` and `action: c ? 'x' : 'y'` in its modules. */
function actionsTheServerWrites(): Set<string> {
  const sources = fs
    .readdirSync(serverModules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => fs.readFileSync(path.join(serverModules, file), 'utf8'))
    .filter((text) => text.includes('recordChange('));
  const written = sources.flatMap((text) =>
    [...text.matchAll(/\baction: (?:[\w.!]+ \? )?'(\w+)'(?: : '(\w+)')?/g)].flatMap((m) => [m[1]!, m[2]].filter(Boolean)),
  );
  return new Set(written as string[]);
}

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-25 10:00:00',
  operator: { id: 7, name: 'Sara Ahmed', email: 'sara@example.com' },
  action: 'saveCoupon',
  entity: 'coupon',
  entity_id: '12',
  before: null,
  after: null,
  ...fields,
});

/** The sentence of an entry as text: its marks (<who>…</who>) dropped, as a screen reader reads it. */
function sentence(t: typeof en, language: 'en' | 'ae', of: AuditEntry): string {
  const values = { ...sentenceValues(of, t, language), who: of.operator.name, record: recordName(of, language) };
  return t(sentenceKey(of), values).replaceAll(/<\/?\w+>/g, '');
}

describe('every audited action has a sentence', () => {
  test('each action the contract says is audited, and each name the server writes in an audit row, is in the table', () => {
    const audited = actions.filter((a) => /\bAudited\b/.test(a.summary)).map((a) => a.name);
    const written = actionsTheServerWrites();
    // the scan finds the server's writes: the check-in and the cancellation's two names among them
    expect([...written]).toEqual(expect.arrayContaining(['checkIn', 'cancel', 'refund', 'saveCoupon', 'hideReview']));
    const known = new Set(Object.keys(auditActions));
    expect([...audited, ...written].filter((name) => !known.has(name) && name !== 'operatorCancelBooking')).toEqual([]);
  });

  test('every sentence of the table has its text in English and Arabic, naming the operator and the record', () => {
    const sentences = new Set([...Object.values(auditActions).filter((s) => s !== 'write'), 'created', 'changed', 'deleted']);
    for (const name of sentences) {
      for (const tag of ['en', 'ar'] as const) {
        const key = `console-audit.sentences.${name}`;
        expect(has(tag, key), `${tag} ${key}`).toBe(true);
        expect(String(texts.getResource(tag, key)), `${tag} ${key}`).toContain('<who>{{who}}</who>');
      }
    }
  });

  test('every kind of record the log lists has a noun for the sentences in both languages', () => {
    const entities = Object.keys(texts.getResource('en', 'console.audit.entities') as object);
    expect(entities).toContain('coupon');
    expect(
      entities.filter((entity) => !has('en', `console-audit.nouns.${entity}`) || !has('ar', `console-audit.nouns.${entity}`)),
    ).toEqual([]);
  });

  test('every field of the table has a label in English and Arabic', () => {
    const missing = Object.keys(auditFields).filter(
      (field) => !has('en', `console-audit.fields.${field}`) || !has('ar', `console-audit.fields.${field}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the sentence of an entry', () => {
  const coupon = entry({
    before: { code: 'SUMMER10', usage_limit_total: 50 },
    after: { code: 'SUMMER10', usage_limit_total: 100 },
  });

  test('says who changed which coupon, by its code, in both languages', () => {
    expect(sentence(en, 'en', coupon)).toBe('Sara Ahmed changed coupon SUMMER10');
    expect(sentence(ae, 'ae', coupon)).toBe('تم تعديل الكوبون SUMMER10 بواسطة Sara Ahmed');
  });

  test('a new or deleted record is created or deleted', () => {
    expect(sentence(en, 'en', entry({ after: { code: 'NEW5' } }))).toBe('Sara Ahmed created coupon NEW5');
    expect(sentence(en, 'en', entry({ action: 'deleteCoupon', before: { code: 'OLD' } }))).toBe('Sara Ahmed deleted coupon OLD');
  });

  test('a check-in names the booking by its order number', () => {
    const checkIn = entry({
      action: 'checkIn',
      entity: 'booking',
      entity_id: '40',
      before: { order_number: 'SHJ-123', checked_in: null },
      after: { order_number: 'SHJ-123', checked_in: { at: '2026-11-25 09:30:00', by: 'Sara Ahmed' } },
    });
    expect(sentence(en, 'en', checkIn)).toBe('Sara Ahmed checked in booking SHJ-123');
    expect(sentence(ae, 'ae', checkIn)).toBe('تم تسجيل حضور الحجز SHJ-123 بواسطة Sara Ahmed');
  });

  test('a store order moved on names the step it reached', () => {
    const moved = entry({
      action: 'updateStoreOrderFulfilment',
      entity: 'store_order',
      entity_id: 'S-9',
      before: { step: 'processing' },
      after: { step: 'shipped', note: '' },
    });
    expect(sentence(en, 'en', moved)).toBe('Sara Ahmed moved store order S-9 to Shipped');
    expect(sentence(ae, 'ae', moved)).toBe('تم نقل طلب المتجر S-9 إلى مرحلة «تم الشحن» بواسطة Sara Ahmed');
  });

  test('an invoice review names the status it set', () => {
    const review = entry({
      action: 'reviewInvoice',
      entity: 'invoice',
      entity_id: '5',
      before: { status: 0 },
      after: { status: 1 },
    });
    expect(sentence(en, 'en', review)).toBe('Sara Ahmed marked invoice #5 as Approved');
  });

  test('a record with names is named in the operator’s language, the other when that one is empty', () => {
    const product = entry({
      entity: 'product',
      action: 'saveProduct',
      after: { product_title: 'Date soap', arabic_title: 'صابون التمر' },
    });
    expect(recordName(product, 'en')).toBe('Date soap');
    expect(recordName(product, 'ae')).toBe('صابون التمر');
    expect(recordName(entry({ entity: 'tag', after: { name: 'Family', arabic_name: '' } }), 'ae')).toBe('Family');
    expect(recordName(entry({ entity: 'store_tag', after: { value: 'Gifts', arabic_value: 'هدايا' } }), 'ae')).toBe('هدايا');
  });

  test('a record with nothing to name it by is its number, or its key as it is', () => {
    expect(recordName(entry({ entity: 'closed_dates', after: { disabled_dates: [] } }), 'en')).toBe('#12');
    expect(recordName(entry({ entity: 'booking', entity_id: 'SHJ-7', after: { status: 3 } }), 'en')).toBe('SHJ-7');
  });

  test('an action this build does not know yet is told by what it did to the record', () => {
    expect(sentenceKey(entry({ action: 'somethingNew', before: { a: 1 }, after: { a: 2 } }))).toBe(
      'console-audit.sentences.changed',
    );
  });
});

describe('field labels', () => {
  test('name a known field in the operator’s language', () => {
    expect(fieldLabel(en, 'coupon', 'usage_limit_total')).toBe('Total uses allowed');
    expect(fieldLabel(ae, 'coupon', 'usage_limit_total')).toBe('إجمالي مرات الاستعمال المسموح بها');
  });

  test('name a nested field by its path', () => {
    expect(fieldLabel(en, 'booking', 'checked_in.by')).toBe('Checked in by');
    expect(fieldLabel(ae, 'booking', 'checked_in.at')).toBe('وقت تسجيل الحضور');
  });

  test('a field with a meaning of its own in one kind of record has its own label there', () => {
    expect(fieldLabel(en, 'store_tag', 'value')).toBe('Name (English)');
    expect(fieldLabel(en, 'scratch_prize', 'value')).toBe('Prize value');
  });

  test('an unknown field reads as its key in words, never as a key', () => {
    expect(fieldLabel(en, 'customer', 'cleared.booking_notes')).toBe('Cleared booking notes');
    expect(humanise('usage_limit_total')).toBe('Usage limit total');
    expect(humanise('')).toBe('');
  });
});

describe('values as people read them', () => {
  const read = (
    entity: string,
    field: string,
    value: unknown,
    language: 'en' | 'ae' = 'en',
    record: Record<string, unknown> = {},
  ) => formatFieldValue(value, { t: language === 'en' ? en : ae, language, entity, field, record });

  test('statuses and steps by their names, not their numbers', () => {
    expect(read('booking', 'status', 1)).toBe('Confirmed');
    expect(read('booking', 'status', 3, 'ae')).toBe('ملغى');
    expect(read('invoice', 'status', 3)).toBe('Resubmit');
    expect(read('store_order', 'step', 'delivered')).toBe('Delivered');
    expect(read('postcard_order', 'step', 'printed', 'ae')).toBe('تمت الطباعة');
    expect(read('operator', 'staff_role', 'moderator')).toBe('Moderator');
    expect(read('operator', 'role', 'operator', 'ae')).toBe('مشرف');
  });

  test('a status this build has no name for is shown as it came', () => {
    expect(read('booking', 'status', 9)).toBe('9');
  });

  test('money in AED, in each language', () => {
    expect(read('postcard_template', 'price', 12.5)).toBe('AED\u00a012.5');
    expect(read('coupon', 'max_discount', 1000, 'ae')).toBe('\u200f1,000\u00a0د.إ.\u200f');
    expect(read('raffle_campaign', 'prizes', [500, 250])).toBe('AED\u00a0500, AED\u00a0250');
  });

  test('a coupon’s discount is an amount or a percentage by its type', () => {
    expect(read('coupon', 'off', 20, 'en', { type: 'aed' })).toBe('AED\u00a020');
    expect(read('coupon', 'off', 10, 'en', { type: 'percentage' })).toBe('10%');
    expect(read('coupon', 'off', 10, 'ae', { type: 'percentage' })).toBe('10٪');
    expect(read('coupon', 'off', 2, 'en', { type: 'buy_x_get_y' })).toBe('2');
    expect(read('coupon', 'type', 'percentage')).toBe(en('console-offers.types.percentage'));
  });

  test('flags as Yes and No', () => {
    expect(read('coupon', 'enable', 1)).toBe('Yes');
    expect(read('coupon', 'first_order_only', 0, 'ae')).toBe('لا');
    expect(read('customer', 'something_new', true)).toBe('Yes');
  });

  test('dates as DD/MM/YYYY and Dubai times as DD/MM/YYYY HH:mm, in both languages', () => {
    expect(read('raffle_campaign', 'draw_on', '2026-09-01')).toBe('01/09/2026');
    expect(read('raffle_campaign', 'draw_on', '2026-09-01', 'ae')).toBe('01/09/2026');
    expect(read('coupon', 'expires_at', '2026-12-31 23:59:00')).toBe('31/12/2026 23:59');
    expect(read('coupon', 'expires_at', '2026-12-31 23:59:00', 'ae')).toBe('31/12/2026 23:59');
    // a field not in the table still reads as a date by its shape
    expect(read('voucher_code', 'valid_until', '2027-01-05')).toBe('05/01/2027');
  });

  test('markup is stripped and a long text shortened', () => {
    expect(read('product', 'product_description', '<p>Hand <strong>made</strong>&nbsp;soap</p>')).toBe('Hand made soap');
    const long = read('raffle_campaign', 'terms', `<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBe(shownLength);
    expect(long.endsWith('…')).toBe(true);
  });

  test('a plain text keeps its angle brackets', () => {
    expect(read('coupon', 'msg', 'Spend > 100 AED')).toBe('Spend > 100 AED');
  });

  test('lists by their items, a list of records by its count, and nothing as empty', () => {
    expect(read('coupon', 'package_ids', [3, 4])).toBe('3, 4');
    expect(read('coupon', 'package_ids', [3, 4], 'ae')).toBe('3، 4');
    expect(read('raffle_campaign', 'winners', [{ rank: 1 }, { rank: 2 }])).toBe('2 items');
    expect(read('coupon', 'msg', null)).toBe('');
    expect(read('coupon', 'package_ids', [])).toBe('');
  });
});
