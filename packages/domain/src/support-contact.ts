/**
 * Links to the operator's support contact and to a meeting point (decision 063), shared by the ticket page,
 * the ticket PDF and the e-mails so all of them open the same app the same way.
 */

/** An E.164 number: a plus, a country code not starting with 0, at most 15 digits in all. */
export const e164 = /^\+[1-9]\d{6,14}$/;

/** An E.164 number as written with spaces or dashes ("+971 6 555 0100") without them; null when it is not one. */
export function asE164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  return e164.test(compact) ? compact : null;
}

/** tel: keeps the plus (RFC 3966 global number). */
export const telHref = (phone: string) => `tel:${phone}`;

/** WhatsApp's click-to-chat link takes the number in international form without the plus. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/^\+/, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;

/**
 * A Google Maps search link (the Maps URLs API, which opens the app on phones): the coordinates when the
 * package or its destination has them, else the meeting point's words; null when there is neither.
 */
export function mapSearchUrl(place: { lat: number | null; lng: number | null; address: string }): string | null {
  const search = 'https://www.google.com/maps/search/?api=1&query=';
  if (place.lat !== null && place.lng !== null && Number.isFinite(place.lat) && Number.isFinite(place.lng)) {
    return `${search}${place.lat},${place.lng}`;
  }
  const address = place.address.trim();
  return address ? `${search}${encodeURIComponent(address)}` : null;
}
