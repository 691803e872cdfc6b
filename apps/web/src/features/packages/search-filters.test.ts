import { describe, expect, it } from 'vitest';
import { searchFilterFields, searchFiltersOf, searchFiltersQuery } from './search-filters.ts';

describe('the filters of a results address', () => {
  it('reads back what it writes', () => {
    const filters = {
      sort: 'price_asc' as const,
      min_price: 50,
      max_price: 200,
      date: '2026-12-10',
      tags: ['family', 'sea-trips'],
    };
    const query = searchFiltersQuery(filters);
    expect(query).toBe('?sort=price_asc&min_price=50&max_price=200&date=2026-12-10&tags=family%2Csea-trips');
    expect(searchFiltersOf(new URLSearchParams(query))).toEqual(filters);
  });

  it('leaves out what the server would refuse, and the default order', () => {
    const params = new URLSearchParams('sort=popular&min_price=-5&max_price=abc&date=tomorrow&tags=Bad!,ok');
    expect(searchFiltersOf(params)).toEqual({ tags: ['ok'] });
    expect(searchFiltersQuery({ sort: 'popular' })).toBe('');
  });

  it('sends no field without filters, so the request stays the specification’s', () => {
    expect(searchFilterFields({})).toEqual({});
    expect(searchFilterFields({ tags: ['a', 'b'], max_price: 0 })).toEqual({ tags: 'a,b', max_price: 0 });
  });
});
