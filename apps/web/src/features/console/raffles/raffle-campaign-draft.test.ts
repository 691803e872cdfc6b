import type { ConsoleRaffleCampaign } from '@portal/contract/console-campaigns';
import { describe, expect, it } from 'vitest';
import {
  draftOfRaffleCampaign,
  emptyFaqEntry,
  emptyRaffleCampaignDraft,
  lockOf,
  raffleCampaignInput,
  raffleCampaignProblems,
  raffleFieldOf,
} from './raffle-campaign-draft.ts';

const campaign: ConsoleRaffleCampaign = {
  id: 7,
  slug: 'summer',
  name: 'Summer',
  arabic_name: 'الصيف',
  starts_on: '2026-07-01',
  ends_on: '2026-08-31',
  draw_on: '2026-09-03',
  entry_amount: 50,
  prizes: [15_000, 2_500.5],
  enable: 1,
  invoices: 3,
  tickets: 9,
  committed: false,
  drawn_at: null,
  respond_days: 14,
  one_prize_per_participant: 1,
  about: '<p>About</p>',
  arabic_about: '<p>عن</p>',
  terms: '',
  arabic_terms: '',
  faq: [{ q: { en: 'Q', ae: 'س' }, a: { en: 'A', ae: 'ج' } }],
  locks: { has_entries: true, draw_fixed: false },
};

describe('raffle campaign draft', () => {
  it('round-trips a campaign into the fields saveRaffleCampaign takes', () => {
    const input = raffleCampaignInput(draftOfRaffleCampaign(campaign), campaign.id);
    expect(input).toMatchObject({ id: 7, slug: 'summer', entry_amount: 50, respond_days: 14, enable: 1 });
    expect(JSON.parse(input.prizes)).toEqual([15_000, 2_500.5]);
    expect(JSON.parse(input.faq)).toEqual(campaign.faq);
    expect(raffleCampaignProblems(draftOfRaffleCampaign(campaign))).toEqual({});
  });

  it('names every problem of an empty draft, and dates out of order', () => {
    expect(raffleCampaignProblems(emptyRaffleCampaignDraft())).toEqual({
      name: 'required',
      arabic_name: 'required',
      slug: 'required',
      starts_on: 'required',
      ends_on: 'required',
      draw_on: 'required',
      entry_amount: 'amount_format',
      prizes: 'amount_format',
    });
    const draft = { ...draftOfRaffleCampaign(campaign), ends_on: '2026-06-30', draw_on: '2026-06-01' };
    expect(raffleCampaignProblems(draft)).toEqual({ ends_on: 'ends_before_start' });
    expect(raffleCampaignProblems({ ...draft, ends_on: '2026-08-31' })).toEqual({ draw_on: 'draw_before_end' });
  });

  it('reads Arabic-Indic digits in amounts, refuses a third decimal, an empty prize list and a half-written FAQ entry', () => {
    const draft = draftOfRaffleCampaign(campaign);
    expect(raffleCampaignInput({ ...draft, entry_amount: '٧٥' }, null).entry_amount).toBe(75);
    expect(raffleCampaignProblems({ ...draft, entry_amount: '10.001' })).toEqual({ entry_amount: 'amount_format' });
    expect(raffleCampaignProblems({ ...draft, prizes: [] })).toEqual({ prizes: 'prizes_required' });
    expect(raffleCampaignProblems({ ...draft, faq: [...draft.faq, emptyFaqEntry()] })).toEqual({ faq: 'faq_incomplete' });
    expect(raffleCampaignProblems({ ...draft, respond_days: '0', slug: 'two words' })).toEqual({
      slug: 'slug_format',
      respond_days: 'days_range',
    });
  });

  it('says why a field is fixed: entries fix the entry amount and start, a commitment the draw rules', () => {
    expect(lockOf(campaign, 'entry_amount')).toBe('has_entries');
    expect(lockOf(campaign, 'ends_on')).toBeNull();
    const committed = { ...campaign, locks: { has_entries: true, draw_fixed: true } };
    expect(lockOf(committed, 'ends_on')).toBe('draw_fixed');
    expect(lockOf(committed, 'about')).toBeNull();
    expect(lockOf(null, 'slug')).toBeNull();
  });

  it("maps the server's nested field names to the form's fields", () => {
    expect(['faq.0.q.ae', 'prizes.1', 'starts_on', 'id'].map(raffleFieldOf)).toEqual(['faq', 'prizes', 'starts_on', null]);
  });
});
