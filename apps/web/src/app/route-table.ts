import { matchRoute, storeSlug } from '@portal/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { homeDataQueryOptions } from '../features/home/api/get-home-data.ts';
import { homeSettingsQueryOptions } from '../features/home/api/get-home-settings.ts';
import { slidesQueryOptions } from '../features/home/api/get-slides.ts';
import { raffleCampaignQueryOptions } from '../features/invoices/api/get-raffle-campaign.ts';
import { destinationPackagesQueryOptions } from '../features/packages/api/get-destination-packages.ts';
import { packageDetailsQueryOptions } from '../features/packages/api/get-package-details.ts';
import { searchQueryOptions } from '../features/packages/api/search-packages.ts';
import { tagPackagesQueryOptions } from '../features/packages/api/get-tag-packages.ts';
import {
  collectionsQueryOptions,
  productListQueryOptions,
  storeDataQueryOptions,
  storeDesignQueryOptions,
  storePageQueryOptions,
} from '../features/store/api/catalog.ts';
import { productQueryOptions } from '../features/store/api/product.ts';
import { postcardTemplatesQueryOptions } from '../features/postcards/api/templates.ts';
import { destinationVouchersQueryOptions } from '../features/vouchers/api/get-destination-vouchers.ts';
import { voucherDetailsQueryOptions } from '../features/vouchers/api/get-voucher-details.ts';
import { locationSlug } from '../features/vouchers/voucher-paths.ts';
import { destinationsQueryOptions } from '../lib/destinations.ts';
import { destinationIdOf } from '../lib/search-path.ts';
import { isSignedIn } from '../lib/session.ts';
import { sitePromotionsQueryOptions } from '../lib/site-promotions.ts';

export type PageRoute = {
  path: string;
  /** the page's code, downloaded when the page is first opened */
  load: () => Promise<{ default: ComponentType }>;
  /** starts the page's data request while its code downloads; `params` are the path's parameters */
  prefetch?: (client: QueryClient, params: Record<string, string>) => Promise<unknown>;
};

const prefetchDestinations = (client: QueryClient) => client.prefetchQuery(destinationsQueryOptions());

const prefetchHome = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(slidesQueryOptions()),
    client.prefetchQuery(destinationsQueryOptions()),
    client.prefetchQuery(homeSettingsQueryOptions()),
    client.prefetchQuery(homeDataQueryOptions()),
    // the promo strip: in the first render, as in the server's first screen, or the page below it jumps
    client.prefetchQuery(sitePromotionsQueryOptions()),
  ]);

const vouchersPage = () => import('../features/vouchers/pages/vouchers-page.tsx').then((m) => ({ default: m.VouchersPage }));

/** The dropdown's destinations and the list; the nearby list waits for the device's position. */
const prefetchVouchers = (client: QueryClient, params: Record<string, string>) => {
  const slug = params.url_slug ?? null;
  return Promise.all([
    client.prefetchQuery(destinationsQueryOptions()),
    slug === locationSlug ? null : client.prefetchInfiniteQuery(destinationVouchersQueryOptions(slug)),
  ]);
};

const allDestinationsPage = () =>
  import('../features/destinations/pages/all-destinations-page.tsx').then((m) => ({ default: m.AllDestinationsPage }));

