import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { readVisitedPath } from '../../../lib/session.ts';
import { RegisterForm } from '../components/register-form.tsx';
import { chooseReturnPath } from '../return-target.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';

/**
 * /register (spec part 1 §2, §5): the registration form; on success the visitor is signed in, reads
 * 'User Registered Successfully', and goes on after 2 seconds.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = t('accounts.register.title');
  useDocumentTitle(title);
  const [target, setTarget] = useState<string | null>(null);
  useRedirectAfter(target);

  const redirectUrl = searchParams.get('redirect_url');
  const signInLink = redirectUrl ? `/login?redirect_url=${encodeURIComponent(redirectUrl)}` : '/login';

  return (
    <div className="page container auth-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('accounts.register.intro')}</p>
      <div className="auth-card">
        <RegisterForm onSignedIn={() => setTarget(chooseReturnPath(redirectUrl, readVisitedPath()))} />
        <p className="auth-card__switch">
          {t('accounts.register.have_account')} <Link to={signInLink}>{t('accounts.register.sign_in')}</Link>
        </p>
      </div>
    </div>
  );
}
