import type { PackageDetails } from '../../../lib/package-details.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { AfterFirstScreen, FirstScreenPart } from '../../../components/after-first-screen.tsx';
import { CancelPolicyNote } from '../../../components/cancel-policy-note.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PackageFacts } from '../../../components/package-facts.tsx';
import { RecentlyViewed } from '../../../components/recently-viewed.tsx';
import { WishlistHeart } from '../../../components/wishlist-heart.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { safeRedirectUrl } from '../../../lib/external-url.ts';
import { localized } from '../../../lib/localized.ts';
import { rememberVisit } from '../../../lib/recently-viewed.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { askToSignIn } from '../../../lib/sign-in-sheet.ts';
import { usePackageDetails } from '../api/get-package-details.ts';
import { BookPanel } from '../components/book-panel.tsx';
import { NoteBox } from '../components/note-box.tsx';
import { PackageHero } from '../components/package-hero.tsx';
import { PackageInfoTabs } from '../components/package-info-tabs.tsx';
import { PackageReviews } from '../components/package-reviews.tsx';
import { RedirectNotice } from '../components/redirect-notice.tsx';
import { isNotFound } from '../not-found.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Package – Destination", as the server titles the page for crawlers and link previews. */
function titleOf(pkg: PackageDetails): string {
  return `${localized(pkg, 'package_name')} – ${localized(pkg, 'destination_name')}`;
}

/** A coupon taken from the note box; `seq` counts the clicks so the same code can be handed over again. */
export type NoteCoupon = { code: string; seq: number };

/** Where the booking widget sits: the book panel's Book now brings it into view. */
const bookingId = 'package-booking';

/** The booking flow the app layer puts on the page (features do not import each other). */
export type BookingSlot = (pkg: PackageDetails, noteCoupon: NoteCoupon | null) => ReactNode;

function PackageView({ pkg, booking }: { pkg: PackageDetails; booking?: BookingSlot }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [noteCoupon, setNoteCoupon] = useState<NoteCoupon | null>(null);
  const note = pkg.enable_note === 1 ? localized(pkg, 'note').trim() : '';
  const bookable = booking !== undefined && pkg.disabled !== 1;
  const onCoupon = bookable ? (code: string) => setNoteCoupon((last) => ({ code, seq: (last?.seq ?? 0) + 1 })) : undefined;
  // decision 063: this visit goes first in the browser's recently viewed list
  useEffect(() => rememberVisit(pkg), [pkg]);
  return (
    <>
      {/* the server-written first screen (the hero); what follows is shown part by part once the app has taken
          its place, each part laid out in a frame of its own (docs/decisions/043-staged-start.md) */}
      <FirstScreenPart>
        <PackageHero pkg={pkg} />
      </FirstScreenPart>
      <div className={`page container package-page${bookable ? ' package-page--bookable' : ''}`}>
        <div className="package-page__main">
          <AfterFirstScreen>
            <div className="package-page__wishlist">
              <WishlistHeart packageId={pkg.id} name={localized(pkg, 'package_name')} variant="page" />
            </div>
            {note && <NoteBox note={note} onCoupon={onCoupon} />}
            {pkg.disabled === 1 && (
              <p className="notice notice--warning" role="status">
                {t('discovery.package.disabled')}
              </p>
            )}
            {!signedIn && (
              <div className="notice sign-up-prompt">
                <p>{t('discovery.package.sign_up_text')}</p>
                {/* decision 073: the sign-in sheet over the page, which keeps whatever is chosen below */}
                <button
                  type="button"
                  className="button"
                  onClick={() => askToSignIn({ mode: 'register', onSignedIn: () => undefined })}
                >
                  {t('discovery.package.sign_up')}
                </button>
              </div>
            )}
            <PackageFacts pkg={pkg} />
            {bookable && <CancelPolicyNote policy={pkg.cancellation} className="package-page__policy" />}
          </AfterFirstScreen>
          {bookable && (
            <AfterFirstScreen>
              <div className="package-page__booking" id={bookingId}>
                {booking(pkg, noteCoupon)}
              </div>
            </AfterFirstScreen>
          )}
          <AfterFirstScreen>
            <PackageInfoTabs pkg={pkg} />
          </AfterFirstScreen>
          <AfterFirstScreen>
            <PackageReviews packageId={pkg.id} />
          </AfterFirstScreen>
          <AfterFirstScreen>
            <RecentlyViewed exceptId={pkg.id} />
          </AfterFirstScreen>
        </div>
        {bookable && (
          <AfterFirstScreen>
            <BookPanel pkg={pkg} targetId={bookingId} />
          </AfterFirstScreen>
        )}
      </div>
    </>
  );
}

/**
 * /p/{package_slug} (spec part 1 §2 Package page): hero, note, tabs, the disabled notice and the sign-up
 * prompt. A redirect package sends the browser to its redirect_url; an unknown slug gets a not-found state.
 * The booking steps are the booking feature's: the app layer hands them in as `booking`.
 */
export function PackagePage({ booking }: { booking?: BookingSlot }) {
  const { t } = useTranslation();
  const slug = useParams().package_slug ?? '';
  const query = usePackageDetails(slug);
  const notFound = query.isError && isNotFound(query.error);
  useDocumentTitle(
    query.data
      ? titleOf(query.data)
      : notFound
        ? t('discovery.package.not_found_title')
        : query.isError
          ? t('discovery.package.load_failed')
          : t('pages.loading'),
  );

  if (query.isPending) {
    return (
      <div className="page container">
        <p className="page-loading" role="status">
          <span className="visually-hidden">{t('discovery.package.loading')}</span>
        </p>
      </div>
    );
  }
  if (query.isError) {
    if (notFound) {
      return (
        <NotFoundState
          title={t('discovery.package.not_found_title')}
          text={t('discovery.package.not_found_text')}
          linkTo="/view-all-destination"
          linkText={t('discovery.package.browse')}
        />
      );
    }
    return (
      <div className="page container">
        <LoadError
          message={t('discovery.package.load_failed')}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const redirect = query.data.redirect === 1 ? safeRedirectUrl(query.data.redirect_url) : null;
  if (redirect) return <RedirectNotice url={redirect} />;
  return <PackageView pkg={query.data} booking={booking} />;
}
