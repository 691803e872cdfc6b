import type { ConsolePackage } from '@portal/contract/console-packages';
import { packageSetupProblems } from '@portal/domain/booking/index';
import { describe, expect, it } from 'vitest';
import { draftOfPackage, draftProblems, emptyPackageDraft, packageInput, parsePrice, setupOfDraft } from './package-draft.ts';

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
