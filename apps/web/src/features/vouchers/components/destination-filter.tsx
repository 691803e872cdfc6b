import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDestinations } from '../../../lib/destinations.ts';
import { localized } from '../../../lib/localized.ts';
import { locationSlug, vouchersPath } from '../voucher-paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type FilterState = { fromFilter?: boolean } | null;

/**
 * The destination dropdown of the voucher list (spec part 1 §2 Vouchers): choosing an entry goes to
 * /vouchers/{slug}, "Near me" to /vouchers/location, "All destinations" to /vouchers. The hint says so
 * before the choice (WCAG 3.2.2), and the dropdown keeps the focus on the page it leads to.
 */
export function DestinationFilter({ selected }: { selected: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const fieldId = useId();
  const hintId = useId();
  const destinations = useDestinations();
  const selectRef = useRef<HTMLSelectElement>(null);
  const cameFromFilter = (location.state as FilterState)?.fromFilter === true;

  useEffect(() => {
    if (cameFromFilter) selectRef.current?.focus();
  }, [cameFromFilter]);

  return (
    <div className="form-field voucher-filter">
      <label className="form-field__label" htmlFor={fieldId}>
        {t('vouchers.filter_label')}
      </label>
      <select
        ref={selectRef}
        id={fieldId}
        className="form-field__input"
        aria-describedby={hintId}
        value={selected ?? ''}
        onChange={(event) => void navigate(vouchersPath(event.target.value || null), { state: { fromFilter: true } })}
      >
        <option value="">{t('vouchers.all_destinations')}</option>
        <option value={locationSlug}>{t('vouchers.near_me')}</option>
        {/* a destination the list has not loaded yet still shows as chosen */}
        {selected && selected !== locationSlug && !destinations.data?.some((d) => d.url_slug === selected) && (
          <option value={selected}>{selected}</option>
        )}
        {destinations.data?.map((d) => (
          <option key={d.id} value={d.url_slug}>
            {localized(d, 'name')}
          </option>
        ))}
      </select>
      <p className="form-field__hint" id={hintId}>
        {t('vouchers.filter_hint')}
      </p>
    </div>
  );
}
