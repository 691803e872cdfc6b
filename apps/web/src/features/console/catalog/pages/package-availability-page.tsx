import { dubaiToday } from '@portal/domain/booking/index';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { monthOf } from '../../../../lib/month-grid.ts';
import { usePackageAvailability } from '../api/availability.ts';
import { AvailabilityCalendar } from '../components/availability-calendar.tsx';
import { AvailabilityDayEditor } from '../components/availability-day-editor.tsx';
import { AvailabilitySlots } from '../components/availability-slots.tsx';
import { PackagePageFrame, packageIdOf } from '../components/package-page-frame.tsx';
import { calendarDays, orderedRange } from '../availability-month.ts';

/** The days chosen on the calendar: one (from = to) or a range. */
type Selection = { from: string; to: string };

/**
 * /backoffice/packages/:id/availability (decision 035): the Availability and prices tab of one package.
 * Admins run its time slots, and on a month calendar that shows each day's price, tickets left and whether it
 * can be booked, choose a day or a range to set prices, tickets per date, or close and re-open it.
 */
export function PackageAvailabilityPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const packageId = packageIdOf(useParams().id);
  const [month, setMonth] = useState(() => monthOf(dubaiToday(new Date())));
  const [selection, setSelection] = useState<Selection | null>(null);
  const availability = usePackageAvailability(packageId, month);
  const pkg = availability.data?.package;
  const title = pkg
    ? t('console-availability.title_named', { name: localized(pkg, 'package_name', language) })
    : t('console-availability.title');
  // the answer of the month shown (the previous month's stays on screen while the next one loads)
  const shown = availability.data?.month === month ? availability.data : undefined;

  return (
    <PackagePageFrame
      packageId={packageId}
      tab="/availability"
      title={title}
      backLabel={t('console-availability.all_packages')}
      notFound={t('console-availability.not_found')}
      className="availability-page"
      error={availability.error}
    >
      {availability.isPending && <p className="availability-page__loading">{t('console-availability.loading')}</p>}
      {availability.data && (
        <>
          <PackageNotices data={availability.data} />
          <AvailabilitySlots
            packageId={packageId}
            slots={availability.data.time_slots}
            timeStepOn={availability.data.package.enable_time_picker === 1}
          />
          <AvailabilityCalendar
            month={month}
            days={shown ? calendarDays(shown) : null}
            selection={selection}
            onMonth={setMonth}
            onSelect={(from, to) => setSelection(orderedRange(from, to))}
          />
          {selection && (
            <AvailabilityDayEditor
              key={`${selection.from}:${selection.to}`}
              packageId={packageId}
              data={availability.data}
              selection={selection}
              onSelection={setSelection}
              onClose={() => setSelection(null)}
            />
          )}
        </>
      )}
    </PackagePageFrame>
  );
}

/** What makes the whole calendar moot: the package books no date, or cannot be booked at all. */
function PackageNotices({ data }: { data: NonNullable<ReturnType<typeof usePackageAvailability>['data']> }) {
  const { t } = useTranslation();
  const notices = [
    data.package.enable_date_picker === 0 && t('console-availability.notices.no_date_step'),
    (data.package.disabled === 1 || data.package.redirect === 1) && t('console-availability.notices.not_bookable'),
    data.package.enable === 0 && t('console-availability.notices.not_enabled'),
  ].filter((notice): notice is string => typeof notice === 'string');
  if (notices.length === 0) return null;
  return (
    <ul className="availability-notices">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}
