import type { ReactNode } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';

type PostcardAccountFrameProps = {
  className: string;
  title: string;
  /** the back arrow's link, before the title */
  back: { to: string; label: string };
  children: ReactNode;
};

/** A page of the user's own postcard orders: a visitor is sent to /login first; then a back arrow over the title. */
export function PostcardAccountFrame({ className, title, back, children }: PostcardAccountFrameProps) {
  useDocumentTitle(title);
  return (
    <RequireSignIn>
      <div className={`page container ${className}`}>
        <BackLink to={back.to} label={back.label} />
        <h1 className="page__title">{title}</h1>
        {children}
      </div>
    </RequireSignIn>
  );
}
