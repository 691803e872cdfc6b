import type { BoundAction } from '../../http/actions.ts';
import { operatorConsoleActions } from './operators-actions.ts';
import { mediaActions } from './media-actions.ts';
import { postcardCatalogueActions } from './postcard-catalogue-actions.ts';
import { destinationConsoleActions } from './destinations-actions.ts';
import { packageConsoleActions } from './packages-actions.ts';
import { packageExtraConsoleActions } from './package-extras-actions.ts';
import { availabilityConsoleActions } from './availability-actions.ts';
import { contentConsoleActions } from './content-actions.ts';
import { offerConsoleActions } from './offers-actions.ts';
import { campaignConsoleActions } from './campaigns-actions.ts';
import { storeCatalogueConsoleActions } from './store-catalogue-actions.ts';
import { checkInConsoleActions } from './check-in-actions.ts';
import { messageConsoleActions } from './messages-actions.ts';
import { customerConsoleActions } from './customers-actions.ts';
import { bookingConsoleActions } from './bookings-actions.ts';
import { homeConsoleActions } from './home-actions.ts';
import { teamConsoleActions } from './teams-actions.ts';

/** The operators' console (decisions 034, 035): operators, the audit log, uploaded images and its catalogues. */
export const consoleActions: BoundAction[] = [
  ...operatorConsoleActions,
  ...mediaActions,
  ...postcardCatalogueActions,
  ...destinationConsoleActions,
  ...packageConsoleActions,
  ...packageExtraConsoleActions,
  ...availabilityConsoleActions,
  ...contentConsoleActions,
  ...offerConsoleActions,
  ...campaignConsoleActions,
  ...storeCatalogueConsoleActions,
  ...checkInConsoleActions,
  ...messageConsoleActions,
  ...customerConsoleActions,
  ...bookingConsoleActions,
  ...homeConsoleActions,
  ...teamConsoleActions,
];
