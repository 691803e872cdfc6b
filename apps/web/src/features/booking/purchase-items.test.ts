import type { PackageDetails } from '../../lib/package-details.ts';
import { describe, expect, test } from 'vitest';
import { initialSelection, type Selection } from './flow-state.ts';
import { bookingPackageOf } from './package-rules.ts';
import { purchaseItemOf, purchaseItemsOf } from './purchase-items.ts';

const pkg = {
  id: 12,
  price: 120,
  adult_price: 120,
  child_price: 60,
  start_date: null,
  end_date: null,
  enable_date_picker: 1,
  enable_time_picker: 1,
  enable_sub_packages: 1,
  enable_transport: 1,
  enable_meal: 1,
  adult_default_qty: 1,
  child_default_qty: 0,
  adult_min_qty: null,
  adult_max_qty: null,
  child_min_qty: null,
  child_max_qty: null,
  overall_min_limit: null,
  adult_overall_limit: null,
  adult_booked_times: 0,
  child_overall_limit: null,
  child_booked_times: 0,
  event_dates: [],
  disabled_dates: [],
  disabled_weeks: [],
  disable_booking_prior: 0,
  sub_packages: [],
  meals: [],
  transport: [{ id: 7, name: 'Sharjah City Centre', arabic_name: 'مركز مدينة الشارقة', one_way: 20, two_way: 35, enable: 1 }],
  option_list: null,
} as unknown as PackageDetails;

const selection: Selection = {
  ...initialSelection({ adult_default_qty: 2, child_default_qty: 1 }),
  date: '2026-12-05',
  timeSlotId: 3,
  timeSlotName: '10:00 AM',
  subPackages: [{ id: 4, adults: 2, children: 1 }],
  meals: [{ id: 9, qty: 3 }],
  transport: { id: 7, type: 'two_way' },
};

describe('the purchase item', () => {
  test('carries every chosen step and no price', () => {
    const item = purchaseItemOf(pkg, bookingPackageOf(pkg), selection);
    expect(item).toEqual({
      package_id: 12,
      adult_qty: 2,
      child_qty: 1,
      date: '2026-12-05',
      time_slot_id: 3,
      time_slot_data: '10:00 AM',
      subpackages_id: [4],
      subpackages_adult_qty: [2],
      subpackages_child_qty: [1],
      meals_id: [9],
      meals_qty: [3],
      transport_id: 7,
      transport_type: 'two_way',
      transport_name: 'Sharjah City Centre',
    });
    expect(item).not.toHaveProperty('total');
  });

  test('leaves out the values of steps the package does not show', () => {
    const plain: PackageDetails = {
      ...pkg,
      enable_date_picker: 0,
      enable_time_picker: 0,
      enable_sub_packages: 0,
      enable_transport: 0,
      enable_meal: 0,
    };
    expect(purchaseItemOf(plain, bookingPackageOf(plain), selection)).toEqual({ package_id: 12, adult_qty: 2, child_qty: 1 });
  });

  test('an option-list package books one ticket with its checked options', () => {
    const options = {
      ...pkg,
      enable_date_picker: 0,
      enable_time_picker: 0,
      enable_sub_packages: 0,
      enable_transport: 0,
      enable_meal: 0,
      option_list: {
        child_price_only: 1,
        options: [{ id: 'all', label: 'All Days', arabic_label: 'كل الأيام', price: 290, exclusive: 1 }],
        notes: null,
      },
    } as PackageDetails;
    expect(purchaseItemOf(options, bookingPackageOf(options), { ...selection, optionIds: ['all'] })).toEqual({
      package_id: 12,
      adult_qty: 0,
      child_qty: 1,
      options: ['all'],
    });
  });

  test("an option's night reaches the booking rules with it, and an option without one has none", () => {
    const dated = {
      ...pkg,
      option_list: {
        child_price_only: 0,
        options: [
          { id: 'all', label: 'All Days', arabic_label: 'كل الأيام', price: 290, exclusive: 1 },
          { id: 'gala', label: 'Gala', arabic_label: 'الافتتاح', price: 75, exclusive: 0, date: '2026-12-18' },
        ],
        notes: null,
      },
    } as PackageDetails;
    const [all, gala] = bookingPackageOf(dated).optionList!.options;
    expect(all).not.toHaveProperty('date');
    expect(gala).toMatchObject({ id: 'gala', date: '2026-12-18' });
  });

  test('the items list carries the coupon only when there is one', () => {
    const item = { package_id: 12, adult_qty: 1, child_qty: 0 };
    expect(purchaseItemsOf(item, 'WELCOME10', 'portal')).toEqual({ packages: [item], coupon: 'WELCOME10', site: 'portal' });
    expect(purchaseItemsOf(item, null, 'portal')).toEqual({ packages: [item], site: 'portal' });
  });
});
