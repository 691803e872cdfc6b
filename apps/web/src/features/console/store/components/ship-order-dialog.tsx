import { useId, useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import {
  carrierChoices,
  emptyShipment,
  madeTrackingUrl,
  otherCarrier,
  refusedShipmentProblems,
  shipmentFields,
  shipmentProblems,
  type ShipmentDraft,
  type ShipmentField,
  type ShipmentProblems,
} from '../shipment-draft.ts';
import { useFocusOnOpen } from '../../shared/components/use-focus-on-open.ts';

export type ShipmentFields = ReturnType<typeof shipmentFields>;

type ShipOrderDialogProps = {
  orderNumber: string;
  busy: boolean;
  onCancel: () => void;
  /** sends the move; `onRefused` is called with the fields the server refused, the dialog staying open */
  onConfirm: (fields: ShipmentFields, onRefused: (fields: Record<string, string>) => void) => void;
};

/**
 * Asks how a parcel travels before marking its order shipped: the carrier (a short list, or another one typed)
 * and the tracking number, with an optional tracking address. The buyer sees them on their order page and in
 * the shipping e-mail.
 */
export function ShipOrderDialog({ orderNumber, busy, onCancel, onConfirm }: ShipOrderDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const carrierRef = useFocusOnOpen<HTMLSelectElement>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<ShipmentDraft>(emptyShipment);
  const [problems, setProblems] = useState<ShipmentProblems>({});
  const made = madeTrackingUrl(draft);

  const edit = (field: ShipmentField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = shipmentProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    onConfirm(shipmentFields(draft), (refused) => {
      setProblems(refusedShipmentProblems(refused, draft));
      focusFirstInvalid();
    });
  };

  const problem = (field: ShipmentField) =>
    problems[field] ? t(`backoffice.store_orders.ship.problems.${problems[field]}`) : null;

  return (
    <ModalDialog open onClose={onCancel} labelledBy={headingId} closeLabel={t('backoffice.store_orders.cancel')}>
      <form ref={formRef} className="fulfilment-ship" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {t('backoffice.store_orders.ship.title')} <bdi dir="ltr">{orderNumber}</bdi>
        </h2>
        <p>{t('backoffice.store_orders.ship.explained')}</p>
        <FormField label={t('backoffice.store_orders.ship.carrier')} error={problem('carrier')}>
          {(control) => (
            <select
              {...control}
              ref={carrierRef}
              className="form-field__input"
              value={draft.carrier}
              required
              onChange={(event) => edit('carrier', event.target.value)}
            >
              <option value="">{t('backoffice.store_orders.ship.carrier_choose')}</option>
              {carrierChoices.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={otherCarrier}>{t('backoffice.store_orders.ship.carrier_other')}</option>
            </select>
          )}
        </FormField>
        {draft.carrier === otherCarrier && (
          <TextField
            label={t('backoffice.store_orders.ship.other_name')}
            value={draft.otherName}
            error={problem('otherName')}
            maxLength={60}
            autoComplete="off"
            required
            onChange={(event) => edit('otherName', event.target.value)}
          />
        )}
        <TextField
          label={t('backoffice.store_orders.ship.tracking_number')}
          hint={t('backoffice.store_orders.ship.tracking_number_hint')}
          value={draft.trackingNumber}
          error={problem('trackingNumber')}
          dir="ltr"
          maxLength={60}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          onChange={(event) => edit('trackingNumber', event.target.value)}
        />
        <TextField
          label={t('backoffice.store_orders.ship.tracking_url')}
          hint={
            made ? (
              <>
                {t('backoffice.store_orders.ship.tracking_url_made')}{' '}
                <bdi dir="ltr" className="fulfilment-ship__made">
                  {made}
                </bdi>
              </>
            ) : (
              t('backoffice.store_orders.ship.tracking_url_hint')
            )
          }
          value={draft.trackingUrl}
          error={problem('trackingUrl')}
          type="url"
          inputMode="url"
          dir="ltr"
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          onChange={(event) => edit('trackingUrl', event.target.value)}
        />
        <div className="review__actions">
          <button type="submit" className="button" aria-busy={busy}>
            {t('backoffice.store_orders.ship.confirm')}
          </button>
          <button type="button" className="button button--plain" onClick={onCancel}>
            {t('backoffice.store_orders.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
