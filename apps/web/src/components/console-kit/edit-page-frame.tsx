import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** The record id of a /new-or-/:id address, or null for /new (and anything that is not an id). */
export function recordIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Once the record has loaded, a link's #hash (`hash`) takes the reader to the heading `headingId`. */
export function useFocusOnHash(ready: boolean, hash: string, headingId: string): void {
  const location = useLocation();
  useEffect(() => {
    if (ready && location.hash === hash) document.getElementById(headingId)?.focus();
  }, [ready, location.hash, hash, headingId]);
}

type EditPageFrameProps = {
  /** the document's title, and the page heading unless `heading` says it otherwise */
  title: string;
  heading?: ReactNode;
  /** the way back to the list, above the heading (a BackLink) or, as `allLink`, under it */
  back?: ReactNode;
  allLink?: { to: string; label: string };
  children: ReactNode;
};

/** The frame of a console new/edit page: title, heading, the way back to the list, then the page. */
export function EditPageFrame({ title, heading, back, allLink, children }: EditPageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className="page container backoffice console">
      {back}
      <h1 className="page__title">{heading ?? title}</h1>
      {allLink && (
        <p>
          <Link to={allLink.to}>{allLink.label}</Link>
        </p>
      )}
      {children}
    </div>
  );
}