/**
 * The route table of the specification (part 2 §2.1), each path with the page that answers it.
 * route-table.test.ts holds it to packages/contract's routePatterns.
 */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/',
    load: () => import('./routes/home-page.tsx').then((m) => ({ default: m.HomePage })),
    prefetch: prefetchHome,
  },
  { path: '/view-all-destination', load: allDestinationsPage, prefetch: prefetchDestinations },
  {
    path: '/aboutus',
    load: () => import('../features/pages/pages/about-page.tsx').then((m) => ({ default: m.AboutPage })),
  },
  {
    path: '/contactus',
    load: () => import('../features/pages/pages/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
  },
  {
    path: '/d/:url_slug',
    load: () => import('../features/packages/pages/destination-page.tsx').then((m) => ({ default: m.DestinationPage })),
    prefetch: (client, params) => client.prefetchQuery(destinationPackagesQueryOptions(params.url_slug ?? '')),
  },
  // the bare destination and package addresses carry no slug: they list every destination to choose from
  { path: '/book-your-experience', load: allDestinationsPage, prefetch: prefetchDestinations },
  { path: '/package', load: allDestinationsPage, prefetch: prefetchDestinations },
  {
    path: '/p/:package_slug',
    load: () => import('./routes/package-booking-page.tsx').then((m) => ({ default: m.PackageBookingPage })),
    prefetch: (client, params) => client.prefetchQuery(packageDetailsQueryOptions(params.package_slug ?? '')),
  },
  {
    path: '/v/:voucher_slug',
    load: () => import('../features/vouchers/pages/voucher-page.tsx').then((m) => ({ default: m.VoucherPage })),
    prefetch: (client, params) => client.prefetchQuery(voucherDetailsQueryOptions({ slug: params.voucher_slug ?? '' })),
  },
  {
    path: '/voucher-details',
    load: () => import('../features/vouchers/pages/voucher-page.tsx').then((m) => ({ default: m.VoucherDetailsPage })),
  },
  {
    path: '/settings',
    load: () => import('../features/accounts/pages/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
  },
  {
    path: '/wishlist',
    load: () => import('../features/accounts/pages/wishlist-page.tsx').then((m) => ({ default: m.WishlistPage })),
  },
  {
    path: '/gift-cards',
    load: () => import('../features/giftcards/pages/gift-cards-page.tsx').then((m) => ({ default: m.GiftCardsPage })),
  },
  {
    path: '/register',
    load: () => import('../features/accounts/pages/register-page.tsx').then((m) => ({ default: m.RegisterPage })),
  },
  {
    path: '/login',
    load: () => import('../features/accounts/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
  },
  {
    path: '/upload',
    load: () => import('../features/invoices/pages/upload-page.tsx').then((m) => ({ default: m.UploadPage })),
    prefetch: (client) => client.prefetchQuery(raffleCampaignQueryOptions()),
  },
  {
    path: '/edit-profile',
    load: () => import('../features/accounts/pages/edit-profile-page.tsx').then((m) => ({ default: m.EditProfilePage })),
  },
  {
    path: '/order-history',
    load: () => import('../features/booking/pages/order-history-page.tsx').then((m) => ({ default: m.OrderHistoryPage })),
  },
  {
    path: '/order-payment-complete',
    load: () => import('../features/booking/pages/payment-complete-page.tsx').then((m) => ({ default: m.PaymentCompletePage })),
  },
  {
    path: '/payment-history',
    load: () => import('../features/booking/pages/payment-history-page.tsx').then((m) => ({ default: m.PaymentHistoryPage })),
  },
  {
    path: '/booking-details/:order_number',
    load: () => import('../features/booking/pages/booking-details-page.tsx').then((m) => ({ default: m.BookingDetailsPage })),
  },
  { path: '/vouchers', load: vouchersPage, prefetch: prefetchVouchers },
  { path: '/vouchers/:url_slug', load: vouchersPage, prefetch: prefetchVouchers },
  {
    path: '/s/:t/:d',
    load: () => import('../features/packages/pages/search-page.tsx').then((m) => ({ default: m.SearchPage })),
    prefetch: async (client, params) => {
      const term = (params.t ?? '').trim();
      // the path alone: filters ride in the query string, and most searches have none
      if (term) await client.prefetchInfiniteQuery(searchQueryOptions(term, destinationIdOf(params.d), {}));
    },
  },
  {
    path: '/t/:slug',
    load: () => import('../features/packages/pages/tag-page.tsx').then((m) => ({ default: m.TagPage })),
    prefetch: (client, params) => client.prefetchInfiniteQuery(tagPackagesQueryOptions(params.slug ?? '')),
  },
  {
    path: '/invoics',
    load: () => import('../features/invoices/pages/invoices-page.tsx').then((m) => ({ default: m.InvoicesPage })),
  },
  {
    path: '/all-raffles',
    load: () => import('../features/raffles/pages/all-raffles-page.tsx').then((m) => ({ default: m.AllRafflesPage })),
  },
  {
    path: '/seesharjah',
    load: () => import('../features/destinations/pages/see-sharjah-page.tsx').then((m) => ({ default: m.SeeSharjahPage })),
    prefetch: prefetchDestinations,
  },
  {
    path: '/backoffice/invoices',
    load: () =>
      import('../features/console/invoices/pages/invoice-review-page.tsx').then((m) => ({ default: m.InvoiceReviewPage })),
  },
  {
    path: '/backoffice/raffles',
    load: () => import('../features/console/raffles/pages/raffle-draws-page.tsx').then((m) => ({ default: m.RaffleDrawsPage })),
  },
  {
    path: '/backoffice/vouchers',
    load: () =>
      import('../features/console/vouchers/pages/voucher-redemption-page.tsx').then((m) => ({
        default: m.VoucherRedemptionPage,
      })),
  },
  {
    path: '/backoffice/payments',
    load: () =>
      import('../features/console/booking/pages/payment-issues-page.tsx').then((m) => ({ default: m.PaymentIssuesPage })),
  },
  {
    path: '/backoffice/store-orders',
    load: () => import('../features/console/store/pages/store-orders-page.tsx').then((m) => ({ default: m.StoreOrdersPage })),
  },
  {
    path: '/backoffice/postcards',
    load: () =>
      import('../features/console/postcards/pages/postcard-queue-page.tsx').then((m) => ({ default: m.PostcardQueuePage })),
  },
  {
    path: '/backoffice/destinations',
    load: () => import('../features/console/catalog/pages/destinations-page.tsx').then((m) => ({ default: m.DestinationsPage })),
  },
  {
    path: '/backoffice/destinations/new',
    load: () =>
      import('../features/console/catalog/pages/destination-edit-page.tsx').then((m) => ({ default: m.NewDestinationPage })),
  },
  {
    path: '/backoffice/destinations/:id',
    load: () =>
      import('../features/console/catalog/pages/destination-edit-page.tsx').then((m) => ({ default: m.DestinationEditPage })),
  },
  {
    path: '/backoffice/tags',
    load: () => import('../features/console/catalog/pages/tags-page.tsx').then((m) => ({ default: m.TagsPage })),
  },
  {
    path: '/backoffice/packages',
    load: () => import('../features/console/catalog/pages/packages-page.tsx').then((m) => ({ default: m.PackagesPage })),
  },
  {
    path: '/backoffice/packages/new',
    load: () => import('../features/console/catalog/pages/package-edit-page.tsx').then((m) => ({ default: m.PackageEditPage })),
  },
  {
    path: '/backoffice/packages/:id',
    load: () => import('../features/console/catalog/pages/package-edit-page.tsx').then((m) => ({ default: m.PackageEditPage })),
  },
  {
    path: '/backoffice/packages/:id/extras',
    load: () =>
      import('../features/console/catalog/pages/package-extras-page.tsx').then((m) => ({ default: m.PackageExtrasPage })),
  },
  {
    path: '/backoffice/packages/:id/availability',
    load: () =>
      import('../features/console/catalog/pages/package-availability-page.tsx').then((m) => ({
        default: m.PackageAvailabilityPage,
      })),
  },
  {
    path: '/backoffice/home',
    load: () => import('../features/console/content/pages/home-settings-page.tsx').then((m) => ({ default: m.HomeSettingsPage })),
  },
  {
    path: '/backoffice/content',
    load: () => import('../features/console/content/pages/content-page.tsx').then((m) => ({ default: m.ContentPage })),
  },
  {
    path: '/backoffice/coupons',
    load: () => import('../features/console/coupons/pages/coupons-page.tsx').then((m) => ({ default: m.CouponsPage })),
  },
  {
    path: '/backoffice/coupons/new',
    load: () => import('../features/console/coupons/pages/coupon-edit-page.tsx').then((m) => ({ default: m.CouponEditPage })),
  },
  {
    path: '/backoffice/coupons/:id',
    load: () => import('../features/console/coupons/pages/coupon-edit-page.tsx').then((m) => ({ default: m.CouponEditPage })),
  },
  {
    path: '/backoffice/resellers',
    load: () => import('../features/console/resellers/pages/resellers-page.tsx').then((m) => ({ default: m.ResellersPage })),
  },
  {
    path: '/backoffice/resellers/new',
    load: () =>
      import('../features/console/resellers/pages/reseller-edit-page.tsx').then((m) => ({ default: m.ResellerEditPage })),
  },
  {
    path: '/backoffice/resellers/:id',
    load: () =>
      import('../features/console/resellers/pages/reseller-edit-page.tsx').then((m) => ({ default: m.ResellerEditPage })),
  },
  {
    path: '/backoffice/gift-cards',
    load: () => import('../features/console/giftcards/pages/gift-cards-page.tsx').then((m) => ({ default: m.GiftCardsPage })),
  },
  {
    path: '/backoffice/gift-cards/new',
    load: () =>
      import('../features/console/giftcards/pages/gift-card-issue-page.tsx').then((m) => ({ default: m.GiftCardIssuePage })),
  },
  {
    path: '/backoffice/gift-cards/settings',
    load: () =>
      import('../features/console/giftcards/pages/gift-card-settings-page.tsx').then((m) => ({
        default: m.GiftCardSettingsPage,
      })),
  },
  {
    path: '/backoffice/gift-cards/:id',
    load: () => import('../features/console/giftcards/pages/gift-card-page.tsx').then((m) => ({ default: m.GiftCardPage })),
  },
  {
    path: '/backoffice/voucher-offers',
    load: () =>
      import('../features/console/vouchers/pages/voucher-offers-page.tsx').then((m) => ({ default: m.VoucherOffersPage })),
  },
  {
    path: '/backoffice/voucher-offers/new',
    load: () =>
      import('../features/console/vouchers/pages/voucher-offer-edit-page.tsx').then((m) => ({ default: m.VoucherOfferEditPage })),
  },
  {
    path: '/backoffice/voucher-offers/:id',
    load: () =>
      import('../features/console/vouchers/pages/voucher-offer-edit-page.tsx').then((m) => ({ default: m.VoucherOfferEditPage })),
  },
  {
    path: '/backoffice/raffle-campaigns',
    load: () =>
      import('../features/console/raffles/pages/raffle-campaigns-page.tsx').then((m) => ({ default: m.RaffleCampaignsPage })),
  },
  {
    path: '/backoffice/raffle-campaigns/new',
    load: () =>
      import('../features/console/raffles/pages/raffle-campaign-edit-page.tsx').then((m) => ({
        default: m.NewRaffleCampaignPage,
      })),
  },
  {
    path: '/backoffice/raffle-campaigns/:id',
    load: () =>
      import('../features/console/raffles/pages/raffle-campaign-edit-page.tsx').then((m) => ({
        default: m.RaffleCampaignEditPage,
      })),
  },
  {
    path: '/backoffice/scratch-campaigns',
    load: () =>
      import('../features/console/scratch/pages/scratch-campaigns-page.tsx').then((m) => ({ default: m.ScratchCampaignsPage })),
  },
  {
    path: '/backoffice/scratch-campaigns/new',
    load: () =>
      import('../features/console/scratch/pages/scratch-campaign-edit-page.tsx').then((m) => ({
        default: m.NewScratchCampaignPage,
      })),
  },
  {
    path: '/backoffice/scratch-campaigns/:id',
    load: () =>
      import('../features/console/scratch/pages/scratch-campaign-edit-page.tsx').then((m) => ({
        default: m.ScratchCampaignEditPage,
      })),
  },
  {
    path: '/backoffice/store-design',
    load: () => import('../features/console/store/pages/store-design-page.tsx').then((m) => ({ default: m.StoreDesignPage })),
  },
  {
    path: '/backoffice/products',
    load: () => import('../features/console/store/pages/products-page.tsx').then((m) => ({ default: m.ProductsPage })),
  },
  {
    path: '/backoffice/products/:id',
    load: () => import('../features/console/store/pages/product-edit-page.tsx').then((m) => ({ default: m.ProductEditPage })),
  },
  {
    path: '/backoffice/collections',
    load: () => import('../features/console/store/pages/collections-page.tsx').then((m) => ({ default: m.CollectionsPage })),
  },
  {
    path: '/backoffice/postcard-templates',
    load: () =>
      import('../features/console/postcards/pages/postcard-templates-page.tsx').then((m) => ({
        default: m.PostcardTemplatesPage,
      })),
  },
  {
    path: '/backoffice/operators',
    load: () => import('../features/console/operators/pages/operators-page.tsx').then((m) => ({ default: m.OperatorsPage })),
  },
  {
    path: '/backoffice/teams',
    load: () => import('../features/console/teams/teams-page.tsx').then((m) => ({ default: m.TeamsPage })),
  },
  {
    path: '/backoffice',
    load: () => import('../features/console/home/console-home-page.tsx').then((m) => ({ default: m.ConsoleHomePage })),
  },
  {
    path: '/backoffice/reports',
    load: () => import('../features/console/reports/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
  },
  {
    path: '/backoffice/reports/:name',
    load: () => import('../features/console/reports/report-page.tsx').then((m) => ({ default: m.ReportPage })),
  },
  {
    path: '/backoffice/bookings',
    load: () => import('../features/console/booking/pages/bookings-page.tsx').then((m) => ({ default: m.BookingsPage })),
  },
  {
    path: '/backoffice/bookings/:order_number',
    load: () => import('../features/console/booking/pages/booking-page.tsx').then((m) => ({ default: m.BookingPage })),
  },
  {
    path: '/backoffice/attendees',
    load: () => import('../features/console/booking/pages/attendees-page.tsx').then((m) => ({ default: m.AttendeesPage })),
  },
  {
    path: '/backoffice/check-in',
    load: () => import('../features/console/booking/pages/check-in-page.tsx').then((m) => ({ default: m.CheckInPage })),
  },
  {
    path: '/backoffice/messages',
    load: () => import('../features/console/contact/pages/messages-page.tsx').then((m) => ({ default: m.MessagesPage })),
  },
  {
    path: '/backoffice/reviews',
    load: () => import('../features/console/reviews/pages/reviews-page.tsx').then((m) => ({ default: m.ReviewsPage })),
  },
  {
    path: '/backoffice/customers',
    load: () => import('../features/console/accounts/pages/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
  },
  {
    path: '/backoffice/customers/:id',
    load: () => import('../features/console/accounts/pages/customer-page.tsx').then((m) => ({ default: m.CustomerPage })),
  },
  {
    path: '/backoffice/audit-log',
    load: () => import('../features/console/audit/pages/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
  },
  {
    path: '/scratch',
    load: () => import('../features/scratch/pages/scratch-page.tsx').then((m) => ({ default: m.ScratchPage })),
  },
  {
    path: '/terms',
    load: () => import('../features/pages/pages/legal-page.tsx').then((m) => ({ default: m.TermsPage })),
  },
  {
    path: '/privacy',
    load: () => import('../features/pages/pages/legal-page.tsx').then((m) => ({ default: m.PrivacyPage })),
  },
  {
    path: '/gallery',
    load: () => import('../features/home/pages/gallery-page.tsx').then((m) => ({ default: m.GalleryPage })),
    prefetch: (client) => client.prefetchQuery(homeSettingsQueryOptions()),
  },
  {
    path: '/stores',
    load: () => import('../features/store/pages/stores-page.tsx').then((m) => ({ default: m.StoresPage })),
    prefetch: (client) =>
      Promise.all([client.prefetchQuery(storeDataQueryOptions()), client.prefetchQuery(storeDesignQueryOptions(storeSlug))]),
  },
  {
    path: '/stores/:slug',
    load: () => import('../features/store/pages/store-home-page.tsx').then((m) => ({ default: m.StoreHomePage })),
    prefetch: (client, params) =>
      Promise.all([
        client.prefetchQuery(storeDesignQueryOptions(params.slug ?? '')),
        client.prefetchQuery(productListQueryOptions(params.slug ?? '')),
      ]),
  },
  {
    path: '/stores/:slug/cart',
    load: () => import('../features/store/pages/cart-page.tsx').then((m) => ({ default: m.CartPage })),
  },
  {
    path: '/stores/:slug/checkout-address',
    load: () => import('../features/store/pages/checkout-address-page.tsx').then((m) => ({ default: m.CheckoutAddressPage })),
  },
  {
    path: '/stores/:slug/products',
    load: () => import('../features/store/pages/products-page.tsx').then((m) => ({ default: m.ProductsPage })),
    prefetch: (client, params) => client.prefetchQuery(productListQueryOptions(params.slug ?? '')),
  },
  {
    path: '/stores/:slug/pages/:page_slug',
    load: () => import('../features/store/pages/store-page.tsx').then((m) => ({ default: m.StorePage })),
    prefetch: (client, params) => client.prefetchQuery(storePageQueryOptions(params.slug ?? '', params.page_slug ?? '')),
  },
  {
    path: '/stores/:slug/tag/:tag_slug',
    load: () => import('../features/store/pages/store-tag-page.tsx').then((m) => ({ default: m.StoreTagPage })),
    prefetch: (client, params) =>
      client.prefetchQuery(productListQueryOptions(params.slug ?? '', { tags: params.tag_slug ?? '' })),
  },
  {
    path: '/stores/:slug/product_detail/:product_slug',
    load: () => import('../features/store/pages/product-page.tsx').then((m) => ({ default: m.ProductPage })),
    prefetch: (client, params) => client.prefetchQuery(productQueryOptions(params.product_slug ?? '', isSignedIn())),
  },
  {
    path: '/stores/:slug/collections',
    load: () => import('../features/store/pages/collections-page.tsx').then((m) => ({ default: m.CollectionsPage })),
    prefetch: (client, params) => client.prefetchQuery(collectionsQueryOptions(params.slug ?? '')),
  },
  {
    path: '/stores/:slug/collections/:collection_slug',
    load: () => import('../features/store/pages/collection-page.tsx').then((m) => ({ default: m.CollectionPage })),
    prefetch: (client, params) =>
      client.prefetchQuery(productListQueryOptions(params.slug ?? '', { category_slug: params.collection_slug ?? '' })),
  },
  {
    path: '/stores/:slug/designers',
    load: () => import('../features/store/pages/designers-page.tsx').then((m) => ({ default: m.DesignersPage })),
    prefetch: (client, params) => client.prefetchQuery(collectionsQueryOptions(params.slug ?? '')),
  },
  {
    path: '/stores/:slug/designers/:designer_slug',
    load: () => import('../features/store/pages/designer-page.tsx').then((m) => ({ default: m.DesignerPage })),
    prefetch: (client, params) =>
      client.prefetchQuery(productListQueryOptions(params.slug ?? '', { category_slug: params.designer_slug ?? '' })),
  },
  {
    path: '/stores/:slug/orders',
    load: () => import('../features/store/pages/store-orders-page.tsx').then((m) => ({ default: m.StoreOrdersPage })),
  },
  {
    path: '/stores/:slug/orders/:order_number',
    load: () => import('../features/store/pages/store-order-page.tsx').then((m) => ({ default: m.StoreOrderPage })),
  },
  {
    path: '/hos-postcards',
    load: () => import('../features/postcards/pages/postcards-page.tsx').then((m) => ({ default: m.PostcardsPage })),
    prefetch: (client) => client.prefetchQuery(postcardTemplatesQueryOptions()),
  },
  {
    path: '/hos-postcards-about',
    load: () => import('../features/postcards/pages/postcard-info-pages.tsx').then((m) => ({ default: m.PostcardsAboutPage })),
  },
  {
    path: '/hos-postcards-contact',
    load: () => import('../features/postcards/pages/postcard-info-pages.tsx').then((m) => ({ default: m.PostcardsContactPage })),
  },
  {
    path: '/hos-postcards/edit-my-card/:card_slug',
    load: () => import('../features/postcards/pages/edit-card-page.tsx').then((m) => ({ default: m.EditCardPage })),
    prefetch: (client) => client.prefetchQuery(postcardTemplatesQueryOptions()),
  },
  {
    path: '/hos-postcards/message',
    load: () => import('../features/postcards/pages/message-page.tsx').then((m) => ({ default: m.MessagePage })),
  },
  {
    path: '/hos-postcards/order-history',
    load: () => import('../features/postcards/pages/postcard-orders-page.tsx').then((m) => ({ default: m.PostcardOrdersPage })),
  },
  {
    path: '/hos-postcards/order-details/:order_number',
    load: () => import('../features/postcards/pages/postcard-order-page.tsx').then((m) => ({ default: m.PostcardOrderPage })),
  },
];

export const registeredPaths: readonly string[] = pageRoutes.map((route) => route.path);

/** Starts the data request of the page at `pathname`, so it runs while the page's code downloads; settles when the data is in. */
export async function prefetchPageData(pathname: string, client: QueryClient): Promise<void> {
  const match = matchRoute(pathname);
  const route = pageRoutes.find((r) => r.path === match?.pattern);
  if (match && route?.prefetch) await route.prefetch(client, match.params);
}
