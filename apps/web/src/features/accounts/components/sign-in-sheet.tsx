import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { closeSignInSheet, type SignInMode, type SignInRequest } from '../../../lib/sign-in-sheet.ts';
import { showToast } from '../../../lib/toasts.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/**
 * The sign-in sheet (decision 073): the sign-in or the registration form with its one-time code, over the page
 * that asked for it, which stays as it was behind. A modal <dialog> (the page is inert, focus stays inside,
 * Escape and the close button dismiss it), named by its heading; once signed in it closes, says so in a toast,
 * and the page goes on.
 */
export function SignInSheet({ request }: { request: SignInRequest }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<SignInMode>(request.mode);
  const signedIn = (message: string) => () => {
    showToast('success', message, { id: 'signed-in' });
    closeSignInSheet(true);
  };
  return (
    <ModalDialog
      open
      onClose={() => closeSignInSheet(false)}
      labelledBy={headingId}
      closeLabel={t('accounts.sheet.close')}
      className="sheet sign-in-sheet"
    >
      <h2 className="modal__title" id={headingId}>
        {t(mode === 'login' ? 'accounts.sheet.login_title' : 'accounts.sheet.register_title')}
      </h2>
      <p className="modal__hint">{t('accounts.sheet.kept')}</p>
      {mode === 'login' ? (
        <LoginForm key="login" onSignedIn={signedIn(t('accounts.messages.login_success'))} />
      ) : (
        <RegisterForm key="register" onSignedIn={signedIn(t('accounts.messages.register_success'))} />
      )}
      <p className="auth-card__switch">
        {t(mode === 'login' ? 'accounts.login.no_account' : 'accounts.register.have_account')}{' '}
        <button type="button" className="link-button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
          {t(mode === 'login' ? 'accounts.login.register' : 'accounts.register.sign_in')}
        </button>
      </p>
    </ModalDialog>
  );
}
