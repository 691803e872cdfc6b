import { Link } from './link.tsx';
import { ChevronIcon } from './icons.tsx';

/** The back arrow over an account page's title: to /settings from a history, to the history from an order. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="back-link">
      <Link to={to}>
        <ChevronIcon className="back-link__arrow" aria-hidden="true" />
        {label}
      </Link>
    </p>
  );
}
