import { describe, expect, test } from 'vitest';
import { fitWithin, isNotImage, maxPhotoSide } from './photo.ts';

describe('fitWithin', () => {
  test('a photo that already fits keeps its size', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(maxPhotoSide, maxPhotoSide)).toEqual({ width: maxPhotoSide, height: maxPhotoSide });
  });

  test('a wide photo is scaled so its width is the limit and its proportions stay', () => {
    expect(fitWithin(6000, 4000)).toEqual({ width: 2400, height: 1600 });
  });

  test('a tall photo is scaled by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1800, height: 2400 });
  });

  test('sides are rounded to whole pixels and never reach zero', () => {
    expect(fitWithin(4801, 3001)).toEqual({ width: 2400, height: 1500 });
    expect(fitWithin(100_000, 10)).toEqual({ width: 2400, height: 1 });
  });

  test('another limit can be asked for', () => {
    expect(fitWithin(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe('isNotImage', () => {
  test('image types pass, other types are refused, and an unknown type is left to the decoder', () => {
    expect(isNotImage({ type: 'image/jpeg' })).toBe(false);
    expect(isNotImage({ type: 'image/heic' })).toBe(false);
    expect(isNotImage({ type: 'text/plain' })).toBe(true);
    expect(isNotImage({ type: 'application/pdf' })).toBe(true);
    expect(isNotImage({ type: '' })).toBe(false);
  });
});
