import type { ReactNode } from 'react';
import { Link } from '../../../../components/link.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { useOperatorProfile } from '../../../../lib/operator-profile.ts';
import { signInPath, useSignedIn } from '../../../../lib/session.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * The back office's answer to who is looking: visitors are asked to sign in, signed-in users who are not
 * operators are told so (the server answers them 403 whatever the browser shows), an operator whose role or
 * team does not open the page is told that instead (docs/decisions/049-operator-teams.md), operators see the page.
 */
export function OperatorGate({ path, error, children }: { path: string; error: unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const isOperator = useOperatorProfile().isSuccess;
  if (!signedIn) {
    return (
      <div className="empty-state">
        <p>{t('errors.login_required')}</p>
        <Link className="button" to={signInPath(path)}>
          {t('common.nav.sign_in')}
        </Link>
      </div>
    );
  }
  if (error instanceof ActionError && error.failure.code === 'forbidden') {
    return <p className="empty-state">{t(isOperator ? 'backoffice.not_for_your_team' : 'backoffice.not_operator')}</p>;
  }
  if (error) {
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(error)}
      </p>
    );
  }
  return children;
}
