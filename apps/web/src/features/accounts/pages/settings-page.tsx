import type { ComponentType, SVGProps } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import {
  BagIcon,
  ChevronIcon,
  ConsoleIcon,
  GiftIcon,
  HeartIcon,
  HelpIcon,
  LogoutIcon,
  PostcardIcon,
  ReceiptIcon,
  TicketIcon,
  UserIcon,
} from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { useProfile } from '../api/get-profile.ts';
import { useLogout } from '../api/logout.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Row = { to: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/**
 * spec part 1 §2 "Account screens": account settings, My Bookings, postcard orders, store orders; and the
 * payment history of every purchase (spec part 2 §2.1 names its route).
 * Help leads to the contact page; the specification names notifications only as a translation label,
 * with no screen behind it, so it is left out rather than shown as a dead row.
 */
const rows: readonly Row[] = [
  { to: '/edit-profile', label: 'accounts.settings.account_settings', Icon: UserIcon },
  { to: '/order-history', label: 'accounts.settings.bookings', Icon: TicketIcon },
  // decision 063: the packages the traveller hearted
  { to: '/wishlist', label: 'accounts.settings.wishlist', Icon: HeartIcon },
  { to: '/payment-history', label: 'accounts.settings.payment_history', Icon: ReceiptIcon },
  { to: '/hos-postcards/order-history', label: 'accounts.settings.postcard_orders', Icon: PostcardIcon },
  // the specification's path, with its short store slug (the store's own links use gsharshop)
  { to: '/stores/gshar/orders', label: 'accounts.settings.store_orders', Icon: BagIcon },
  // decision 068: the cards bought and received, each with its balance and history
  { to: '/gift-cards', label: 'accounts.settings.gift_cards', Icon: GiftIcon },
  { to: '/contactus', label: 'accounts.settings.help', Icon: HelpIcon },
];

function Greeting() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile.data) return <p className="settings__who settings__who--loading" aria-hidden="true" />;
  const { name, email } = profile.data;
  return (
    <p className="settings__who">
      <span className="settings__name">{t('accounts.settings.greeting', { name })}</span>
      {email && (
        <bdi dir="ltr" className="settings__email">
          {email}
        </bdi>
      )}
    </p>
  );
}

/** The way into the operators' console, for operators only (a traveller's profile answer is a quiet refusal). */
const consoleRow: Row = { to: '/backoffice', label: 'accounts.settings.operator_console', Icon: ConsoleIcon };

/** /settings: the account menu; logout revokes the session, clears it in the browser and goes to /login. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const logout = useLogout();
  // the profile says whether the account is an operator's, so a traveller's page asks nothing it would be refused
  const isOperator = useProfile().data?.is_operator === true;
  const title = t('accounts.settings.title');
  useDocumentTitle(title);

  const signOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, { onSettled: () => void navigate('/login') });
  };

  if (!signedIn && logout.isIdle) {
    return (
      <div className="page container auth-page">
        <h1 className="page__title">{title}</h1>
        <div className="auth-card">
          <p className="form-note">{t('errors.login_required')}</p>
          <div className="auth-form__actions">
            <Link className="button" to={signInPath('/settings')}>
              {t('common.nav.sign_in')}
            </Link>
            <Link className="link-button" to="/register">
              {t('common.nav.register')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="page container settings">
      <h1 className="page__title">{title}</h1>
      {logout.isIdle && <Greeting />}
      <nav aria-label={title}>
        <ul className="settings__list">
          {(isOperator ? [consoleRow, ...rows] : rows).map(({ to, label, Icon }) => (
            <li key={to}>
              <Link className="settings__row" to={to}>
                <Icon className="settings__icon" />
                <span className="settings__label">{t(label)}</span>
                <ChevronIcon className="settings__chevron" />
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="settings__row settings__row--logout"
              aria-disabled={logout.isPending || undefined}
              onClick={signOut}
            >
              <LogoutIcon className="settings__icon settings__icon--logout" />
              <span className="settings__label">
                {logout.isPending ? t('accounts.settings.logging_out') : t('accounts.settings.logout')}
              </span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
