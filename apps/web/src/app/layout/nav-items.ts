export type NavItem = { key: 'home' | 'destinations' | 'about' | 'contact' | 'postcards'; to: string };

const items: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'destinations', to: '/view-all-destination' },
  { key: 'about', to: '/aboutus' },
  { key: 'contact', to: '/contactus' },
];

/**
 * The postcard variant's own menu: DESTINATIONS gives way to the service's start (spec part 1 §1), and
 * ABOUT and CONTACT are the service's pages, which nothing else links to (docs/decisions/059).
 */
const postcardItems: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'postcards', to: '/hos-postcards' },
  { key: 'about', to: '/hos-postcards-about' },
  { key: 'contact', to: '/hos-postcards-contact' },
];

/** The postcard variant lives under /hos-postcards, /hos-postcards-about and /hos-postcards-contact (spec part 1 §1). */
export function isPostcardPath(pathname: string): boolean {
  return pathname === '/hos-postcards' || pathname.startsWith('/hos-postcards/') || pathname.startsWith('/hos-postcards-');
}

/** The header menu: the main site's, or the postcard variant's own. */
export function navItemsFor(pathname: string): readonly NavItem[] {
  return isPostcardPath(pathname) ? postcardItems : items;
}

export type FooterLink = { key: 'destinations' | 'postcards' | 'about' | 'contact' | 'terms' | 'privacy'; to: string };

/** The footer's links; the main site's lead to the postcard service, the variant's About and Contact are its own. */
export function footerLinksFor(pathname: string): readonly FooterLink[] {
  const postcards = isPostcardPath(pathname);
  return [
    { key: 'destinations', to: '/view-all-destination' },
    { key: 'postcards', to: '/hos-postcards' },
    { key: 'about', to: postcards ? '/hos-postcards-about' : '/aboutus' },
    { key: 'contact', to: postcards ? '/hos-postcards-contact' : '/contactus' },
    { key: 'terms', to: '/terms' },
    { key: 'privacy', to: '/privacy' },
  ];
}
