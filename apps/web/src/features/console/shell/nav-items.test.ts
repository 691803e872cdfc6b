import { describe, expect, it } from 'vitest';
import { consoleHome, currentEntry, groupsFor, navGroups, readCollapsed, toggleCollapsed } from './nav-items.ts';

describe('the console navigation', () => {
  const admin = { staff_role: 'admin', permissions: [] } as const;
  const moderator = { staff_role: 'moderator', permissions: [] } as const;
  const pathsOf = (groups: ReturnType<typeof groupsFor>) => groups.flatMap((group) => group.pages.map((page) => page.path));

  it('shows an admin every group and a moderator only daily work', () => {
    expect(groupsFor(admin)).toEqual(navGroups);
    expect(groupsFor(moderator).map((group) => group.key)).toEqual(['console.nav.groups.daily']);
    expect(pathsOf(groupsFor(moderator))).not.toContain('/backoffice/operators');
  });

  it("shows a team member only the daily pages their team's permissions open", () => {
    const frontDesk = { staff_role: 'member', permissions: ['see_bookings', 'check_in'] } as const;
    expect(pathsOf(groupsFor(frontDesk))).toEqual(['/backoffice/bookings', '/backoffice/check-in']);
    const vendor = { staff_role: 'member', permissions: ['fulfil_store_orders'] } as const;
    expect(pathsOf(groupsFor(vendor))).toEqual(['/backoffice/store-orders']);
    expect(groupsFor({ staff_role: 'member', permissions: [] })).toEqual([]);
  });

  it('shows a team member with edit_packages the Packages page only of the catalogue, and a moderator not it', () => {
    const curator = { staff_role: 'member', permissions: ['edit_packages'] } as const;
    expect(pathsOf(groupsFor(curator))).toEqual(['/backoffice/packages']);
    expect(pathsOf(groupsFor(moderator))).not.toContain('/backoffice/packages');
  });

  it('shows no group before the profile has come', () => {
    expect(groupsFor(undefined)).toEqual([]);
  });

  it('lists each address once, the console home apart from the groups', () => {
    const paths = navGroups.flatMap((group) => group.pages.map((page) => page.path as string));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(consoleHome.path);
  });

  it('marks the entry of the page itself, with or without a trailing slash', () => {
    expect(currentEntry('/backoffice/check-in')).toBe('/backoffice/check-in');
    expect(currentEntry('/backoffice/check-in/')).toBe('/backoffice/check-in');
  });

  it('marks the console home only on its own address, never for the site home page settings', () => {
    expect(currentEntry('/backoffice')).toBe('/backoffice');
    expect(currentEntry('/backoffice/')).toBe('/backoffice');
    expect(currentEntry('/backoffice/home')).toBe('/backoffice/home');
  });

  it('marks the entry a record page continues', () => {
    expect(currentEntry('/backoffice/packages/12/availability')).toBe('/backoffice/packages');
    expect(currentEntry('/backoffice/voucher-offers/new')).toBe('/backoffice/voucher-offers');
    expect(currentEntry('/backoffice/bookings/SHJ-1001')).toBe('/backoffice/bookings');
  });

  it('does not take an address that only starts like an entry for it', () => {
    // /backoffice/raffles is an entry; /backoffice/raffle-campaigns is another, not a page under it
    expect(currentEntry('/backoffice/raffle-campaigns/3')).toBe('/backoffice/raffle-campaigns');
    expect(currentEntry('/backoffice/vouchers-old')).toBeUndefined();
  });

  it('puts the attendees list under Bookings', () => {
    expect(currentEntry('/backoffice/attendees')).toBe('/backoffice/bookings');
  });

  it('marks nothing outside the console', () => {
    expect(currentEntry('/settings')).toBeUndefined();
  });
});

describe('folded groups', () => {
  it('reads what it wrote, and folds none from a missing or broken value', () => {
    const stored = toggleCollapsed(new Set(), 'console.nav.groups.shop');
    expect([...readCollapsed(stored)]).toEqual(['console.nav.groups.shop']);
    expect(readCollapsed(null).size).toBe(0);
    expect(readCollapsed('{not json').size).toBe(0);
    expect(readCollapsed('{"a":1}').size).toBe(0);
    expect([...readCollapsed('["a", 3, null]')]).toEqual(['a']);
  });

  it('unfolds a folded group and keeps the others', () => {
    const both = readCollapsed(toggleCollapsed(new Set(['a']), 'b'));
    expect([...both]).toEqual(['a', 'b']);
    expect([...readCollapsed(toggleCollapsed(both, 'a'))]).toEqual(['b']);
  });
});
