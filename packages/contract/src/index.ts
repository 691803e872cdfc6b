import { accountActions } from './accounts.ts';
import { discoveryActions } from './discovery.ts';
import { scratchActions } from './scratch.ts';
import { raffleActions } from './raffles.ts';
import { backofficeActions } from './backoffice.ts';
import { bookingActions } from './bookings.ts';
import { invoiceActions } from './invoices.ts';
import { voucherActions } from './vouchers.ts';
import { storeActions } from './store.ts';
import { storeAddressActions } from './store-addresses.ts';
import { postcardActions } from './postcards.ts';
import { consoleActions } from './console.ts';
import { consoleDestinationActions } from './console-destinations.ts';
import { consolePackageActions } from './console-packages.ts';
import { consolePackageExtraActions } from './console-package-extras.ts';
import { consoleAvailabilityActions } from './console-availability.ts';
import { consoleContentActions } from './console-content.ts';
import { consoleOfferActions } from './console-offers.ts';
import { consoleCampaignActions } from './console-campaigns.ts';
import { consoleStoreActions } from './console-store.ts';
import { consoleCheckInActions } from './check-in.ts';
import { cancellationActions } from './cancellation.ts';
import { consoleMessageActions } from './console-messages.ts';
import { consoleCustomerActions } from './console-customers.ts';
import { consoleBookingActions } from './console-bookings.ts';
import { consoleHomeActions } from './console-home.ts';
import { consoleTeamActions } from './console-teams.ts';
import { consoleReportsActions } from './console-reports.ts';
import { consoleSearchActions } from './console-search.ts';
import { consoleResellerActions } from './console-resellers.ts';
import { calendarActions } from './calendar.ts';
import { reviewActions } from './reviews.ts';
import { pendingCheckoutActions } from './pending-checkout.ts';
import { searchActions } from './search.ts';
import { ticketActions } from './tickets.ts';
import { siteContentActions } from './site-content.ts';
import { wishlistActions } from './wishlist.ts';
import { giftCardActions } from './giftcards.ts';
import { destinationsAction, homeDataAction, homepageSettingsAction, packagesAction, sliderAction } from './catalog.ts';

/** Every action of the contract. The server binds a handler to each; docs/api.md is generated from this list. */
export const actions = [
  sliderAction,
  destinationsAction,
  homeDataAction,
  homepageSettingsAction,
  packagesAction,
  ...accountActions,
  ...discoveryActions,
  ...scratchActions,
  ...raffleActions,
  ...backofficeActions,
  ...bookingActions,
  ...invoiceActions,
  ...voucherActions,
  ...storeActions,
  ...storeAddressActions,
  ...postcardActions,
  ...consoleActions,
  ...siteContentActions,
  ...wishlistActions,
  ...giftCardActions,
  ...consoleDestinationActions,
  ...consolePackageActions,
  ...consolePackageExtraActions,
  ...consoleAvailabilityActions,
  ...consoleContentActions,
  ...consoleOfferActions,
  ...consoleCampaignActions,
  ...consoleStoreActions,
  ...cancellationActions,
  ...consoleCheckInActions,
  ...consoleMessageActions,
  ...consoleCustomerActions,
  ...consoleBookingActions,
  ...consoleHomeActions,
  ...consoleTeamActions,
  ...consoleReportsActions,
  ...consoleSearchActions,
  ...consoleResellerActions,
  ...calendarActions,
  ...reviewActions,
  ...pendingCheckoutActions,
  ...searchActions,
  ...ticketActions,
] as const;
