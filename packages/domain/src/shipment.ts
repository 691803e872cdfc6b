/**
 * The carriers a store order is usually shipped with, and where each lets a buyer follow a parcel. The
 * console offers them as a short list (any other carrier is typed in); an order shipped with one of them
 * gets its tracking address made from the number when the operator gives none.
 */
export const knownCarriers = [
  { name: 'Aramex', trackingUrl: (n: string) => `https://www.aramex.com/track/results?ShipmentNumber=${n}` },
  {
    name: 'DHL Express',
    trackingUrl: (n: string) => `https://www.dhl.com/ae-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  { name: 'FedEx', trackingUrl: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: 'UPS', trackingUrl: (n: string) => `https://www.ups.com/track?tracknum=${n}` },
  // its public tracking page takes the number on the page itself, not in its address
  { name: 'Emirates Post', trackingUrl: null },
] as const satisfies readonly { name: string; trackingUrl: ((n: string) => string) | null }[];

/** A tracking number as carriers print it, in one form: spaces dropped, letters in capitals ("rr 1234 ae" → "RR1234AE"). */
export function normalTrackingNumber(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/**
 * The address where the buyer follows a parcel of a known carrier (its name compared without regard to
 * case or surrounding spaces), or null for a carrier we know no address for.
 */
export function trackingUrlFor(carrier: string, trackingNumber: string): string | null {
  const name = carrier.trim().toLowerCase();
  const known = knownCarriers.find((c) => c.name.toLowerCase() === name);
  return known?.trackingUrl ? known.trackingUrl(encodeURIComponent(trackingNumber)) : null;
}
