import { describe, expect, it } from 'vitest';
import { maxSlugLength, slugOf } from './slug.ts';

describe('slugOf', () => {
  it('joins lower-case words with single dashes and drops accents and punctuation', () => {
    expect(slugOf('Al Qasba – Café')).toBe('al-qasba-cafe');
    expect(slugOf("  Khor Fakkan's  Amphitheatre!! ")).toBe('khor-fakkan-s-amphitheatre');
    expect(slugOf('Mleiha 2026')).toBe('mleiha-2026');
  });

  it('gives nothing for a name without Latin letters or digits, so the slug has to be typed', () => {
    expect(slugOf('خورفكان')).toBe('');
    expect(slugOf('—')).toBe('');
  });

  it('keeps within the longest slug and never ends on a dash', () => {
    const slug = slugOf(`${'a'.repeat(maxSlugLength - 1)} b`);
    expect(slug).toBe('a'.repeat(maxSlugLength - 1));
    expect(slugOf('x'.repeat(500))).toHaveLength(maxSlugLength);
  });
});
