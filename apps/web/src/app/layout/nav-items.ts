export type NavItem = { key: 'home' | 'destinations' | 'about' | 'contact'; to: string };

const items: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'destinations', to: '/view-all-destination' },
  { key: 'about', to: '/aboutus' },
  { key: 'contact', to: '/contactus' },
];

/** The postcard variant lives under /hos-postcards, /hos-postcards-about and /hos-postcards-contact (spec part 1 §1). */
export function isPostcardPath(pathname: string): boolean {
  return pathname === '/hos-postcards' || pathname.startsWith('/hos-postcards/') || pathname.startsWith('/hos-postcards-');
}

/** The header menu; the postcard variant hides DESTINATIONS (spec part 1 §1). */
export function navItemsFor(pathname: string): readonly NavItem[] {
  return isPostcardPath(pathname) ? items.filter((item) => item.key !== 'destinations') : items;
}
