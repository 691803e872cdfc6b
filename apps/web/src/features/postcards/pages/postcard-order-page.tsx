import { postcardFilePath, type PostcardFile, type PostcardOrder } from '@portal/contract/postcards';
import { postcardPrint } from '@portal/domain/postcard';
import { useId, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { AuthorizedImage } from '../../../components/authorized-image.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useDownloadPostcardFile } from '../../../lib/postcard-files.ts';
import { usePostcardOrder } from '../api/orders.ts';
import { useCardPrint } from '../components/card-print.tsx';
import { OrderMoment } from '../components/order-moment.tsx';
import { PostcardAccountFrame } from '../components/postcard-account-frame.tsx';
import { PostcardOrderBadge } from '../components/postcard-order-badge.tsx';
import { opensPostcardOrder, paymentOutcome, paymentReturnOf, printSteps, type PaymentOutcome } from '../order-view.ts';
import { postcardListPath } from '../paths.ts';

const historyPath = '/hos-postcards/order-history';
/** The previews are half the print size (contract: 874 × 620 JPEG). */
const preview = { width: postcardPrint.width / 2, height: postcardPrint.height / 2 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="postcard-order__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="postcard-order__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the page says after the payment provider sent the buyer back (?success=1 or 0). */
function PaymentNotice({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  return (
    <div className={`postcard-payment postcard-payment--${outcome}`} role="status">
      <p className="postcard-payment__title">{t(`postcard-orders.payment.${outcome}`)}</p>
      {outcome === 'failed' && (
        <p>
          {t('postcard-orders.payment.failed_hint')}{' '}
          <Link to={postcardListPath}>{t('postcard-orders.payment.to_postcards')}</Link>
        </p>
      )}
    </div>
  );
}

function Facts({ order }: { order: PostcardOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="postcard-order__facts">
      {fact(t('postcard-orders.details.number'), <bdi dir="ltr">{order.order_number}</bdi>)}
      {fact(t('postcard-orders.details.date'), <OrderMoment timestamp={order.created_at} />)}
      {fact(t('postcard-orders.details.frame_name'), localized(order, 'name', language))}
      {fact(t('postcard-orders.details.price'), <bdi>{formatAed(order.amount, language)}</bdi>)}
      {fact(t('postcard-orders.details.status'), <PostcardOrderBadge order={order} />)}
    </dl>
  );
}

function Faces({ order }: { order: PostcardOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('postcard-orders.details.faces')}>
      <div className="postcard-order__faces">
        {(['front', 'back'] as const).map((face) => (
          <AuthorizedImage
            key={face}
            className="postcard-order__face"
            path={postcardFilePath(order.order_number, `${face}.jpg`)}
            alt={t(`postcard-orders.details.${face}_alt`)}
            failedText={t(`postcard-orders.details.${face}_failed`)}
            {...preview}
          />
        ))}
      </div>
      {(order.message || order.address) && (
        <dl className="postcard-order__texts">
          {order.message && (
            <div>
              <dt>{t('postcard-orders.details.message')}</dt>
              <dd dir="auto">{order.message}</dd>
            </div>
          )}
          {order.address && (
            <div>
              <dt>{t('postcard-orders.details.address')}</dt>
              <dd dir="auto">{order.address}</dd>
            </div>
          )}
        </dl>
      )}
    </Section>
  );
}

const downloads: { file: PostcardFile; label: string }[] = [
  { file: 'card.pdf', label: 'download_pdf' },
  { file: 'front.png', label: 'download_front' },
  { file: 'back.png', label: 'download_back' },
];

/** A paid card's print files: the PDF, the two PNG faces, and printing from the browser. */
function Files({ order }: { order: PostcardOrder }) {
  const { t } = useTranslation();
  const download = useDownloadPostcardFile();
  const printing = useCardPrint(order.order_number);
  return (
    <Section title={t('postcard-orders.details.files')}>
      <p className="postcard-order__hint">{t('postcard-orders.details.files_hint')}</p>
      <div className="postcard-order__actions">
        {downloads.map(({ file, label }) => {
          const busy = download.isPending && download.variables.file === file;
          return (
            <button
              key={file}
              type="button"
              className={file === 'card.pdf' ? 'button' : 'button button--quiet'}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) download.mutate({ orderNumber: order.order_number, file });
              }}
            >
              {t(`postcard-orders.details.${label}`)}
            </button>
          );
        })}
        <button
          type="button"
          className="button button--quiet"
          aria-disabled={printing.busy}
          onClick={() => {
            if (!printing.busy) printing.print();
          }}
        >
          {printing.busy ? t('postcard-orders.details.print_preparing') : t('postcard-orders.details.print')}
        </button>
      </div>
      {printing.sheet}
    </Section>
  );
}

/** Received, printed and posted, with when each happened. */
function Progress({ order }: { order: PostcardOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('postcard-orders.details.progress')}>
      <ol className="postcard-steps">
        {printSteps(order).map(({ step, at }) => (
          <li key={step} className={at ? 'postcard-steps__step postcard-steps__step--done' : 'postcard-steps__step'}>
            <span className="postcard-steps__name">{t(`postcard-orders.steps.${step}`)}</span>
            {at ? <OrderMoment timestamp={at} /> : <span>{t('postcard-orders.details.not_yet')}</span>}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const returned = paymentReturnOf(query);
  const { order, stillAsking } = usePostcardOrder(orderNumber, { awaitingPayment: returned === true });
  if (order.isPending) {
    return (
      <div className="postcard-order skeleton" aria-busy="true" aria-label={t('postcard-orders.details.loading')}>
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    );
  }
  // another user's card answers as not found (404), like a number that does not exist
  const missing =
    (order.isError && order.error instanceof ActionError && [400, 404].includes(order.error.failure.status)) ||
    (order.isSuccess && order.data.length === 0);
  if (missing) {
    return (
      <div className="empty-state">
        <h2 className="empty-state__title">{t('postcard-orders.details.not_found_title')}</h2>
        <p>{t('postcard-orders.details.not_found_text')}</p>
        <Link className="button" to={historyPath}>
          {t('postcard-orders.details.back')}
        </Link>
      </div>
    );
  }
  if (order.isError) {
    return (
      <LoadError
        message={t('postcard-orders.details.load_failed')}
        detail={errorMessageOf(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  }
  const card = order.data[0]!;
  return (
    <div className="postcard-order">
      {returned !== null && <PaymentNotice outcome={paymentOutcome(returned, card.status, stillAsking)} />}
      <Facts order={card} />
      <Faces order={card} />
      {opensPostcardOrder(card.status) && (
        <>
          <Files order={card} />
          <Progress order={card} />
        </>
      )}
    </div>
  );
}

/** /hos-postcards/order-details/{order_number}: one of the user's cards (spec part 2 §2.7), where payment returns to. */
export function PostcardOrderPage() {
  const { t } = useTranslation();
  return (
    <PostcardAccountFrame
      className="postcard-order-page"
      title={t('postcard-orders.details.title')}
      back={{ to: historyPath, label: t('postcard-orders.details.back') }}
    >
      <OrderDetails orderNumber={useParams().order_number ?? ''} />
    </PostcardAccountFrame>
  );
}
