import { describe, expect, it } from 'vitest';
import { campaignName, campaignText } from './campaign-text.ts';

const faq = { en: 'How many tickets do I get?', ae: 'كم تذكرة أحصل عليها؟' };
const campaign = { name: 'Shop and Win', arabic_name: 'تسوّق واربح' };

describe('campaignText', () => {
  it('shows English readers the English, whatever the Arabic says', () => {
    expect(campaignText(faq, 'en')).toBe('How many tickets do I get?');
  });

  it('shows Arabic readers the Arabic, and the English where no Arabic was written', () => {
    expect(campaignText(faq, 'ae')).toBe('كم تذكرة أحصل عليها؟');
    expect(campaignText({ en: 'Only in English', ae: '' }, 'ae')).toBe('Only in English');
  });
});

describe('campaignName', () => {
  it('is the name in the page’s language', () => {
    expect(campaignName(campaign, 'en')).toBe('Shop and Win');
    expect(campaignName(campaign, 'ae')).toBe('تسوّق واربح');
  });
});
