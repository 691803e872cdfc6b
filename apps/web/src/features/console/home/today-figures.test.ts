import { describe, expect, it } from 'vitest';
import { compareWith, shareTaken } from './today-figures.ts';

describe('a figure against the period before', () => {
  it('says up or down by a whole percentage of the period before', () => {
    expect(compareWith(1_200, 1_000)).toEqual({ kind: 'up', percent: 20 });
    expect(compareWith(750, 1_000)).toEqual({ kind: 'down', percent: 25 });
    expect(compareWith(3_000, 1_000)).toEqual({ kind: 'up', percent: 200 });
  });

  it('keeps a small change a change, and an equal figure the same', () => {
    expect(compareWith(1_001, 1_000)).toEqual({ kind: 'up', percent: 0 });
    expect(compareWith(1_000, 1_000)).toEqual({ kind: 'same' });
  });

  it('gives no percentage when the period before had nothing', () => {
    expect(compareWith(500, 0)).toEqual({ kind: 'new' });
    expect(compareWith(0, 0)).toEqual({ kind: 'none' });
    expect(compareWith(0, 400)).toEqual({ kind: 'down', percent: 100 });
  });
});

describe('the share of a slot taken', () => {
  it('is a whole percentage of a limited capacity, and nothing for an unlimited one', () => {
    expect(shareTaken(9, 10)).toBe(90);
    expect(shareTaken(1, 3)).toBe(33);
    expect(shareTaken(5, null)).toBeNull();
    expect(shareTaken(0, 0)).toBeNull();
  });
});
