import type { ConsolePackage } from '@portal/contract/console-packages';
import { packageSetupProblems } from '@portal/domain/booking/index';
import { describe, expect, it } from 'vitest';
import { Translator } from '../../../lib/translator.ts';
import arabicTexts from '../../../locales/ae/console-packages.json';
import englishTexts from '../../../locales/en/console-packages.json';
import {
  draftOfPackage,
  draftProblems,
  emptyPackageDraft,
  packageInput,
  parsePrice,
  saleVerdict,
  savedMessage,
  setupOfDraft,
  type SaleState,
} from './package-draft.ts';

const stored: ConsolePackage = {
  id: 7,
  ...packageInputShape(),
  rating: 4.5,
  adult_booked_times: 3,
  child_booked_times: 0,
  has_option_list: 0,
  extras: { enabled_slots: 1, enabled_sub_packages: 0, enabled_meals: 0, enabled_transports: 0 },
  bookings: 2,
  problems: [],
};

function packageInputShape() {
  return {
    destination_id: 4,
    package_name: 'Desert Stargazing',
    arabic_name: 'مراقبة النجوم',
    url_slug: 'desert-stargazing',
    adult_price: 150,
    child_price: 75.5,
    original_price: null,
    offer_tag: 0 as const,
    offer_tag_text: '',
    arabic_offer_tag_text: '',
    redirect: 0 as const,
    redirect_url: '',
    hide: 0 as const,
    enable: 1 as const,
    disabled: 0 as const,
    checkout: ['sharjah'],
    enable_date_picker: 1 as const,
    enable_time_picker: 1 as const,
    enable_meal: 0 as const,
    enable_sub_packages: 0 as const,
    enable_transport: 0 as const,
    adult_default_qty: 1,
    child_default_qty: 0,
    adult_min_qty: null,
    adult_max_qty: 8,
    child_min_qty: null,
    child_max_qty: null,
    overall_min_limit: null,
    adult_overall_limit: null,
    child_overall_limit: null,
    start_date: null,
    end_date: '2026-12-31',
    event_dates: [],
    disabled_dates: ['2026-03-10'],
    disabled_weeks: 'sunday,friday',
    disable_booking_prior: 0 as const,
    cancel_policy: 'free' as const,
    cancel_free_hours: 24,
    cancel_late_fee_percent: null,
    duration_minutes: 90,
    meeting_point: 'Main gate',
    arabic_meeting_point: 'البوابة الرئيسية',
    included: 'Entry\nGuide',
    arabic_included: 'الدخول\nمرشد',
    enable_note: 0 as const,
    note: '',
    arabic_note: '',
    description: '<p>Stars</p>',
    arabic_description: '',
    term_conditions: '',
    arabic_term_conditions: '',
    additional_info: '',
    arabic_additional_info: '',
    itinerary: '',
    arabic_itinerary: '',
    amenities: ['dining' as const],
    img: 'uploads/a.jpg',
    mega_slider_images: ['uploads/a.jpg', 'uploads/b.jpg'],
    tags: ['family'],
    position: 2,
    lat: 25.1,
    lan: 55.9,
  };
}

const now = new Date('2026-03-04T06:00:00Z');

describe('package drafts', () => {
  it('sends back what it read, lists as JSON text and weekdays as names', () => {
    const input = packageInput(draftOfPackage(stored), stored.id);
    expect(input).toMatchObject({
      id: 7,
      destination_id: '4',
      adult_price: '150',
      child_price: '75.50',
      original_price: '',
      enable_time_picker: 1,
      adult_max_qty: '8',
      adult_min_qty: '',
      disabled_dates: '["2026-03-10"]',
      disabled_weeks: 'sunday,friday',
      mega_slider_images: '["uploads/a.jpg","uploads/b.jpg"]',
      lat: '25.1',
      duration_minutes: '90',
      arabic_meeting_point: 'البوابة الرئيسية',
      included: 'Entry\nGuide',
    });
    expect(Object.keys(input)).not.toContain('extras');
    expect(Object.keys(input)).not.toContain('rating');
  });

  it('starts a new package with bookings off, sold on this site', () => {
    const draft = emptyPackageDraft('sharjah');
    expect(draft).toMatchObject({ enable: true, disabled: true, checkout: ['sharjah'], adult_default_qty: '1' });
    expect(packageInput(draft, null)).not.toHaveProperty('id');
  });

  it('reads prices typed with Arabic digits and the Arabic decimal separator', () => {
    expect(parsePrice('١٥٠٫٥٠')).toBe(150.5);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('10.005')).toBeNaN();
    expect(packageInput({ ...emptyPackageDraft('x'), adult_price: '١٥٠' }, null).adult_price).toBe('150');
  });

  it('names the fields the contract would refuse before sending', () => {
    const problems = draftProblems({
      ...emptyPackageDraft('x'),
      adult_price: '1,5',
      adult_max_qty: 'many',
      lat: '25',
      offer_tag: true,
    });
    expect(problems).toEqual({
      destination_id: 'required',
      package_name: 'required',
      arabic_name: 'required',
      adult_price: 'price_format',
      adult_max_qty: 'whole_number',
      lan: 'both_coordinates',
      offer_tag_text: 'required',
    });
    expect(draftProblems(draftOfPackage(stored))).toEqual({});
  });

  it('gives the booking rules the draft and the extras the server counted', () => {
    const draft = draftOfPackage(stored);
    expect(packageSetupProblems(setupOfDraft(draft, stored), now)).toEqual([]);
    const noSlots = { ...stored, extras: { ...stored.extras, enabled_slots: 0 } };
    expect(packageSetupProblems(setupOfDraft(draft, noSlots), now)).toEqual([{ field: 'enable_time_picker', code: 'no_slot' }]);
    expect(
      packageSetupProblems(setupOfDraft({ ...draft, adult_price: '0', child_price: '', end_date: '' }, stored), now).map(
        (p) => p.field,
      ),
    ).toEqual(['adult_price', 'end_date']);
  });
});

