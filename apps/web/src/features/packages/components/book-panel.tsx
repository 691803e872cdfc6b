import type { PackageDetails } from '../../../lib/package-details.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';

/** Brings the booking widget to the top of the window and moves focus to its heading, so Tab goes on into it. */
function goToBooking(targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  const heading = target.querySelector<HTMLElement>('h2') ?? target;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * The package's price and a Book now that takes the reader to the booking widget, kept in view while the page
 * scrolls (docs/decisions/059): sticky in the page's aside on a desktop, a bar along the bottom of a phone.
 */
export function BookPanel({ pkg, targetId }: { pkg: PackageDetails; targetId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <aside className="book-panel" aria-label={t('discovery.package.book_panel')}>
      {pkg.from_price != null && (
        <p className="book-panel__price">
          <span className="book-panel__from">{t('calendar.from')}</span> <bdi>{formatAed(pkg.from_price, language)}</bdi>
        </p>
      )}
      <button type="button" className="button book-panel__book" aria-controls={targetId} onClick={() => goToBooking(targetId)}>
        {t('discovery.package.book_now')}
      </button>
    </aside>
  );
}
