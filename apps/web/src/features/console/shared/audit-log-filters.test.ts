import { describe, expect, test } from 'vitest';
import { auditLogFields, auditLogPerPage, auditLogSearch, readAuditLogFilters, withFilter } from './audit-log-filters.ts';

const none = { entity: '', entityId: '', operatorId: null, from: '', to: '', page: 1 };

describe('the audit log filters in the URL', () => {
  test('an empty query string is the whole log from the first page', () => {
    expect(readAuditLogFilters(new URLSearchParams())).toEqual(none);
  });

  test('a link reproduces the same view', () => {
    const filters = {
      entity: 'postcard_template',
      entityId: '7',
      operatorId: 4,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 3,
    };
    expect(readAuditLogFilters(new URLSearchParams(auditLogSearch(filters).toString()))).toEqual(filters);
  });

  test('leaves out what is not filtered and the first page', () => {
    expect(auditLogSearch({ ...none, entity: 'image' }).toString()).toBe('entity=image');
  });

  test('ignores values that cannot be read instead of failing', () => {
    const search = new URLSearchParams('operator_id=abc&from=1.3.2026&to=2026-02-30x&page=-2');
    expect(readAuditLogFilters(search)).toEqual(none);
  });

  test('page 0 is read as the first page', () => {
    expect(readAuditLogFilters(new URLSearchParams('page=0')).page).toBe(1);
  });
});

describe('auditLogFields', () => {
  test('sends the filters under the action names with the page and its size', () => {
    expect(auditLogFields({ ...none, operatorId: 2, from: '2026-01-05', page: 2 })).toEqual({
      operator_id: '2',
      from: '2026-01-05',
      page: 2,
      per_page: auditLogPerPage,
    });
  });
});

describe('withFilter', () => {
  test('a new filter goes back to the first page', () => {
    expect(withFilter({ ...none, page: 4 }, { entity: 'image' })).toEqual({ ...none, entity: 'image' });
  });
});
