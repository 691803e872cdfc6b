import { Link } from '../../../components/link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInPath } from '../../../lib/session.ts';

/** What a report page shows a signed-out visitor: why, and the way to sign in and come back to `path`. */
export function SignInPrompt({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{t('errors.login_required')}</p>
      <Link className="button" to={signInPath(path)}>
        {t('common.nav.sign_in')}
      </Link>
    </div>
  );
}
