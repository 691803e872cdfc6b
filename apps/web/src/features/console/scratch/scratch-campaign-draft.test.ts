import type { ConsoleScratchCampaign } from '@portal/contract/console-campaigns';
import { describe, expect, it } from 'vitest';
import {
  codesOf,
  countOf,
  draftOfScratchCampaign,
  emptyScratchPrizeDraft,
  scratchCampaignInput,
  scratchCampaignProblems,
  scratchPrizeInput,
  scratchPrizeProblems,
} from './scratch-campaign-draft.ts';

const campaign: ConsoleScratchCampaign = {
  id: 3,
  slug: 'scratch-and-win',
  name: 'Scratch & Win',
  arabic_name: 'اخدش واربح',
  starts_at: '2026-05-01 10:00:00',
  ends_at: null,
  enable: 1,
  stock: 0,
  won: 0,
  plays: 0,
  prizes: [],
};

describe('scratch campaign draft', () => {
  it('shows Dubai wall times in datetime-local form and sends an open end empty', () => {
    const draft = draftOfScratchCampaign(campaign);
    expect(draft).toMatchObject({ starts_at: '2026-05-01T10:00', ends_at: '' });
    expect(scratchCampaignInput(draft, 3)).toMatchObject({ id: 3, starts_at: '2026-05-01T10:00', ends_at: '', enable: 1 });
  });

  it('names an end before the start, an empty name and a slug with spaces', () => {
    const draft = { ...draftOfScratchCampaign(campaign), ends_at: '2026-05-01T09:59', name: ' ', slug: 'a b' };
    expect(scratchCampaignProblems(draft)).toEqual({ name: 'required', slug: 'slug_format', ends_at: 'ends_before_start' });
  });
});

describe('scratch prize draft', () => {
  it('reads codes one a line or separated by commas, upper-cased, and Arabic-Indic digits in the count', () => {
    expect(codesOf(' sw-1,sw-2\n\nSW-3 ')).toEqual(['SW-1', 'SW-2', 'SW-3']);
    expect(countOf('١٢')).toBe(12);
    expect(countOf('')).toBe(0);
    expect(countOf('1001')).toBeNull();
    expect(countOf('-1')).toBeNull();
  });

  it('asks a new prize for its first codes, but not a prize being edited', () => {
    const draft = { ...emptyScratchPrizeDraft, name: 'Tea', arabic_name: 'شاي' };
    expect(scratchPrizeProblems(draft, true)).toEqual({ codes: 'codes_required' });
    expect(scratchPrizeProblems(draft, false)).toEqual({});
    expect(scratchPrizeProblems({ ...draft, generate: '5' }, true)).toEqual({});
    expect(scratchPrizeProblems({ ...draft, value: '0' }, false)).toEqual({ value: 'amount_format' });
  });

  it('sends listed codes and the count to make only when there are some', () => {
    const draft = { ...emptyScratchPrizeDraft, name: 'Tea', arabic_name: 'شاي', value: '12.5', codes: 'a-1 a-2', generate: '3' };
    expect(scratchPrizeInput(draft, { campaignId: 3 })).toMatchObject({
      campaign_id: 3,
      value: 12.5,
      codes: 'A-1\nA-2',
      generate: 3,
    });
    const edited = scratchPrizeInput({ ...draft, codes: '', generate: '' }, { id: 9 });
    expect(edited).toMatchObject({ id: 9, value: 12.5 });
    expect(edited).not.toHaveProperty('codes');
    expect(edited).not.toHaveProperty('generate');
  });
});
