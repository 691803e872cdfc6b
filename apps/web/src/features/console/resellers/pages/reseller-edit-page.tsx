import { formatDateTime } from '@portal/domain/date-format';
import type { ConsoleReseller, ResellerBooking } from '@portal/contract/console-resellers';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { EditPageFrame, recordIdOf } from '../../../../components/console-kit/edit-page-frame.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorMessageOf } from '../../../../lib/api.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import '../../shared/console-styles.css';
import { useConsoleReseller, useRevokeReseller, useRotateResellerKey } from '../api/resellers.ts';
import { ResellerStatusBadge } from '../components/reseller-card.tsx';
import { ResellerForm } from '../components/reseller-form.tsx';
import { ResellerKeyPanel } from '../components/reseller-key-panel.tsx';
import '../resellers.css';

const listPath = '/backoffice/resellers';

/**
 * A new reseller's key on its way from /new to the reseller's own address (another route, so another
 * mount): kept in memory only, never in the address or the history's state, and taken once.
 */
let handedOver: { id: number; apiKey: string } | null = null;
function takeHandedKey(id: number | null): string | null {
  if (id === null || handedOver?.id !== id) return null;
  const { apiKey } = handedOver;
  handedOver = null;
  return apiKey;
}

/**
 * /backoffice/resellers/new and /backoffice/resellers/:id (admins, decision 061): a reseller's settings,
 * its key shown once after create or rotate, a new key and revoke (each asked first), its latest bookings.
 */
export function ResellerEditPage() {
  const { t } = useTranslation();
  const id = recordIdOf(useParams().id);
  const reseller = useConsoleReseller(id);
  const navigate = useNavigate();
  // the key answered by create or rotate, held in this page's memory only and dropped once acknowledged
  const [shownKey, setShownKey] = useState<string | null>(() => takeHandedKey(id));
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const data = reseller.data?.data;
  const title = data ? t('console-resellers.edit.title', { name: data.name }) : t('console-resellers.edit.new_title');

  const onSaved = (saved: ConsoleReseller, apiKey: string | null) => {
    if (id !== null) return;
    if (apiKey) handedOver = { id: saved.id, apiKey };
    navigate(`${listPath}/${saved.id}`, { replace: true });
  };

  return (
    <EditPageFrame
      title={title}
      heading={data ? <bdi>{title}</bdi> : title}
      allLink={{ to: listPath, label: t('console-resellers.edit.all') }}
    >
      <AdminGate path={id === null ? `${listPath}/new` : `${listPath}/${id}`} error={reseller.error}>
        {shownKey && <ResellerKeyPanel apiKey={shownKey} onDone={() => setShownKey(null)} />}
        {id !== null && reseller.isPending && <p aria-busy="true">{t('console-resellers.edit.loading')}</p>}
        {data && (
          <p className="offer-edit__state">
            {t('console-resellers.edit.state')} <ResellerStatusBadge status={data.status} />
          </p>
        )}
        {(id === null || data) && <ResellerForm key={data?.id ?? 'new'} reseller={data ?? null} onSaved={onSaved} />}
        {data && data.status === 'live' && (
          <>
            <section className="offer-section" aria-labelledby="reseller-rotate-heading">
              <h2 id="reseller-rotate-heading" className="review__heading">
                {t('console-resellers.rotate.heading')}
              </h2>
              <p>{t('console-resellers.rotate.text')}</p>
              <button type="button" className="button button--plain" onClick={() => setAsking('rotate')}>
                {t('console-resellers.rotate.button')}
              </button>
            </section>
            <section className="offer-section" aria-labelledby="reseller-revoke-heading">
              <h2 id="reseller-revoke-heading" className="review__heading">
                {t('console-resellers.revoke.heading')}
              </h2>
              <p>{t('console-resellers.revoke.text')}</p>
              <button type="button" className="button button--danger" onClick={() => setAsking('revoke')}>
                {t('console-resellers.revoke.button')}
              </button>
            </section>
          </>
        )}
        {data?.revoked_at && (
          <p className="console-alert">{t('console-resellers.revoke.revoked_on', { date: formatDateTime(data.revoked_at) })}</p>
        )}
        {data && reseller.data && <LatestBookings total={data.bookings} bookings={reseller.data.latest_bookings} />}
        {asking === 'rotate' && data && <RotateDialog reseller={data} onRotated={setShownKey} onClose={() => setAsking(null)} />}
        {asking === 'revoke' && data && <RevokeDialog reseller={data} onClose={() => setAsking(null)} />}
      </AdminGate>
    </EditPageFrame>
  );
}

