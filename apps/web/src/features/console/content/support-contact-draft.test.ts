import { describe, expect, it } from 'vitest';
import { blankSupportContact, supportProblems } from './support-contact-draft.ts';

describe('supportProblems', () => {
  it('asks for both numbers and the e-mail of a blank draft, not for the hours', () => {
    expect(supportProblems(blankSupportContact)).toEqual({ phone: 'required', whatsapp: 'required', email: 'required' });
  });

  it('refuses a local number and an address without a domain, and takes E.164 written with spaces', () => {
    const draft = { ...blankSupportContact, phone: '06 555 0100', whatsapp: '+971 50 123 4567', email: 'help@' };
    expect(supportProblems(draft)).toEqual({ phone: 'phone', email: 'email' });
    expect(supportProblems({ ...draft, phone: '+97165550100', email: 'help@example.com' })).toEqual({});
  });
});
