import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/** A new page starts at its top; going back or forward leaves the browser's own scroll restoration alone. */
export function useScrollToTopOnNavigation(pathname: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
