import { BookingFlow } from '../../features/booking/components/booking-flow.tsx';
import { PackagePage } from '../../features/packages/pages/package-page.tsx';

/**
 * /p/{package_slug}: the package feature's page with the booking feature's flow on it (spec part 1 §2
 * "Booking flow on the package page"); the flow starts again for another package.
 */
export function PackageBookingPage() {
  return <PackagePage booking={(pkg, noteCoupon) => <BookingFlow key={pkg.id} pkg={pkg} noteCoupon={noteCoupon} />} />;
}
