import { describe, expect, it } from 'vitest';
import { searchText } from './search-text.ts';

describe('searchText', () => {
  it('lower-cases English letters', () => {
    expect(searchText('Desert SAFARI')).toBe('desert safari');
  });

  it('reads every alef with hamza or madda, and alef wasla, as bare alef', () => {
    expect(searchText('أإآٱ')).toBe('اااا');
    expect(searchText('إمارة')).toBe(searchText('امارة'));
  });

  it('reads taa marbuta as haa and alef maqsura as yaa', () => {
    expect(searchText('الشارقة')).toBe('الشارقه');
    expect(searchText('مستشفى')).toBe('مستشفي');
  });

  it('drops tashkeel, the superscript alef and tatweel', () => {
    expect(searchText('مَدْرَسَةٌ')).toBe('مدرسه');
    expect(searchText('رحمٰن')).toBe('رحمن');
    expect(searchText('جـــزيرة')).toBe('جزيره');
  });

  it('meets a hamza written apart from its alef (decomposed) with the composed letter', () => {
    expect(searchText('\u0627\u0654حمد')).toBe(searchText('أحمد'));
  });

  it('turns HTML tags into spaces so markup is never matched', () => {
    expect(searchText('<p>Sea <strong>view</strong></p>')).toBe(' sea  view  ');
  });

  it('leaves digits, punctuation and other scripts as they are', () => {
    expect(searchText('50% OFF — Été 2026')).toBe('50% off — Été 2026');
  });
});
