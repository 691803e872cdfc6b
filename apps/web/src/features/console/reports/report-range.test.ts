import { describe, expect, it } from 'vitest';
import { rangeOf, searchOf } from './report-range.ts';

const now = new Date('2026-11-25T06:00:00Z');

describe('a report page’s range', () => {
  it('opens on the 30 days to today in Dubai, by day', () => {
    expect(rangeOf(new URLSearchParams(), now)).toEqual({ from: '2026-10-27', to: '2026-11-25', grain: 'day' });
  });

  it('reads the range and grain from the address, and round-trips them', () => {
    const search = new URLSearchParams('from=2026-01-01&to=2026-03-31&grain=month');
    expect(rangeOf(search, now)).toEqual({ from: '2026-01-01', to: '2026-03-31', grain: 'month' });
    expect(searchOf(rangeOf(search, now)).toString()).toBe('from=2026-01-01&to=2026-03-31&grain=month');
  });

  it('replaces a part that is not a date or a grain, and keeps a reversed range for the server to refuse', () => {
    expect(rangeOf(new URLSearchParams('from=soon&to=2026-11-01&grain=year'), now)).toEqual({
      from: '2026-10-27',
      to: '2026-11-01',
      grain: 'day',
    });
  });
});
