import { describe, expect, it } from 'vitest';
import { scannedOrderNumber } from './check-in.ts';

describe('scannedOrderNumber', () => {
  it('reads an order number typed with spaces around it and in lower case', () => {
    expect(scannedOrderNumber('  bk7m2q9xa4tp3hwz8  ')).toBe('BK7M2Q9XA4TP3HWZ8');
  });

  it('reads it from a link, by its order parameter first, else by its last path part', () => {
    expect(scannedOrderNumber('https://portal.example/booking-details/BAAAA2222?order=BK7M2Q9X')).toBe('BK7M2Q9X');
    expect(scannedOrderNumber('https://portal.example/booking-details?order_number=BK7M2Q9X')).toBe('BK7M2Q9X');
    expect(scannedOrderNumber('http://portal.example/booking/BK7M2Q9X/')).toBe('BK7M2Q9X');
  });

  it('finds none in text that holds no order number', () => {
    for (const scanned of ['', 'BK7', 'hello world', 'https://portal.example/', 'https://', 'WIFI:S:gate;T:WPA;P:secret;;']) {
      expect(scannedOrderNumber(scanned)).toBeNull();
    }
  });
});