type DialogProps = { reseller: ConsoleReseller; onClose: () => void };

/** A new key, asked first: the old key stops at once. The new key is shown in the key panel. */
function RotateDialog({ reseller, onRotated, onClose }: DialogProps & { onRotated: (key: string) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateResellerKey();
  return (
    <ConfirmDialog
      title={t('console-resellers.rotate.title', { name: reseller.name })}
      confirmLabel={t('console-resellers.rotate.confirm')}
      danger
      busy={rotate.isPending}
      error={rotate.error ? errorMessageOf(rotate.error) : null}
      onConfirm={() =>
        rotate.mutate(reseller.id, {
          onSuccess: (answer) => {
            showToast('success', t('console-resellers.rotate.done', { name: reseller.name }));
            onRotated(answer.api_key);
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('console-resellers.rotate.text')}</p>
    </ConfirmDialog>
  );
}

/** Revoke, asked first: the key stops at once; the reseller and its bookings stay. */
function RevokeDialog({ reseller, onClose }: DialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeReseller();
  return (
    <ConfirmDialog
      title={t('console-resellers.revoke.title', { name: reseller.name })}
      confirmLabel={t('console-resellers.revoke.confirm')}
      danger
      busy={revoke.isPending}
      error={revoke.error ? errorMessageOf(revoke.error) : null}
      onConfirm={() =>
        revoke.mutate(reseller.id, {
          onSuccess: () => {
            showToast('success', t('console-resellers.revoke.done', { name: reseller.name }));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('console-resellers.revoke.text')}</p>
    </ConfirmDialog>
  );
}

/** The reseller's latest bookings: its reference, the portal's order number, status and when. */
function LatestBookings({ total, bookings }: { total: number; bookings: ResellerBooking[] }) {
  const { t } = useTranslation();
  return (
    <section className="offer-section" aria-labelledby="reseller-bookings-heading">
      <h2 id="reseller-bookings-heading" className="review__heading">
        {t('console-resellers.bookings.heading')}
      </h2>
      {bookings.length === 0 ? (
        <p className="empty-state">{t('console-resellers.bookings.none')}</p>
      ) : (
        <>
          <p>{t('console-resellers.bookings.count', { count: total })}</p>
          <div className="offer-table-scroll" role="region" aria-labelledby="reseller-bookings-heading" tabIndex={0}>
            <table className="offer-table">
              <thead>
                <tr>
                  <th scope="col">{t('console-resellers.bookings.created')}</th>
                  <th scope="col">{t('console-resellers.bookings.supplier_reference')}</th>
                  <th scope="col">{t('console-resellers.bookings.reference')}</th>
                  <th scope="col">{t('console-resellers.bookings.status')}</th>
                </tr>
              </thead>
              <tbody>
                {bookings.map((booking) => (
                  <tr key={booking.uuid}>
                    <td>
                      <bdi>{formatDateTime(booking.created_at)}</bdi>
                    </td>
                    <td>
                      <bdi dir="ltr" className="offer-code">
                        {booking.supplier_reference}
                      </bdi>
                    </td>
                    <td>
                      <bdi dir="ltr">{booking.reference ?? ''}</bdi>
                    </td>
                    <td>{t(`console-resellers.bookings.statuses.${booking.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
