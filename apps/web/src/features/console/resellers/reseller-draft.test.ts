import { describe, expect, test } from 'vitest';
import { commissionOf, emptyResellerDraft, resellerFieldOf, resellerInput, resellerProblems } from './reseller-draft.ts';

describe('a reseller draft', () => {
  test('needs a name, a valid e-mail when one is typed and a whole commission 0–90', () => {
    expect(resellerProblems(emptyResellerDraft)).toEqual({ name: 'name_required' });
    expect(resellerProblems({ ...emptyResellerDraft, name: 'Desk', contact_email: 'nope', commission_percent: '91' })).toEqual({
      contact_email: 'email_invalid',
      commission_percent: 'commission_range',
    });
    expect(commissionOf('١٢')).toBe(12);
    expect(commissionOf('12.5')).toBeNull();
  });

  test('is sent with the package ids as JSON, an empty list for every package', () => {
    const draft = {
      name: ' Desk ',
      contact_email: '',
      commission_percent: '10',
      packages: [{ id: 4, name: 'A', arabic_name: 'أ' }],
    };
    expect(resellerInput(draft, 7)).toEqual({
      id: 7,
      name: 'Desk',
      contact_email: '',
      commission_percent: 10,
      package_ids: '[4]',
    });
    expect(resellerInput({ ...draft, packages: [] }, null).package_ids).toBe('[]');
    expect(resellerFieldOf('package_ids')).toBe('packages');
  });
});
