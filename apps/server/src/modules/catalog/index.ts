/**
 * Destinations, packages, their calendar and search, and the console's catalogue: destinations and tags,
 * packages, their extras and availability (docs/decisions/052).
 */
export {
  cardWithTagsColumns,
  destinationColumns,
  pageOf,
  pageWindow,
  toCard,
  toDestination,
  toVoucher,
  visibleDestination,
  voucherCardColumns,
  type PageRequest,
} from './catalog-service.ts';
export { catalogActions } from './catalog-actions.ts';
export { calendarActions } from './calendar-actions.ts';
export { packageAvailability, type AvailabilityDay, type SlotDay } from './calendar-service.ts';
export { searchActions } from './search-actions.ts';
export { destinationConsoleActions } from './destinations-console-actions.ts';
export { packageConsoleActions } from './packages-console-actions.ts';
export { packageExtraConsoleActions } from './package-extras-console-actions.ts';
export { availabilityConsoleActions } from './availability-console-actions.ts';
export { searchConsolePackages } from './packages-console-service.ts';
