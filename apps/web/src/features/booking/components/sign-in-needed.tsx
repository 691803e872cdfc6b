import { Link } from '../../../components/link.tsx';
import { signInPath } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** What a visitor sees on an account page (spec part 1 §6 'Login is required'), with the way back after sign-in. */
export function SignInNeeded({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{t('errors.login_required')}</p>
      <Link className="button" to={signInPath(returnTo)}>
        {t('common.nav.sign_in')}
      </Link>
    </div>
  );
}
