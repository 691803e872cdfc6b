/**
 * The route table of the specification (part 2 §2.1, all exact matches; typos such as /invoics kept).
 * The web router registers exactly these; the server answers them with the app and every other path
 * with a real 404 page.
 */
export const routePatterns = [
  '/',
  '/aboutus',
  '/contactus',
  '/d/:url_slug',
  '/book-your-experience',
  '/package',
  '/p/:package_slug',
  '/v/:voucher_slug',
  '/voucher-details',
  '/settings',
  '/register',
  '/login',
  '/upload',
  '/edit-profile',
  '/order-history',
  '/order-payment-complete',
  '/payment-history',
  '/booking-details/:order_number',
  '/vouchers',
  '/vouchers/:url_slug',
  '/s/:t/:d',
  '/t/:slug',
  '/invoics',
  '/all-raffles',
  '/view-all-destination',
  '/seesharjah',
  '/scratch',
  '/terms',
  '/privacy',
  '/gallery',
  '/stores',
  '/stores/:slug',
  '/stores/:slug/cart',
  '/stores/:slug/checkout-address',
  '/stores/:slug/products',
  '/stores/:slug/pages/:page_slug',
  '/stores/:slug/tag/:tag_slug',
  '/stores/:slug/product_detail/:product_slug',
  '/stores/:slug/collections',
  '/stores/:slug/collections/:collection_slug',
  '/stores/:slug/designers',
  '/stores/:slug/designers/:designer_slug',
  '/stores/:slug/orders',
  '/stores/:slug/orders/:order_number',
  '/hos-postcards',
  '/hos-postcards-about',
  '/hos-postcards-contact',
  '/hos-postcards/edit-my-card/:card_slug',
  '/hos-postcards/message',
  '/hos-postcards/order-history',
  '/hos-postcards/order-details/:order_number',
  // the traveller's wishlist in My Account (decision 063); not in the specification
  '/wishlist',
  // gift cards: buy one, check a balance, one's own cards (decision 068); not in the specification
  '/gift-cards',
  // operators' console (decision 034); not in the specification, which shows no operator screens
  '/backoffice',
  '/backoffice/invoices',
  '/backoffice/raffles',
  '/backoffice/vouchers',
  '/backoffice/payments',
  '/backoffice/store-orders',
  '/backoffice/postcards',
  '/backoffice/destinations',
  '/backoffice/destinations/new',
  '/backoffice/destinations/:id',
  '/backoffice/tags',
  '/backoffice/raffle-campaigns',
  '/backoffice/raffle-campaigns/new',
  '/backoffice/raffle-campaigns/:id',
  '/backoffice/scratch-campaigns',
  '/backoffice/scratch-campaigns/new',
  '/backoffice/scratch-campaigns/:id',
  '/backoffice/home',
  '/backoffice/content',
  '/backoffice/store-design',
  '/backoffice/products',
  '/backoffice/products/:id',
  '/backoffice/collections',
  '/backoffice/packages',
  '/backoffice/packages/new',
  '/backoffice/packages/:id',
  '/backoffice/packages/:id/extras',
  '/backoffice/packages/:id/availability',
  '/backoffice/coupons',
  '/backoffice/coupons/new',
  '/backoffice/coupons/:id',
  '/backoffice/voucher-offers',
  '/backoffice/voucher-offers/new',
  '/backoffice/voucher-offers/:id',
  '/backoffice/postcard-templates',
  '/backoffice/operators',
  '/backoffice/teams',
  '/backoffice/resellers',
  '/backoffice/resellers/new',
  '/backoffice/resellers/:id',
  '/backoffice/gift-cards',
  '/backoffice/gift-cards/new',
  '/backoffice/gift-cards/settings',
  '/backoffice/gift-cards/:id',
  '/backoffice/audit-log',
  '/backoffice/messages',
  '/backoffice/reviews',
  '/backoffice/customers',
  '/backoffice/customers/:id',
  '/backoffice/bookings',
  '/backoffice/bookings/:order_number',
  '/backoffice/attendees',
  '/backoffice/check-in',
  '/backoffice/reports',
  '/backoffice/reports/:name',
] as const;

export type RoutePattern = (typeof routePatterns)[number];

/**
 * The pages that show only the first part of the web app's texts (home, destinations, tags, about and
 * contact); every other page also loads the rest (apps/web lib/i18n.ts loadMoreTexts), and the server
 * preloads that part with those pages (apps/server http/spa.ts).
 */
export const firstTextRoutes: ReadonlySet<RoutePattern> = new Set<RoutePattern>([
  '/',
  '/view-all-destination',
  '/book-your-experience',
  '/package',
  '/d/:url_slug',
  '/t/:slug',
  '/s/:t/:d',
  '/aboutus',
  '/contactus',
]);

/**
 * The page module (a path from the web app's root) of each route whose first screen the server writes: the
 * server preloads its scripts with the page (apps/server http/page-scripts.ts, whose test holds these to the
 * web app's route table), and the web build puts the modules two of them share in one chunk (apps/web
 * vite.config.ts).
 */
export const pageModules: Readonly<Partial<Record<RoutePattern, string>>> = {
  '/': 'src/app/routes/home-page.tsx',
  '/d/:url_slug': 'src/features/packages/pages/destination-page.tsx',
  '/p/:package_slug': 'src/app/routes/package-booking-page.tsx',
  '/t/:slug': 'src/features/packages/pages/tag-page.tsx',
};

const compiled = routePatterns.map((pattern) => ({
  pattern,
  regex: new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z_]+)/g, '(?<$1>[^/]+)') + '/?$'),
}));

/** The pattern a path belongs to, with its parameters, or null for a path outside the route table. */
export function matchRoute(pathname: string): { pattern: RoutePattern; params: Record<string, string> } | null {
  for (const { pattern, regex } of compiled) {
    const m = regex.exec(pathname);
    if (m) {
      const params: Record<string, string> = {};
      try {
        for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = decodeURIComponent(v);
      } catch {
        return null; // a malformed percent-escape is no route of ours
      }
      return { pattern, params };
    }
  }
  return null;
}

/** The store uses one fixed slug for its cart and product links (spec part 2 §2.1). */
export const storeSlug = 'gsharshop';
