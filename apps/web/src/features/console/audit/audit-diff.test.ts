import { describe, expect, test } from 'vitest';
import { changeKind, diffRecords } from './audit-diff.ts';

describe('diffRecords', () => {
  test('marks only the fields whose value changed', () => {
    const rows = diffRecords({ id: 3, name: 'Fort', price: 10 }, { id: 3, name: 'Fort', price: 12.5 });
    expect(rows).toEqual([
      { field: 'id', before: 3, after: 3, changed: false },
      { field: 'name', before: 'Fort', after: 'Fort', changed: false },
      { field: 'price', before: 10, after: 12.5, changed: true },
    ]);
  });

  test('a created record has every field changed from nothing', () => {
    expect(diffRecords(null, { id: 1, enable: 1 })).toEqual([
      { field: 'id', before: undefined, after: 1, changed: true },
      { field: 'enable', before: undefined, after: 1, changed: true },
    ]);
  });

  test('a deleted record has every field changed to nothing', () => {
    expect(diffRecords({ id: 1 }, null)).toEqual([{ field: 'id', before: 1, after: undefined, changed: true }]);
  });

  test('a field only the new version has comes last', () => {
    expect(diffRecords({ a: 1 }, { b: 2, a: 1 }).map((row) => row.field)).toEqual(['a', 'b']);
  });

  test('names the changed leaf of a nested object', () => {
    const rows = diffRecords({ address: { city: 'Sharjah', zip: '1' } }, { address: { city: 'Dubai', zip: '1' } });
    expect(rows.filter((row) => row.changed)).toEqual([
      { field: 'address.city', before: 'Sharjah', after: 'Dubai', changed: true },
    ]);
  });

  test('compares arrays whole and by value', () => {
    expect(diffRecords({ tags: [1, 2] }, { tags: [1, 2] })[0]?.changed).toBe(false);
    expect(diffRecords({ tags: [1, 2] }, { tags: [2, 1] })[0]?.changed).toBe(true);
  });

  test('a missing field and null are the same absence of a value', () => {
    expect(diffRecords({ note: null }, {})[0]?.changed).toBe(false);
  });

  test('a value that is not a record is one unnamed field', () => {
    expect(diffRecords('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new', changed: true }]);
  });
});

describe('changeKind', () => {
  test('tells a creation, a deletion and a change apart', () => {
    expect(changeKind(null, { id: 1 })).toBe('created');
    expect(changeKind({ id: 1 }, null)).toBe('deleted');
    expect(changeKind({ id: 1 }, { id: 1 })).toBe('changed');
  });
});
