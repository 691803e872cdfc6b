import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon, UserIcon } from '../../../components/icons.tsx';
import { Link } from '../../../components/link.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOperatorProfile } from '../../../lib/operator-profile.ts';
import { ConsoleNav } from './console-nav.tsx';
import { ConsoleSearch } from './console-search.tsx';
// the console's styles load with its shell, never on public pages (docs/decisions/045-console-styles-apart.md)
import '../shared/console-styles.css';
import './console-shell.css';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the open drawer, as the site's own menu does. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.offsetParent !== null);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The operator's name (their e-mail address when the account has no name yet), their role beside it, leading to
 * their account; "My account" until the profile has come.
 */
function AccountLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const profile = useOperatorProfile().data;
  const name = profile?.name.trim();
  return (
    <Link className={className} to="/settings">
      <UserIcon className="console-account__icon" aria-hidden="true" />
      {profile ? (
        <span className="console-account__who">
          {name ? (
            <span className="console-account__name">{name}</span>
          ) : (
            <bdi className="console-account__name" dir="ltr">
              {profile.email ?? t('common.nav.my_account')}
            </bdi>
          )}
          <span className="console-account__role">{t(`console.roles.${profile.staff_role}`)}</span>
        </span>
      ) : (
        <span className="console-account__name">{t('common.nav.my_account')}</span>
      )}
    </Link>
  );
}

/**
 * The operators' console as an application of its own: a slim top bar (the console's name leading to its
 * home, the one search, the public site, the language, the operator's account), the navigation at the side, and on a phone
 * the navigation in a drawer opened from the top bar, so the page's task starts on the first screen.
 * `languageSwitch` is the site's own switch, handed in by the app.
 */
export function ConsoleShell({ languageSwitch, children }: { languageSwitch: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // following a link in the drawer closes it; the page it opens takes the screen
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };

  return (
    <div className="console-shell">
      <header className="console-topbar">
        <button
          type="button"
          className="console-topbar__menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon aria-hidden="true" />
          <span>{t('console.shell.menu')}</span>
        </button>
        <Link className="console-topbar__title" to="/backoffice">
          <span className="console-topbar__site-name">{t('common.site_name')}</span>
          <span className="console-topbar__console">{t('console.shell.console')}</span>
        </Link>
        <ConsoleSearch />
        <div className="console-topbar__actions">
          <Link className="console-topbar__link console-topbar__view-site" to="/">
            {t('console.shell.view_site')}
          </Link>
          {languageSwitch}
          <AccountLink className="console-topbar__link console-account" />
        </div>
      </header>
      <div className="console-shell__body">
        <div className="console-shell__side">
          <ConsoleNav className="console-shell__side-nav" pathname={pathname} />
        </div>
        <main id="main-content" className="console-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <ModalDialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        label={t('console.shell.menu')}
        closeLabel={t('console.shell.close_menu')}
        className="console-drawer"
        onKeyDown={trapFocus}
      >
        {menuOpen && (
          <div className="console-drawer__content" onClick={closeOnLink}>
            <ConsoleNav pathname={pathname} />
            <div className="console-drawer__links">
              <Link className="console-drawer__link" to="/">
                {t('console.shell.view_site')}
              </Link>
              <AccountLink className="console-drawer__link console-account" />
            </div>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}