describe('whether visitors can book it', () => {
  const texts = new Translator('en', 'en');
  texts.addTexts('en', { 'console-packages': englishTexts });
  texts.addTexts('ae', { 'console-packages': arabicTexts });
  const en = texts.getFixedT('en');
  const ae = texts.getFixedT('ae');
  const problem = { field: 'enable_time_picker' as const, code: 'no_slot' as const };
  const onSale = { ...stored, enable: 1 as const, disabled: 0 as const, hide: 0 as const, redirect: 0 as const };

  it('says a new package is not on sale until bookings are switched on, and that nothing applies before it is saved', () => {
    expect(saleVerdict(emptyPackageDraft('sharjah'), [], null)).toEqual({ state: 'bookings_off', pending: true });
    expect(saleVerdict({ ...emptyPackageDraft('sharjah'), disabled: false }, [], null)).toEqual({
      state: 'on_sale',
      pending: true,
    });
    expect(en('console-packages.sale.bookings_off', { bookings: en('console-packages.fields.disabled') })).toBe(
      'Not yet on sale: visitors cannot book this package while “Bookings disabled” is on. Switch it off when the package is ready.',
    );
  });

  it('names the first thing that stops visitors, as the server decides it, and whether the form differs from what they get', () => {
    const draft = draftOfPackage(onSale);
    const verdict = (changes: Partial<typeof draft>, problems: unknown[] = []) =>
      saleVerdict({ ...draft, ...changes }, problems, onSale).state;
    expect(saleVerdict(draft, [], onSale)).toEqual({ state: 'on_sale', pending: false });
    expect(saleVerdict({ ...draft, disabled: true }, [], onSale)).toEqual({ state: 'bookings_off', pending: true });
    expect(verdict({ enable: false, disabled: true })).toBe('switched_off');
    expect(verdict({ disabled: true }, [problem])).toBe('bookings_off');
    expect(verdict({}, [problem])).toBe('unbookable');
    expect(verdict({ redirect: true })).toBe('elsewhere');
    // a hidden package is still booked from its link
    expect(verdict({ hide: true })).toBe('hidden');
    const off = { ...onSale, disabled: 1 as const };
    expect(saleVerdict(draftOfPackage(off), [], off)).toEqual({ state: 'bookings_off', pending: false });
  });

  it('has a sentence for every state in English and in Arabic', () => {
    const states: SaleState[] = ['on_sale', 'hidden', 'elsewhere', 'unbookable', 'bookings_off', 'switched_off'];
    for (const tag of ['en', 'ae']) {
      for (const key of [...states.map((state) => `sale.${state}`), 'sale.pending', 'after_save.bookings_off_new']) {
        expect(texts.getResource(tag, `console-packages.${key}`), `${tag} ${key}`).toEqual(expect.any(String));
      }
      for (const state of states)
        expect(texts.getResource(tag, `console-packages.after_save.${state}`)).toEqual(expect.any(String));
    }
  });

  it('confirms a save with whether visitors can book it now, from what the server stored', () => {
    const name = 'Desert Stargazing';
    const off = { ...onSale, disabled: 1 as const };
    expect(savedMessage(en, off, false, name)).toBe(
      'Desert Stargazing saved; not yet on sale — switch bookings on when it is ready.',
    );
    expect(savedMessage(en, onSale, false, name)).toBe('Desert Stargazing saved; visitors can book it now.');
    expect(savedMessage(en, off, true, name)).toBe(
      'Desert Stargazing created; not yet on sale — add its time slots and extras on the other tabs, then switch bookings on when it is ready.',
    );
    expect(savedMessage(en, onSale, true, name)).toBe('Desert Stargazing created; visitors can book it now.');
    // on sale but unbookable as configured (saved so only because it was so before): never "can book it now"
    expect(savedMessage(en, { ...onSale, problems: [problem] }, false, name)).toBe(
      'Desert Stargazing saved; visitors cannot book it as it is set up — fix what the form lists.',
    );
    expect(savedMessage(en, { ...onSale, enable: 0 }, false, name)).toBe(
      'Desert Stargazing saved; switched off — visitors can neither see nor book it.',
    );
    expect(savedMessage(ae, off, false, 'مراقبة النجوم')).toBe(
      'حُفظت مراقبة النجوم؛ لم تُعرض للبيع بعد — شغّل الحجز حين تصبح جاهزة.',
    );
    expect(savedMessage(ae, onSale, false, 'مراقبة النجوم')).toBe('حُفظت مراقبة النجوم؛ يستطيع الزوار حجزها الآن.');
  });
});
