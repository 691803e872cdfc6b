import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from './storage.ts';

/**
 * The packages this browser opened last (decision 063), newest first, in localStorage `recently_viewed`:
 * only what a small link to each needs, never prices (they change; the package page has today's).
 */
export const recentlyViewedKey = 'recently_viewed';
export const recentlyViewedLimit = 8;

export type RecentPackage = {
  id: number;
  url_slug: string;
  package_name: string;
  arabic_name: string;
  img: string;
  destination_name: string;
  destination_arabic_name: string;
};

const textFields = ['url_slug', 'package_name', 'arabic_name', 'img', 'destination_name', 'destination_arabic_name'] as const;

function isRecentPackage(value: unknown): value is RecentPackage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Number.isInteger(record.id) && textFields.every((field) => typeof record[field] === 'string');
}

/** The stored list; entries of another shape (an older or edited copy) are dropped. */
export function parseRecentlyViewed(raw: string | null): RecentPackage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentPackage).slice(0, recentlyViewedLimit) : [];
  } catch {
    return [];
  }
}

/** `list` with `visited` first, once, and at most the limit. */
export function withVisit(list: readonly RecentPackage[], visited: RecentPackage): RecentPackage[] {
  return [visited, ...list.filter((p) => p.id !== visited.id)].slice(0, recentlyViewedLimit);
}

export function rememberVisit(pkg: RecentPackage): void {
  const entry = Object.fromEntries([['id', pkg.id], ...textFields.map((f) => [f, pkg[f]])]) as RecentPackage;
  const next = withVisit(parseRecentlyViewed(readStorage(recentlyViewedKey)), entry);
  writeStorage(recentlyViewedKey, JSON.stringify(next));
}

/** The recently viewed packages, leaving out `exceptId` (the page being looked at). */
export function useRecentlyViewed(exceptId?: number): RecentPackage[] {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => readStorage(recentlyViewedKey),
    () => null,
  );
  return parseRecentlyViewed(raw).filter((p) => p.id !== exceptId);
}
