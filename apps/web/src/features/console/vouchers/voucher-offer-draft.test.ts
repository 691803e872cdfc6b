import type { ConsoleVoucherOffer } from '@portal/contract/console-offers';
import { describe, expect, test } from 'vitest';
import {
  draftOfVoucherOffer,
  emptyVoucherOfferDraft,
  voucherOfferFieldOf,
  voucherOfferRefusalKey,
  voucherOfferInput,
  voucherOfferProblems,
} from './voucher-offer-draft.ts';

const offer: ConsoleVoucherOffer = {
  id: 3,
  name: 'Coffee at the Souk',
  arabic_name: 'قهوة في السوق',
  vendor_name: 'Souk Café',
  vendor_arabic_name: 'مقهى السوق',
  amount: 12.5,
  description: 'A free coffee.',
  arabic_description: 'قهوة مجانية.',
  terms: '<p>One per visit.</p>',
  arabic_terms: '',
  expiry_date: '2027-03-31',
  img: 'uploads/coffee.jpg',
  url_slug: 'souk-coffee',
  bg_color: '#aa5500',
  destination_id: null,
  lat: 25.36,
  lan: null,
  enable: 1,
  top_offer: 0,
  position: 4,
  expired: 0,
  issued: 2,
  redeemed: 1,
  created_at: '2026-11-01 10:00:00',
};

describe('a voucher offer draft', () => {
  test('shows an offer as typed and sends it back the same, none as empty', () => {
    const draft = draftOfVoucherOffer(offer);
    expect(draft).toMatchObject({ amount: '12.50', destination_id: '', lat: '25.36', lan: '', position: '4', top_offer: false });
    expect(voucherOfferProblems(draft)).toEqual({});
    expect(voucherOfferInput(draft, 3)).toMatchObject({
      id: 3,
      amount: '12.50',
      destination_id: '',
      lat: '25.36',
      enable: 1,
      top_offer: 0,
    });
  });

  test('names each field the server would refuse', () => {
    expect(voucherOfferProblems(emptyVoucherOfferDraft)).toEqual({
      name: 'required',
      arabic_name: 'required',
      vendor_name: 'required',
      vendor_arabic_name: 'required',
      amount: 'amount_format',
      expiry_date: 'date_format',
      img: 'image_required',
      url_slug: 'slug_format',
    });
    const typed = {
      ...draftOfVoucherOffer(offer),
      bg_color: 'orange',
      lat: '91',
      lan: 'east',
      position: '-1',
      url_slug: 'souk coffee',
    };
    expect(voucherOfferProblems(typed)).toEqual({
      bg_color: 'colour_format',
      lat: 'latitude_range',
      lan: 'longitude_range',
      position: 'whole_number',
      url_slug: 'slug_format',
    });
  });

  test("a taken slug is said as such, other refusals generically, unknown fields go to the form's alert", () => {
    expect(['url_slug', 'img', 'id'].map(voucherOfferFieldOf)).toEqual(['url_slug', 'img', null]);
    expect(voucherOfferRefusalKey('slug_taken: another voucher')).toBe('slug_taken');
    expect(voucherOfferRefusalKey('Choose an uploaded image')).toBe('field');
  });
});
