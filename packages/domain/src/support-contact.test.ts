import { describe, expect, it } from 'vitest';
import { asE164, mapSearchUrl, mailtoHref, telHref, whatsappHref } from './support-contact.ts';

describe('support contact links', () => {
  it('accepts an E.164 number written with spaces and refuses a local one', () => {
    expect(asE164('+971 6 555 0100')).toBe('+97165550100');
    expect(asE164('065550100')).toBeNull();
    expect(asE164('+0123456789')).toBeNull();
  });

  it('links a phone, a WhatsApp chat and an e-mail', () => {
    expect(telHref('+97165550100')).toBe('tel:+97165550100');
    expect(whatsappHref('+971501234567')).toBe('https://wa.me/971501234567');
    expect(mailtoHref('help@example.com')).toBe('mailto:help@example.com');
  });

  it('searches the map by coordinates, else by the address, else gives no link', () => {
    expect(mapSearchUrl({ lat: 25.3463, lng: 55.4209, address: 'Gate 2' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=25.3463,55.4209',
    );
    expect(mapSearchUrl({ lat: null, lng: null, address: 'Al Majaz Waterfront, Gate 2' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Al%20Majaz%20Waterfront%2C%20Gate%202',
    );
    expect(mapSearchUrl({ lat: null, lng: 55, address: ' ' })).toBeNull();
  });
});
