import type { CustomerProfile } from '@portal/contract/console-customers';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { useEraseCustomer } from '../api/customers.ts';
import { useFocusOnOpen } from '../../shared/components/use-focus-on-open.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type EraseCustomerDialogProps = {
  profile: CustomerProfile;
  onClose: () => void;
  onErased: (profile: CustomerProfile) => void;
};

/**
 * Asks before an account is erased: says what goes and what is kept for the accounts, and has the operator
 * type the customer's e-mail or mobile again, which the server checks, so the wrong account is never erased.
 */
export function EraseCustomerDialog({ profile, onClose, onErased }: EraseCustomerDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const cancelRef = useFocusOnOpen<HTMLButtonElement>();
  const erase = useEraseCustomer();
  const [typed, setTyped] = useState('');
  const refused = refusedFieldsOf(erase.error);
  const fieldError = refused.confirm ? t('console-customers.erase.mismatch') : null;
  const otherError = erase.error && !refused.confirm ? errorMessageOf(erase.error) : null;
  const address = profile.email ?? profile.mobile ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (erase.isPending) return;
    erase.mutate({ id: profile.id, confirm: typed }, { onSuccess: onErased });
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')}>
      <form className="console-confirm erase-customer" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {t('console-customers.erase.title')}
        </h2>
        <p>{t('console-customers.erase.goes')}</p>
        <p>{t('console-customers.erase.kept')}</p>
        <p className="form-field__hint">{t('console-customers.erase.final')}</p>
        <TextField
          label={t('console-customers.erase.confirm_label')}
          hint={
            <>
              {t('console-customers.erase.confirm_hint')} <bdi dir="ltr">{address}</bdi>
            </>
          }
          name="confirm"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={fieldError}
        />
        {otherError && (
          <p className="console-alert" role="alert">
            {otherError}
          </p>
        )}
        <div className="review__actions">
          <button type="submit" className="button button--danger" aria-busy={erase.isPending} disabled={!typed.trim()}>
            {t('console-customers.erase.confirm')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose} ref={cancelRef}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
