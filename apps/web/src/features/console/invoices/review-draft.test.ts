import { describe, expect, it } from 'vitest';
import { reviewProblems, type ReviewDraft } from './review-draft.ts';

const draft = (overrides: Partial<ReviewDraft> = {}): ReviewDraft => ({
  vendor_name: 'City Centre',
  destination_id: '',
  amount: '125.50',
  notes: '',
  ...overrides,
});

describe('reviewProblems', () => {
  it('accepts an approval with a vendor and an amount', () => {
    expect(reviewProblems(draft(), 'approve')).toEqual({});
    expect(reviewProblems(draft({ amount: '50' }), 'approve')).toEqual({});
  });

  it('asks for the vendor and a well-formed, positive amount before approving', () => {
    expect(reviewProblems(draft({ vendor_name: '  ' }), 'approve')).toEqual({ vendor_name: 'vendor_required' });
    for (const amount of ['', '12,5', '1.234', 'abc', '-5']) {
      expect(reviewProblems(draft({ amount }), 'approve')).toEqual({ amount: 'amount_format' });
    }
    expect(reviewProblems(draft({ amount: '0.00' }), 'approve')).toEqual({ amount: 'amount_positive' });
  });

  it('asks for a note when rejecting or asking for a resubmission, and nothing else', () => {
    expect(reviewProblems(draft({ amount: '', vendor_name: '' }), 'reject')).toEqual({ notes: 'note_required' });
    expect(reviewProblems(draft({ notes: 'Blurred photo' }), 'resubmit')).toEqual({});
  });
});
