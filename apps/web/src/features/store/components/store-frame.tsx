import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { isNotFound } from '../not-found.ts';
import { StoreNav } from './store-nav.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** A store page: the store's navigation, then the page. */
export function StoreFrame({ slug, className, children }: { slug: string; className?: string; children: ReactNode }) {
  return (
    <>
      <StoreNav slug={slug} />
      <div className={className ? `page container ${className}` : 'page container'}>{children}</div>
    </>
  );
}

/** Where a visitor goes from an unknown slug, and what the link says. */
export type NotFoundWay = { title: string; text: string; linkTo: string; linkText: string };

type AccountFrameProps = {
  slug: string;
  className: string;
  title: string;
  /** the back arrow's link, before the title */
  back: { to: string; label: string };
  children: ReactNode;
};

/** A store page of the signed-in user's own (orders): sign-in first, then a back arrow over the title. */
export function StoreAccountFrame({ slug, className, title, back, children }: AccountFrameProps) {
  useDocumentTitle(title);
  return (
    <RequireSignIn>
      <StoreFrame slug={slug} className={className}>
        <BackLink to={back.to} label={back.label} />
        <h1 className="page__title">{title}</h1>
        {children}
      </StoreFrame>
    </RequireSignIn>
  );
}

type StoreFailureProps = {
  slug: string;
  error: unknown;
  onRetry: () => void;
  /** what failed to load, e.g. 'This collection could not be loaded.' */
  message: string;
  notFound: NotFoundWay;
};

/** What a store page shows when its data did not come: not found for an unknown slug (404), else a retry. */
export function StoreFailure({ slug, error, onRetry, message, notFound }: StoreFailureProps) {
  if (isNotFound(error)) {
    return (
      <>
        <StoreNav slug={slug} />
        <NotFoundState {...notFound} />
      </>
    );
  }
  return (
    <StoreFrame slug={slug}>
      <LoadError message={message} detail={errorMessageOf(error)} onRetry={onRetry} />
    </StoreFrame>
  );
}

type StoreQueryFrameProps<Data> = {
  slug: string;
  query: UseQueryResult<Data>;
  /** what the frame shows while the data loads (skeletons) */
  loading: ReactNode;
  /** what failed to load, e.g. 'This collection could not be loaded.' */
  loadFailed: string;
  notFound: NotFoundWay;
  /** the frame's class once the data is in */
  className?: string;
  children: (data: Data) => ReactNode;
};

/** A store page built on one query: its skeletons while it loads, StoreFailure when it failed, else the page. */
export function StoreQueryFrame<Data>({
  slug,
  query,
  loading,
  loadFailed,
  notFound,
  className,
  children,
}: StoreQueryFrameProps<Data>) {
  if (query.isPending) return <StoreFrame slug={slug}>{loading}</StoreFrame>;
  if (query.isError) {
    return (
      <StoreFailure
        slug={slug}
        error={query.error}
        onRetry={() => void query.refetch()}
        message={loadFailed}
        notFound={notFound}
      />
    );
  }
  return (
    <StoreFrame slug={slug} className={className}>
      {children(query.data)}
    </StoreFrame>
  );
}

/** The not-found state of an unknown store slug: the way on is the stores list. */
export function useUnknownStore(): NotFoundWay {
  const { t } = useTranslation();
  return {
    title: t('store.not_found.store_title'),
    text: t('store.not_found.store_text'),
    linkTo: '/stores',
    linkText: t('store.not_found.to_stores'),
  };
}
