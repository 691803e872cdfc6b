import { formatDateTime } from '@portal/domain/date-format';
import { postcardFilePath, postcardSteps, type BackofficePostcardOrder, type PostcardStep } from '@portal/contract/postcards';
import { postcardPrint } from '@portal/domain/postcard';
import { useId } from 'react';
import { AuthorizedImage } from '../../../../components/authorized-image.tsx';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';

type PostcardQueueCardProps = {
  order: BackofficePostcardOrder;
  /** true while a move of this card is on its way */
  busy: boolean;
  /** true while its print file downloads */
  downloading: boolean;
  onMove: (order: BackofficePostcardOrder, from: PostcardStep, step: 'printed' | 'posted') => void;
  onDownload: (order: BackofficePostcardOrder) => void;
};

/** A paid card's step (a paid card starts received). */
export function queueStepOf(order: Pick<BackofficePostcardOrder, 'processing_status'>): PostcardStep {
  return postcardSteps.find((step) => step === order.processing_status) ?? 'received';
}

/** The previews are half the print size (contract: 874 × 620 JPEG). */
const preview = { width: postcardPrint.width / 2, height: postcardPrint.height / 2 };

/** One card as the person printing and posting it needs it: who ordered, what it says, where it goes, and what comes next. */
export function PostcardQueueCard({ order, busy, downloading, onMove, onDownload }: PostcardQueueCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const step = queueStepOf(order);
  const moment = (timestamp: string) => formatDateTime(timestamp);
  const contact = [order.buyer.email, order.buyer.mobile].filter(Boolean);

  return (
    <li className="fulfilment-order postcard-queue__card">
      <article aria-labelledby={headingId}>
        <header className="fulfilment-order__head">
          <h2 id={headingId} className="fulfilment-order__number">
            <bdi dir="ltr">{order.order_number}</bdi>
          </h2>
          <span className={`fulfilment-step postcard-queue__step--${step}`}>{t(`backoffice.postcards.steps.${step}`)}</span>
        </header>
        <div className="postcard-queue__faces">
          {(['front', 'back'] as const).map((face) => (
            <AuthorizedImage
              key={face}
              lazy
              path={postcardFilePath(order.order_number, `${face}.jpg`)}
              alt={t(`backoffice.postcards.${face}_alt`, { number: order.order_number })}
              failedText={t('backoffice.postcards.face_failed')}
              {...preview}
            />
          ))}
        </div>
        <dl className="review__facts">
          <dt>{t('backoffice.postcards.ordered')}</dt>
          <dd>{moment(order.created_at)}</dd>
          <dt>{t('backoffice.postcards.buyer')}</dt>
          <dd>
            {order.buyer.name}
            {contact.map((value) => (
              <span key={value} className="postcard-queue__contact">
                <bdi dir="ltr">{value}</bdi>
              </span>
            ))}
          </dd>
          <dt>{t('backoffice.postcards.frame')}</dt>
          <dd>{localized(order, 'name', language)}</dd>
          <dt>{t('backoffice.postcards.message')}</dt>
          <dd className="postcard-queue__text" dir="auto">
            {order.message || t('backoffice.postcards.no_text')}
          </dd>
          <dt>{t('backoffice.postcards.address')}</dt>
          <dd className="postcard-queue__text" dir="auto">
            {order.address || t('backoffice.postcards.no_text')}
          </dd>
          {order.printed_at && (
            <>
              <dt>{t('backoffice.postcards.steps.printed')}</dt>
              <dd>{t('backoffice.postcards.done_by', { when: moment(order.printed_at), name: order.printed_by })}</dd>
            </>
          )}
          {order.posted_at && (
            <>
              <dt>{t('backoffice.postcards.steps.posted')}</dt>
              <dd>{t('backoffice.postcards.done_by', { when: moment(order.posted_at), name: order.posted_by })}</dd>
            </>
          )}
        </dl>
        <div className="review__actions fulfilment-order__actions">
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={downloading}
            onClick={() => {
              if (!downloading) onDownload(order);
            }}
          >
            {t('backoffice.postcards.download')}
          </button>
          {order.next_step && (
            <button
              type="button"
              className="button"
              // aria-disabled rather than disabled while busy, which would drop the keyboard focus
              aria-disabled={busy}
              onClick={() => {
                if (!busy && order.next_step) onMove(order, step, order.next_step);
              }}
            >
              {t(`backoffice.postcards.mark_${order.next_step}`)}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
