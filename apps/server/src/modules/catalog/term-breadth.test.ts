import { describe, expect, it } from 'vitest';
import { packages } from '../../db/schema/index.ts';
import { createDestination, createPackage } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { isBroad, sampleSize, textSample, type TextSample } from './term-breadth.ts';

/** A sample of 100 texts of which `broad` contain "tour" (and every one "sharjah"), from `visible` packages. */
const sampleOf = (broad: number, visible: number): TextSample => ({
  texts: Array.from({ length: 100 }, (_, i) => (i < broad ? `city tour ${i} sharjah` : `museum ${i} sharjah`)),
  visible,
});

describe('a broad term, guessed from the sample', () => {
  it('is one found in a tenth of the texts or more, when four pages of matches are expected', () => {
    expect(isBroad(sampleOf(10, 10_000), [['tour']], 61)).toBe(true);
    expect(isBroad(sampleOf(9, 10_000), [['tour']], 61)).toBe(false);
    // 40 % of 500 packages is 200 expected matches, under four pages of 61
    expect(isBroad(sampleOf(40, 500), [['tour']], 61)).toBe(false);
    expect(isBroad(sampleOf(100, 10_000), [['sharjah']], 61)).toBe(true);
  });

  it('asks every group, each by any of its words, in any case', () => {
    expect(isBroad(sampleOf(50, 10_000), [['tour'], ['sharjah']], 61)).toBe(true);
    expect(isBroad(sampleOf(50, 10_000), [['tour'], ['dubai']], 61)).toBe(false);
    expect(isBroad(sampleOf(5, 10_000), [['tour', 'museum']], 61)).toBe(true);
    expect(isBroad(sampleOf(50, 10_000), [['TOUR']], 61)).toBe(true);
  });

  it('is never guessed from an empty sample or an empty term', () => {
    expect(isBroad({ texts: [], visible: 0 }, [['tour']], 61)).toBe(false);
    expect(isBroad(sampleOf(100, 10_000), [], 61)).toBe(false);
  });
});

describe('the sample of a database', () => {
  it('holds visible packages only, at most sampleSize, and is taken again after a minute', async () => {
    const t = await createTestApp();
    try {
      const destination = await createDestination(t.db, { urlSlug: 'sample-place' });
      await createPackage(t.db, { destinationId: destination.id, packageName: 'Shown Tour', urlSlug: 'shown' });
      await createPackage(t.db, { destinationId: destination.id, packageName: 'Hidden Tour', urlSlug: 'hidden', hide: 1 });
      const first = await textSample(t.db, 0);
      expect(first.visible).toBe(1);
      expect(first.texts).toHaveLength(1);
      expect(first.texts[0]).toContain('shown tour');
      expect(first.texts.length).toBeLessThanOrEqual(sampleSize);

      await t.db.update(packages).set({ hide: 0 });
      // within the minute the same sample answers
      expect(await textSample(t.db, 59_000)).toBe(first);
      // after it, the old one answers while the new one is taken, then the new one
      expect(await textSample(t.db, 61_000)).toBe(first);
      const second = await textSample(t.db, 61_500);
      expect(second.visible).toBe(2);
    } finally {
      await t.close();
    }
  });
});
