import { formatDate } from '@portal/domain/date-format';
import type { VoucherDetails } from '@portal/contract/vouchers';
import { useId } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { VoucherImage } from '../../../components/voucher-card.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { useVoucherCode } from '../api/get-voucher-code.ts';
import { useVoucherDetails, type VoucherRef } from '../api/get-voucher-details.ts';
import { VoucherQr } from '../components/voucher-qr.tsx';
import { VoucherTabs } from '../components/voucher-tabs.tsx';
import { voucherRefOf } from '../voucher-paths.ts';

function VoucherCode({ voucher }: { voucher: VoucherDetails }) {
  const { t } = useTranslation();
  const code = useVoucherCode(voucher.id);
  if (code.isPending) {
    return (
      <div className="voucher-qr skeleton" aria-busy="true" role="status" aria-label={t('vouchers.code_loading')}>
        <div className="skeleton__block voucher-qr__image" />
      </div>
    );
  }
  if (code.isError) return <LoadError message={errorMessageOf(code.error)} onRetry={() => void code.refetch()} />;
  if (code.data.redeemed_at) {
    // used at the counter: no QR code to show again, only when it was used
    return (
      <div className="voucher-code__redeemed">
        <p className="voucher-code__redeemed-date">{t('vouchers.redeemed_on', { date: formatDate(code.data.redeemed_at) })}</p>
        <p>
          {t('vouchers.code_label')}{' '}
          <bdi className="voucher-qr__code" dir="ltr">
            {code.data.code}
          </bdi>
        </p>
      </div>
    );
  }
  return (
    <>
      <VoucherQr code={code.data.code} />
      <p className="voucher-code__hint">{t('vouchers.qr_hint', { vendor: localized(voucher, 'vendor_name') })}</p>
    </>
  );
}

/** The QR code for a signed-in user, a sign-in link for a visitor (spec part 1 §2, §6). */
function CodeSection({ voucher }: { voucher: VoucherDetails }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const headingId = useId();
  return (
    <section className="voucher-code" aria-labelledby={headingId}>
      <h2 className="voucher-code__heading" id={headingId}>
        {t('vouchers.qr_heading')}
      </h2>
      {voucher.expired === 1 ? (
        <p className="voucher-code__expired">{t('vouchers.expired')}</p>
      ) : signedIn ? (
        <VoucherCode voucher={voucher} />
      ) : (
        <Link className="button" to={signInPath(`${pathname}${search}`)}>
          {t('common.sign_in_labels.login_to_get_qr')}
        </Link>
      )}
    </section>
  );
}

function VoucherView({ voucher }: { voucher: VoucherDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(voucher, 'name');
  useDocumentTitle(name);
  return (
    <div className="page container voucher-page">
      <nav className="voucher-page__back" aria-label={t('vouchers.breadcrumb_label')}>
        <Link to="/vouchers">{t('vouchers.see_all')}</Link>
      </nav>
      <div className="voucher-page__layout">
        <article className="voucher-detail" style={{ backgroundColor: voucher.bg_color || undefined }}>
          {voucher.img && (
            <VoucherImage
              path={voucher.img}
              className="voucher-detail__image"
              sizes="(min-width: 900px) 50vw, 92vw"
              lazy={false}
            />
          )}
          <div className="voucher-detail__body">
            <p className="voucher-detail__vendor">{localized(voucher, 'vendor_name')}</p>
            <h1 className="voucher-detail__name">{name}</h1>
            <p className="voucher-detail__amount">
              <bdi>{formatAed(voucher.amount, language)}</bdi>
            </p>
            <p className="voucher-detail__description">{localized(voucher, 'description')}</p>
            <p className="voucher-detail__expiry">{t('vouchers.expires', { date: formatDate(voucher.expiry_date) })}</p>
          </div>
        </article>
        <CodeSection voucher={voucher} />
      </div>
      <VoucherTabs voucher={voucher} />
    </div>
  );
}

function VoucherPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page container voucher-page" aria-busy="true" role="status" aria-label={t('vouchers.loading_one')}>
      <div className="voucher-page__layout skeleton" aria-hidden="true">
        <div className="skeleton__block voucher-detail__image" />
        <div>
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
        </div>
      </div>
    </div>
  );
}

function VoucherNotFound() {
  const { t } = useTranslation();
  const title = t('vouchers.not_found_title');
  useDocumentTitle(title);
  return <NotFoundState title={title} text={t('vouchers.not_found_text')} linkTo="/vouchers" linkText={t('vouchers.see_all')} />;
}

function VoucherScreen({ voucherRef }: { voucherRef: VoucherRef | null }) {
  const details = useVoucherDetails(voucherRef);
  if (voucherRef === null) return <VoucherNotFound />;
  if (details.isPending) return <VoucherPageSkeleton />;
  if (details.isError) {
    if (details.error instanceof ActionError && details.error.failure.status === 404) return <VoucherNotFound />;
    return (
      <div className="page container">
        <LoadError message={errorMessageOf(details.error)} onRetry={() => void details.refetch()} />
      </div>
    );
  }
  return <VoucherView voucher={details.data} />;
}

/** /v/{voucher_slug}: the voucher card, its QR code or a sign-in link, About and Terms (spec part 1 §2). */
export function VoucherPage() {
  const { voucher_slug: slug = '' } = useParams();
  return <VoucherScreen voucherRef={slug ? { slug } : null} />;
}

/** /voucher-details?slug=… or ?id=…: the same page for links that name the voucher in the query (spec part 2 §2.1). */
export function VoucherDetailsPage() {
  const [search] = useSearchParams();
  return <VoucherScreen voucherRef={voucherRefOf(search)} />;
}
