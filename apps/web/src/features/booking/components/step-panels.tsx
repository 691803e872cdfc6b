import { formatDate } from '@portal/domain/date-format';
import type { PackageDetails } from '../../../lib/package-details.ts';
import {
  availableSlots,
  offersTransportType,
  subPackageCounters,
  validMeals,
  validSubPackages,
  validTransports,
  type BookingCatalog,
  type BookingPackage,
  type SlotAvailability,
  type TransportType,
} from '@portal/domain/booking/index';
import { useId } from 'react';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { changeAddOn, type Selection } from '../flow-state.ts';
import { nameIn } from '../names.ts';
import { filsToAed } from '../package-rules.ts';
import { Counter } from './counter.tsx';

function useAed() {
  const language = useLanguage();
  return (fils: number | null) => formatAed(filsToAed(fils ?? 0), language);
}

/** An add-on step whose package offers nothing valid of its kind. */
function NoneAvailable() {
  const { t } = useTranslation();
  return <p className="booking-step__note">{t('booking.flow.none_available')}</p>;
}

export function UserStep({
  rules,
  prices,
  selection,
  onCounter,
}: {
  rules: BookingPackage;
  prices: { adultPriceFils: number; childPriceFils: number };
  selection: Selection;
  onCounter: (kind: 'adult' | 'child', delta: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  const aed = useAed();
  return (
    <div className="booking-step__counters">
      <Counter
        label={t('booking.flow.adults')}
        hint={t('booking.flow.each', { price: aed(prices.adultPriceFils) })}
        value={selection.adults}
        onChange={(delta) => onCounter('adult', delta)}
      />
      <Counter
        label={t('booking.flow.children')}
        hint={
          rules.childPriceFils || prices.childPriceFils
            ? t('booking.flow.each', { price: aed(prices.childPriceFils) })
            : undefined
        }
        value={selection.children}
        onChange={(delta) => onCounter('child', delta)}
      />
    </div>
  );
}

/** spec part 1 §2 and §9: the priced options of an option-list package; the exclusive one stands alone. */
export function OptionsStep({
  rules,
  selection,
  onToggle,
}: {
  rules: BookingPackage;
  selection: Selection;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const aed = useAed();
  const list = rules.optionList;
  if (!list) return null;
  const notes = list.notes ? (language === 'ae' ? list.notes.ae : list.notes.en) : '';
  return (
    <fieldset className="booking-step__fieldset">
      <legend className="visually-hidden">{t('booking.flow.steps.options')}</legend>
      <ul className="option-list">
        {list.options.map((option) => (
          <li key={option.id}>
            <label className="choice">
              <input type="checkbox" checked={selection.optionIds.includes(option.id)} onChange={() => onToggle(option.id)} />
              <span className="choice__label">
                {nameIn(language, option.label, option.arabicLabel)}
                {option.date && (
                  <time className="choice__hint" dateTime={option.date}>
                    {formatDate(option.date)}
                  </time>
                )}
                {option.exclusive && <span className="choice__hint">{t('booking.flow.options.exclusive')}</span>}
              </span>
              <bdi className="choice__price">{aed(option.priceFils)}</bdi>
            </label>
          </li>
        ))}
      </ul>
      {list.childPriceOnly && <p className="booking-step__note">{t('booking.flow.options.child_only')}</p>}
      {notes && <p className="booking-step__note">{notes}</p>}
    </fieldset>
  );
}

/** spec part 1 §5 Time: only enabled, named slots with enough tickets; none → 'All Time Slots are Fully Booked…'. */
export function TimeStep({
  slots,
  counts,
  selection,
  loading,
  onSelect,
}: {
  slots: SlotAvailability[] | undefined;
  counts: { adults: number; children: number };
  selection: Selection;
  loading: boolean;
  onSelect: (slot: SlotAvailability) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  if (loading || !slots)
    return (
      <p className="booking-step__loading" role="status">
        {t('booking.flow.time.loading')}
      </p>
    );
  const listed = availableSlots(slots, counts);
  if (listed.length === 0) {
    return (
      <p className="booking-alert" role="alert">
        {t('errors.slots_fully_booked')}
      </p>
    );
  }
  return (
    <fieldset className="booking-step__fieldset">
      <legend className="visually-hidden">{t('booking.flow.steps.time')}</legend>
      <ul className="slot-list">
        {listed.map((slot) => (
          <li key={slot.id}>
            <label className="choice choice--slot">
              <input type="radio" name={name} checked={selection.timeSlotId === slot.id} onChange={() => onSelect(slot)} />
              <bdi className="choice__label">{slot.timeSlot}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function SubPackagesStep({
  pkg,
  catalog,
  selection,
  onChange,
}: {
  pkg: PackageDetails;
  catalog: BookingCatalog;
  selection: Selection;
  onChange: (id: number, adults: number, children: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const aed = useAed();
  const rows = validSubPackages(catalog.subPackages);
  if (rows.length === 0) return <NoneAvailable />;
  return (
    <ul className="addon-list">
      {rows.map((row) => {
        const wire = pkg.sub_packages.find((s) => s.id === row.id);
        const name = nameIn(language, row.packageName, wire?.arabic_name);
        const chosen = selection.subPackages.find((s) => s.id === row.id) ?? { adults: 0, children: 0 };
        const counters = subPackageCounters(row);
        return (
          <li key={row.id} className="addon">
            <p className="addon__name">{name}</p>
            <div className="booking-step__counters">
              {counters.adult && (
                <Counter
                  label={t('booking.flow.sub_adults', { name })}
                  hint={t('booking.flow.each', { price: aed(row.adultPriceFils) })}
                  value={chosen.adults}
                  onChange={(delta) => onChange(row.id, changeAddOn(chosen.adults, delta, true), chosen.children)}
                />
              )}
              {counters.child && (
                <Counter
                  label={t('booking.flow.sub_children', { name })}
                  hint={t('booking.flow.each', { price: aed(row.childPriceFils) })}
                  value={chosen.children}
                  onChange={(delta) => onChange(row.id, chosen.adults, changeAddOn(chosen.children, delta, true))}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TransportStep({
  pkg,
  catalog,
  selection,
  onChange,
}: {
  pkg: PackageDetails;
  catalog: BookingCatalog;
  selection: Selection;
  onChange: (choice: { id: number; type: TransportType } | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const aed = useAed();
  const group = useId();
  const rows = validTransports(catalog.transports);
  if (rows.length === 0) return <NoneAvailable />;
  const types: TransportType[] = ['one_way', 'two_way'];
  return (
    <fieldset className="booking-step__fieldset">
      <legend className="visually-hidden">{t('booking.flow.steps.transports')}</legend>
      <ul className="addon-list">
        <li className="addon">
          <label className="choice">
            <input type="radio" name={group} checked={selection.transport === null} onChange={() => onChange(null)} />
            <span className="choice__label">{t('booking.flow.transport.none')}</span>
          </label>
        </li>
        {rows.flatMap((row) => {
          const wire = pkg.transport.find((tr) => tr.id === row.id);
          const name = nameIn(language, row.name, wire?.arabic_name);
          return types
            .filter((type) => offersTransportType(row, type))
            .map((type) => (
              <li key={`${row.id}-${type}`} className="addon">
                <label className="choice">
                  <input
                    type="radio"
                    name={group}
                    checked={selection.transport?.id === row.id && selection.transport.type === type}
                    onChange={() => onChange({ id: row.id, type })}
                  />
                  <span className="choice__label">
                    {name}
                    <span className="choice__hint">{t(`booking.flow.transport.${type}`)}</span>
                  </span>
                  <bdi className="choice__price">
                    {t('booking.flow.per_person', { price: aed(type === 'two_way' ? row.twoWayFils : row.oneWayFils) })}
                  </bdi>
                </label>
              </li>
            ));
        })}
      </ul>
    </fieldset>
  );
}

export function MealsStep({
  pkg,
  catalog,
  selection,
  onChange,
}: {
  pkg: PackageDetails;
  catalog: BookingCatalog;
  selection: Selection;
  onChange: (id: number, qty: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const aed = useAed();
  const rows = validMeals(catalog.meals);
  if (rows.length === 0) return <NoneAvailable />;
  return (
    <ul className="addon-list">
      {rows.map((row) => {
        const wire = pkg.meals.find((m) => m.id === row.id);
        const name = nameIn(language, row.mealName, wire?.arabic_name);
        const description = wire ? nameIn(language, wire.description, wire.arabic_description) : '';
        const qty = selection.meals.find((m) => m.id === row.id)?.qty ?? 0;
        return (
          <li key={row.id} className="addon">
            <Counter
              label={name}
              hint={t('booking.flow.each', { price: aed(row.priceFils) })}
              value={qty}
              onChange={(delta) => onChange(row.id, changeAddOn(qty, delta, true))}
            />
            {description && <p className="addon__description">{description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
