import { describe, expect, it } from 'vitest';
import { parseRecentlyViewed, recentlyViewedLimit, withVisit, type RecentPackage } from './recently-viewed.ts';

const pkg = (id: number): RecentPackage => ({
  id,
  url_slug: `package-${id}`,
  package_name: `Package ${id}`,
  arabic_name: `باقة ${id}`,
  img: '',
  destination_name: 'Al Noor Island',
  destination_arabic_name: 'جزيرة النور',
});

describe('recently viewed packages', () => {
  it('puts the visited package first, once, and keeps the last eight', () => {
    let list: RecentPackage[] = [];
    for (let id = 1; id <= 10; id++) list = withVisit(list, pkg(id));
    expect(list.map((p) => p.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    expect(withVisit(list, pkg(5)).map((p) => p.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
    expect(list).toHaveLength(recentlyViewedLimit);
  });

  it('reads a stored list, dropping entries of another shape', () => {
    expect(parseRecentlyViewed(JSON.stringify([pkg(1), { id: 'x' }, pkg(2)])).map((p) => p.id)).toEqual([1, 2]);
    expect(parseRecentlyViewed('nonsense')).toEqual([]);
  });
});
