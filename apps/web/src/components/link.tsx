import { forwardRef, useContext, type MouseEvent } from 'react';
import { Link as RouterLink, UNSAFE_NavigationContext, type LinkProps } from 'react-router';

/** An address of the portal written in full: `/p/…`, not `../p/…`, `p/…` or another site's `//host/…`. */
function isAbsolutePath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
}

/**
 * React Router's `<Link>` for the portal's own addresses, written in full. React Router resolves every
 * link's address against the routes on each render (a tenth of the app's start on a phone, with some sixty
 * links on home; docs/decisions/043-staged-start.md); a full address needs none of that. A click without a
 * modifier key, in this tab, moves the router's history, as React Router's own link does (replacing when the
 * address is the current one); anything else is the browser's. Other addresses get React Router's link.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  if (!isAbsolutePath(props.to)) return <RouterLink ref={ref} {...props} />;
  const {
    to,
    replace,
    state,
    reloadDocument,
    onClick,
    // React Router's options that a full address does not use here
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    ...anchor
  } = props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0) return;
    if (anchor.target && anchor.target !== '_self') return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (replace ?? here === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...anchor} ref={ref} href={to} onClick={follow} />;
});
