import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { readVisitedPath } from '../../../lib/session.ts';
import { LoginForm } from '../components/login-form.tsx';
import { chooseReturnPath } from '../return-target.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';

/**
 * /login (spec part 1 §2, §4, §5): the sign-in form; 'Login Successfully', then after 2 seconds the
 * `redirect_url` query parameter, else the last visited path, else home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = t('accounts.login.title');
  useDocumentTitle(title);
  const [target, setTarget] = useState<string | null>(null);
  useRedirectAfter(target);

  const redirectUrl = searchParams.get('redirect_url');
  const registerLink = redirectUrl ? `/register?redirect_url=${encodeURIComponent(redirectUrl)}` : '/register';

  return (
    <div className="page container auth-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('accounts.login.intro')}</p>
      <div className="auth-card">
        {redirectUrl && target === null && <p className="form-note">{t('errors.login_required')}</p>}
        <LoginForm onSignedIn={() => setTarget(chooseReturnPath(redirectUrl, readVisitedPath()))} />
        <p className="auth-card__switch">
          {t('accounts.login.no_account')} <Link to={registerLink}>{t('accounts.login.register')}</Link>
        </p>
      </div>
    </div>
  );
}
