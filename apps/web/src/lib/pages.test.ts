import { describe, expect, it } from 'vitest';
import { nextPage, pageFields } from './pages.ts';

describe('paged lists', () => {
  it('sends no page for the first, so the first request is the specification call', () => {
    expect(pageFields(1)).toEqual({});
    expect(pageFields(3)).toEqual({ page: 3 });
  });

  it('asks for the next page only while the answer says more follow', () => {
    expect(nextPage({ has_more: 1 }, [], 2)).toBe(3);
    expect(nextPage({ has_more: 0 }, [], 2)).toBeUndefined();
    expect(nextPage({}, [], 1)).toBeUndefined();
  });
});
