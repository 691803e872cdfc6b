import { useId, useState } from 'react';
import { FirstScreenPart } from '../../components/after-first-screen.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import { AccountLinks } from './account-links.tsx';
import { CartLink } from './cart-link.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { SideMenu } from './side-menu.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** spec part 1 §9: the header turns semi-transparent black after 70px of scrolling. */
const darkHeaderAfterPx = 70;

export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(darkHeaderAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <header className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}>
      <div className="site-header__bar container">
        <Logo />
        <MainNav className="main-nav" />
        <div className="site-header__actions">
          {/* a task of its own as the app starts (docs/decisions/043-staged-start.md) */}
          <FirstScreenPart>
            <HeaderSearch />
            <LanguageSwitch />
            <CartLink />
            <AccountLinks className="account-links" />
          </FirstScreenPart>
          <button
            type="button"
            className="icon-button menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('common.nav.menu')}</span>
          </button>
        </div>
      </div>
      <FirstScreenPart>
        <SideMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
      </FirstScreenPart>
    </header>
  );
}
