import { describe, expect, it } from 'vitest';
import { optionListCounts, optionsFailure, optionsTotal, toggleOption } from './options.ts';
import { childOnlyOptions, concertOptions, durationOptions } from './test-factories.ts';

describe('toggleOption', () => {
  it('picking the exclusive All Days option unchecks the single nights', () => {
    expect(toggleOption(concertOptions, ['opening-gala', 'youth-bands'], 'all-days')).toEqual(['all-days']);
  });

  it('picking a single night unchecks All Days', () => {
    expect(toggleOption(concertOptions, ['all-days'], 'youth-bands')).toEqual(['youth-bands']);
  });

  it('adds a second single night beside the first', () => {
    expect(toggleOption(concertOptions, ['opening-gala'], 'youth-bands')).toEqual(['opening-gala', 'youth-bands']);
  });

  it('swaps one hour for two hours when both are exclusive', () => {
    expect(toggleOption(durationOptions, ['one-hour'], 'two-hours')).toEqual(['two-hours']);
  });

  it('unchecks a checked option and ignores unknown ids', () => {
    expect(toggleOption(concertOptions, ['opening-gala', 'youth-bands'], 'opening-gala')).toEqual(['youth-bands']);
    expect(toggleOption(concertOptions, ['opening-gala'], 'nope')).toEqual(['opening-gala']);
  });
});

describe('optionsTotal', () => {
  it('is 290 AED for the All Days pass of package 2501', () => {
    expect(optionsTotal(concertOptions, ['all-days'])).toBe(29_000);
  });

  it('sums the checked single nights', () => {
    expect(optionsTotal(concertOptions, ['opening-gala', 'youth-bands'])).toBe(27_600 + 7_500);
  });

  it('is 250 AED for one hour and 450 AED for two hours of package 3092', () => {
    expect(optionsTotal(durationOptions, ['one-hour'])).toBe(25_000);
    expect(optionsTotal(durationOptions, ['two-hours'])).toBe(45_000);
  });
});

describe('optionsFailure', () => {
  it('asks for an option when none is checked', () => {
    expect(optionsFailure(durationOptions, [])).toEqual({ code: 'option_required' });
  });

  it('refuses ids the package does not offer, or the same id twice', () => {
    expect(optionsFailure(durationOptions, ['three-hours'])).toEqual({ code: 'option_unknown' });
    expect(optionsFailure(concertOptions, ['youth-bands', 'youth-bands'])).toEqual({ code: 'option_unknown' });
  });

  it('refuses an exclusive option together with another', () => {
    expect(optionsFailure(concertOptions, ['all-days', 'youth-bands'])).toEqual({ code: 'option_conflict' });
    expect(optionsFailure(durationOptions, ['one-hour', 'two-hours'])).toEqual({ code: 'option_conflict' });
  });

  it('accepts several non-exclusive options', () => {
    expect(optionsFailure(concertOptions, ['opening-gala', 'youth-bands'])).toBeNull();
  });
});

describe('optionListCounts', () => {
  it('books one adult ticket, or one child ticket on a child-price-only package', () => {
    expect(optionListCounts(concertOptions)).toEqual({ adults: 1, children: 0 });
    expect(optionListCounts(childOnlyOptions)).toEqual({ adults: 0, children: 1 });
  });
});
