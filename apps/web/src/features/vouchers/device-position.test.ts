import { describe, expect, it } from 'vitest';
import { positionFailure, roundCoordinate } from './device-position.ts';

describe('positionFailure', () => {
  it('reads a refused permission as denied, so the page asks for the permission', () => {
    expect(positionFailure(1)).toEqual({ status: 'denied' });
  });

  it('reads no fix and no answer in time as unavailable', () => {
    expect(positionFailure(2)).toEqual({ status: 'unavailable' });
    expect(positionFailure(3)).toEqual({ status: 'unavailable' });
  });
});

describe('roundCoordinate', () => {
  it('keeps three decimals', () => {
    expect(roundCoordinate(25.346312)).toBe(25.346);
    expect(roundCoordinate(-55.42095)).toBe(-55.421);
  });
});
