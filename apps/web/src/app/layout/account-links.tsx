import { Link } from '../../components/link.tsx';
import { useSignedIn } from '../../lib/session.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Register and Sign in when signed out, My Account when signed in (spec part 1 §2). */
export function AccountLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <div className={className}>
      {signedIn ? (
        <Link className="button button--on-dark" to="/settings">
          {t('common.nav.my_account')}
        </Link>
      ) : (
        <>
          <Link className="account-links__register" to="/register">
            {t('common.nav.register')}
          </Link>
          <Link className="button button--on-dark" to="/login">
            {t('common.nav.sign_in')}
          </Link>
        </>
      )}
    </div>
  );
}
