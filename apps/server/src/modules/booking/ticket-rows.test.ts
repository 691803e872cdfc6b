import type { Booking } from '@portal/contract/bookings';
import { describe, expect, it } from 'vitest';
import { ticketRows } from './ticket-pdf.ts';

const booking: Booking = {
  order_number: 'BABCDEFGHJKLMNPQR',
  status: 1,
  package_name: 'Desert Safari',
  package_arabic_name: 'رحلة السفاري الصحراوية',
  destination_name: 'Mleiha',
  dest_arabic_name: 'مليحة',
  package_img: 'packages/safari.jpg',
  adult_qty: 2,
  child_qty: 0,
  email: 'sara@example.com',
  mobile: null,
  created_at: '2026-12-10 12:00:00',
  total: 500,
  transport_name: 'City pickup',
  arabic_transport_name: 'التوصيل من المدينة',
  coupon: null,
  date: '2026-12-20',
  order_sub_packages: [
    { package_name: 'Stargazing add-on', arabic_name: 'إضافة مراقبة النجوم', adult_qty: 2, child_qty: 0 },
    { package_name: 'Henna corner', arabic_name: null, adult_qty: 1, child_qty: 1 },
  ],
  order_meals: [{ meal_name: 'Arabic dinner', arabic_meal_name: 'عشاء عربي', meal_qty: 2 }],
  time_slot: '4:00 PM - 6:00 PM',
  transport_type: 'two_way',
  options: [],
  discount: 0,
};

const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe("the ticket's rows", () => {
  it('name the add-ons, the transport and the meals in Arabic on the Arabic ticket, English where none is given', () => {
    const rows = ticketRows(booking, 'ae');
    expect(valueOf(rows, 'الإضافات')).toContain('إضافة مراقبة النجوم');
    expect(valueOf(rows, 'الإضافات')).toContain('Henna corner');
    expect(valueOf(rows, 'المواصلات')).toContain('التوصيل من المدينة');
    expect(valueOf(rows, 'الوجبات')).toContain('عشاء عربي × 2');
  });

  it('keep the English names on the English ticket, and leave out a count of no children', () => {
    const rows = ticketRows(booking, 'en');
    expect(valueOf(rows, 'Add-ons')).toMatch(/^Stargazing add-on \(Adults 2\), Henna corner \(Adults 1, Children 1\)$/);
    expect(valueOf(rows, 'Transport')).toMatch(/^City pickup/);
    expect(valueOf(rows, 'Meals')).toBe('Arabic dinner × 2');
  });
});
