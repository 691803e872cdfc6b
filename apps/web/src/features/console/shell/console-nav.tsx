import { useId, useSyncExternalStore } from 'react';
import { ChevronIcon } from '../../../components/icons.tsx';
import { Link } from '../../../components/link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOperatorProfile } from '../../../lib/operator-profile.ts';
import { readStorage, subscribeStorage, writeStorage } from '../../../lib/storage.ts';
import { collapsedStorageKey, consoleHome, currentEntry, groupsFor, readCollapsed, toggleCollapsed } from './nav-items.ts';

const storedCollapsed = () => readStorage(collapsedStorageKey);

/** The groups folded in this browser, in step across the side navigation, the drawer and other tabs. */
function useCollapsedGroups() {
  const stored = useSyncExternalStore(subscribeStorage, storedCollapsed, () => null);
  const collapsed = readCollapsed(stored);
  const toggle = (group: string) => writeStorage(collapsedStorageKey, toggleCollapsed(collapsed, group));
  return { collapsed, toggle };
}

/**
 * The console's pages: its home, then the groups of the person's role, each folded or unfolded by its
 * heading button (remembered in this browser), the current page marked for screen readers (aria-current).
 */
export function ConsoleNav({ pathname, className }: { pathname: string; className?: string }) {
  const { t } = useTranslation();
  const access = useOperatorProfile().data;
  const { collapsed, toggle } = useCollapsedGroups();
  const id = useId();
  const current = currentEntry(pathname);
  const mark = (path: string) => (path === current ? ('page' as const) : undefined);
  return (
    <nav className={className ? `console-nav ${className}` : 'console-nav'} aria-label={t('console.shell.nav_label')}>
      <Link className="console-nav__link console-nav__home" to={consoleHome.path} aria-current={mark(consoleHome.path)}>
        {t(consoleHome.key)}
      </Link>
      {groupsFor(access).map((group, index) => {
        const open = !collapsed.has(group.key);
        const listId = `${id}-group-${index}`;
        return (
          <div key={group.key} className="console-nav__group">
            {/* a button, not a heading: the page's h1 stays the document's first heading */}
            <button
              type="button"
              className="console-nav__toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(group.key)}
            >
              <span>{t(group.key)}</span>
              <ChevronIcon className="console-nav__chevron" aria-hidden="true" />
            </button>
            <ul id={listId} className="console-nav__list" role="list" hidden={!open}>
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link className="console-nav__link" to={page.path} aria-current={mark(page.path)}>
                    {t(page.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
