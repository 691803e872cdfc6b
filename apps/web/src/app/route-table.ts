import { matchRoute } from '@portal/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { destinationsQueryOptions } from '../features/destinations/api/get-destinations.ts';

/** Pages that later work will build; until then each shows its translated heading and purpose (pages.<key>). */
export const infoPageKeys = [
  'about',
  'contact',
  'destination',
  'package',
  'package_details',
  'voucher',
  'settings',
  'register',
  'login',
  'upload',
  'edit_profile',
  'order_history',
  'payment_complete',
  'payment_history',
  'booking_details',
  'vouchers',
  'search',
  'tag',
  'invoices',
  'raffles',
  'seesharjah',
  'scratch',
  'terms',
  'privacy',
  'gallery',
  'stores',
  'store',
  'cart',
  'checkout_address',
  'products',
  'store_page',
  'store_tag',
  'product',
  'collections',
  'collection',
  'designers',
  'designer',
  'store_orders',
  'store_order',
  'postcards',
  'postcards_about',
  'postcards_contact',
  'postcard_edit',
  'postcard_message',
  'postcard_orders',
  'postcard_order',
] as const;
export type InfoPageKey = (typeof infoPageKeys)[number];

export type PageRoute = { path: string } & (
  | {
      /** the page's code, downloaded when the page is first opened */
      load: () => Promise<{ default: ComponentType }>;
      /** starts the page's data request while its code downloads */
      prefetch?: (client: QueryClient) => Promise<unknown>;
    }
  | { info: InfoPageKey }
);

const prefetchDestinations = (client: QueryClient) => client.prefetchQuery(destinationsQueryOptions());

/**
 * The route table of the specification (part 2 §2.1), each path with the page that answers it.
 * route-table.test.ts holds it to packages/contract's routePatterns.
 */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/',
    load: () => import('./routes/home-page.tsx').then((m) => ({ default: m.HomePage })),
    prefetch: prefetchDestinations,
  },
  {
    path: '/view-all-destination',
    load: () =>
      import('../features/destinations/pages/all-destinations-page.tsx').then((m) => ({ default: m.AllDestinationsPage })),
    prefetch: prefetchDestinations,
  },
  { path: '/aboutus', info: 'about' },
  { path: '/contactus', info: 'contact' },
  { path: '/d/:url_slug', info: 'destination' },
  { path: '/book-your-experience', info: 'destination' },
  { path: '/package', info: 'package' },
  { path: '/p/:package_slug', info: 'package_details' },
  { path: '/v/:voucher_slug', info: 'voucher' },
  { path: '/voucher-details', info: 'voucher' },
  { path: '/settings', info: 'settings' },
  { path: '/register', info: 'register' },
  { path: '/login', info: 'login' },
  { path: '/upload', info: 'upload' },
  { path: '/edit-profile', info: 'edit_profile' },
  { path: '/order-history', info: 'order_history' },
  { path: '/order-payment-complete', info: 'payment_complete' },
  { path: '/payment-history', info: 'payment_history' },
  { path: '/booking-details/:order_number', info: 'booking_details' },
  { path: '/vouchers', info: 'vouchers' },
  { path: '/vouchers/:url_slug', info: 'vouchers' },
  { path: '/s/:t/:d', info: 'search' },
  { path: '/t/:slug', info: 'tag' },
  { path: '/invoics', info: 'invoices' },
  { path: '/all-raffles', info: 'raffles' },
  { path: '/seesharjah', info: 'seesharjah' },
  { path: '/scratch', info: 'scratch' },
  { path: '/terms', info: 'terms' },
  { path: '/privacy', info: 'privacy' },
  { path: '/gallery', info: 'gallery' },
  { path: '/stores', info: 'stores' },
  { path: '/stores/:slug', info: 'store' },
  { path: '/stores/:slug/cart', info: 'cart' },
  { path: '/stores/:slug/checkout-address', info: 'checkout_address' },
  { path: '/stores/:slug/products', info: 'products' },
  { path: '/stores/:slug/pages/:page_slug', info: 'store_page' },
  { path: '/stores/:slug/tag/:tag_slug', info: 'store_tag' },
  { path: '/stores/:slug/product_detail/:product_slug', info: 'product' },
  { path: '/stores/:slug/collections', info: 'collections' },
  { path: '/stores/:slug/collections/:collection_slug', info: 'collection' },
  { path: '/stores/:slug/designers', info: 'designers' },
  { path: '/stores/:slug/designers/:designer_slug', info: 'designer' },
  { path: '/stores/:slug/orders', info: 'store_orders' },
  { path: '/stores/:slug/orders/:order_number', info: 'store_order' },
  { path: '/hos-postcards', info: 'postcards' },
  { path: '/hos-postcards-about', info: 'postcards_about' },
  { path: '/hos-postcards-contact', info: 'postcards_contact' },
  { path: '/hos-postcards/edit-my-card/:card_slug', info: 'postcard_edit' },
  { path: '/hos-postcards/message', info: 'postcard_message' },
  { path: '/hos-postcards/order-history', info: 'postcard_orders' },
  { path: '/hos-postcards/order-details/:order_number', info: 'postcard_order' },
];

export const registeredPaths: readonly string[] = pageRoutes.map((route) => route.path);

/** Starts the data request of the page at `pathname`, so it runs while the page's code downloads. */
export function prefetchPageData(pathname: string, client: QueryClient): void {
  const pattern = matchRoute(pathname)?.pattern;
  const route = pageRoutes.find((r) => r.path === pattern);
  if (route && 'prefetch' in route && route.prefetch) void route.prefetch(client);
}
