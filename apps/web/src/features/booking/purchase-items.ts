import type { PurchaseItemInput, PurchaseItemsInput } from '@portal/contract/bookings';
import type { PackageDetails } from '../../lib/package-details.ts';
import { selectionCounts, type BookingPackage } from '@portal/domain/booking/index';
import type { Selection } from './flow-state.ts';

/**
 * The `items` JSON of validateCoupon and createPurchase (spec part 1 §3 "Purchase item") for one
 * package. No prices or totals are sent: the server prices the purchase itself. Only the steps the
 * package shows contribute, so a value left over from a step that is off never reaches the server.
 */
export function purchaseItemOf(pkg: PackageDetails, rules: BookingPackage, selection: Selection): PurchaseItemInput {
  const counts = selectionCounts(rules, selection);
  const item: PurchaseItemInput = { package_id: pkg.id, adult_qty: counts.adults, child_qty: counts.children };
  if (rules.optionList) item.options = selection.optionIds;
  if (pkg.enable_date_picker === 1 && selection.date) item.date = selection.date;
  if (pkg.enable_time_picker === 1 && selection.timeSlotId !== null) {
    item.time_slot_id = selection.timeSlotId;
    if (selection.timeSlotName) item.time_slot_data = selection.timeSlotName;
  }
  if (pkg.enable_sub_packages === 1 && selection.subPackages.length > 0) {
    item.subpackages_id = selection.subPackages.map((s) => s.id);
    item.subpackages_adult_qty = selection.subPackages.map((s) => s.adults);
    item.subpackages_child_qty = selection.subPackages.map((s) => s.children);
  }
  if (pkg.enable_meal === 1 && selection.meals.length > 0) {
    item.meals_id = selection.meals.map((m) => m.id);
    item.meals_qty = selection.meals.map((m) => m.qty);
  }
  const transport = selection.transport;
  if (pkg.enable_transport === 1 && transport) {
    item.transport_id = transport.id;
    item.transport_type = transport.type;
    const row = pkg.transport.find((t) => t.id === transport.id);
    if (row) item.transport_name = row.name;
  }
  return item;
}

/** spec part 1 §7 createPurchase: the packages list with the optional coupon and the site. */
export function purchaseItemsOf(item: PurchaseItemInput, coupon: string | null, site: string): PurchaseItemsInput {
  return coupon ? { packages: [item], coupon, site } : { packages: [item], site };
}
