import { describe, expect, it } from 'vitest';
import { calendarFrom } from './context.ts';
import { allPackageSeeds } from './destinations-and-packages.ts';
import { factColumns, packageFacts } from './package-facts.ts';

describe('the demo packages’ facts', () => {
  const seeds = allPackageSeeds(calendarFrom('2026-11-23'));

  it('gives every demo package a meeting point and what is included in both languages', () => {
    for (const seed of seeds) {
      const columns = factColumns(seed.slug);
      expect(columns.meetingPoint, seed.slug).toBeTruthy();
      expect(columns.arabicMeetingPoint, seed.slug).toBeTruthy();
      expect(columns.included?.split('\n').length, seed.slug).toBe(columns.arabicIncluded?.split('\n').length);
    }
  });

  it('names no package the seed does not have', () => {
    const slugs = new Set(seeds.map((s) => s.slug));
    expect(Object.keys(packageFacts).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});
