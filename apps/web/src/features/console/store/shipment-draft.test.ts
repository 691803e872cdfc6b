import { describe, expect, it } from 'vitest';
import {
  emptyShipment,
  madeTrackingUrl,
  otherCarrier,
  refusedShipmentProblems,
  shipmentFields,
  shipmentProblems,
  type ShipmentDraft,
} from './shipment-draft.ts';

const draft = (overrides: Partial<ShipmentDraft> = {}): ShipmentDraft => ({
  ...emptyShipment,
  carrier: 'Aramex',
  trackingNumber: 'AR 1234 5678',
  ...overrides,
});

describe('the ship dialog draft', () => {
  it('asks for a carrier and a tracking number before shipping', () => {
    expect(shipmentProblems(emptyShipment)).toEqual({ carrier: 'carrier', trackingNumber: 'tracking_number' });
    expect(shipmentProblems(draft())).toEqual({});
  });

  it("asks for another carrier's name, and checks the number and the address as the server does", () => {
    expect(shipmentProblems(draft({ carrier: otherCarrier, otherName: ' ' }))).toEqual({ otherName: 'other_name' });
    expect(shipmentProblems(draft({ carrier: otherCarrier, otherName: 'Quick <Courier>' }))).toEqual({ otherName: 'other_name' });
    expect(shipmentProblems(draft({ trackingNumber: 'AR/12' }))).toEqual({ trackingNumber: 'tracking_number' });
    expect(shipmentProblems(draft({ trackingUrl: 'http://track.example/1' }))).toEqual({ trackingUrl: 'tracking_url' });
    expect(shipmentProblems(draft({ trackingUrl: 'https://track.example/1' }))).toEqual({});
  });

  it("sends the listed or typed carrier's name, the number, and the address only when typed", () => {
    expect(shipmentFields(draft())).toEqual({ carrier: 'Aramex', tracking_number: 'AR 1234 5678' });
    expect(
      shipmentFields(draft({ carrier: otherCarrier, otherName: ' Quick Courier ', trackingUrl: ' https://track.example/1 ' })),
    ).toEqual({ carrier: 'Quick Courier', tracking_number: 'AR 1234 5678', tracking_url: 'https://track.example/1' });
  });

  it("shows the tracking address a listed carrier's number makes, and none for another carrier", () => {
    expect(madeTrackingUrl(draft())).toBe('https://www.aramex.com/track/results?ShipmentNumber=AR12345678');
    expect(madeTrackingUrl(draft({ trackingNumber: '' }))).toBeNull();
    expect(madeTrackingUrl(draft({ carrier: otherCarrier, otherName: 'Quick Courier' }))).toBeNull();
  });

  it("puts the server's refusals on the fields the operator filled", () => {
    const refused = { carrier: 'letters…', tracking_number: 'letters…', tracking_url: 'an https:// address' };
    expect(refusedShipmentProblems(refused, draft())).toEqual({
      carrier: 'carrier',
      trackingNumber: 'tracking_number',
      trackingUrl: 'tracking_url',
    });
    expect(refusedShipmentProblems({ carrier: 'x' }, draft({ carrier: otherCarrier }))).toEqual({ otherName: 'other_name' });
  });
});
