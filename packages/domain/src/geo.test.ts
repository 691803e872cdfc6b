import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.ts';

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm({ lat: 25.35, lng: 55.39 }, { lat: 25.35, lng: 55.39 })).toBe(0);
  });

  it('measures Sharjah city to Khor Fakkan at about 94 km, the same both ways', () => {
    const sharjah = { lat: 25.3463, lng: 55.4209 };
    const khorFakkan = { lat: 25.3392, lng: 56.3567 };
    expect(distanceKm(sharjah, khorFakkan)).toBeCloseTo(94.1, 0);
    expect(distanceKm(khorFakkan, sharjah)).toBeCloseTo(distanceKm(sharjah, khorFakkan), 9);
  });

  it('measures one degree of latitude at about 111.2 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it('stays finite for antipodal points', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
