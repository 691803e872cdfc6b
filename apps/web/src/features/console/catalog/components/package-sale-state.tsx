import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { SaleState } from '../package-draft.ts';

type PackageSaleStateProps = {
  state: SaleState;
  /** the form's settings differ from what visitors get now: they apply once saved */
  pending: boolean;
  /** the switch that puts the package on sale or takes it off, beside the sentence it changes */
  children: ReactNode;
};

/**
 * "Can visitors book it?" at the top of the package form, in plain words, with the bookings switch right
 * there: a new package starts with bookings off and is not on sale until its operator switches them on.
 */
export function PackageSaleState({ state, pending, children }: PackageSaleStateProps) {
  const { t } = useTranslation();
  const bookable = state === 'on_sale' || state === 'hidden' || state === 'elsewhere';
  return (
    <div className={`package-sale ${bookable ? 'package-sale--on' : 'package-sale--off'}`}>
      <p role="status">
        <strong>
          {t(`console-packages.sale.${state}`, {
            bookings: t('console-packages.fields.disabled'),
            enable: t('console-packages.fields.enable'),
          })}
        </strong>
        {pending && <> {t('console-packages.sale.pending')}</>}
      </p>
      {children}
    </div>
  );
}
