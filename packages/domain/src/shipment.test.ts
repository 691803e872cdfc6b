import { describe, expect, it } from 'vitest';
import { normalTrackingNumber, trackingUrlFor } from './shipment.ts';

describe('tracking numbers and addresses', () => {
  it('writes a tracking number without spaces and in capitals', () => {
    expect(normalTrackingNumber(' rr 1234 5678 ae ')).toBe('RR12345678AE');
    expect(normalTrackingNumber('1Z-999')).toBe('1Z-999');
  });

  it("makes a known carrier's tracking address from the number, whatever the case of the carrier's name", () => {
    expect(trackingUrlFor('Aramex', '34567890')).toBe('https://www.aramex.com/track/results?ShipmentNumber=34567890');
    expect(trackingUrlFor(' fedex ', '7712')).toBe('https://www.fedex.com/fedextrack/?trknbr=7712');
  });

  it('knows no address for a carrier without one, or one it does not know', () => {
    expect(trackingUrlFor('Emirates Post', 'RR1234AE')).toBeNull();
    expect(trackingUrlFor('Quick Courier LLC', 'QC-1')).toBeNull();
  });
});
