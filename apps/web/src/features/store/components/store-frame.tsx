import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { isNotFound } from '../not-found.ts';
import { StoreNav } from './store-nav.tsx';

/** A store page: the store's navigation, then the page. */
export function StoreFrame({ slug, className, children }: { slug: string; className?: string; children: ReactNode }) {
  return (
    <>
      <StoreNav slug={slug} />
      <div className={className ? `page container ${className}` : 'page container'}>{children}</div>
    </>
  );
}

type StoreFailureProps = {
  slug: string;
  error: unknown;
  onRetry: () => void;
  /** what failed to load, e.g. 'This collection could not be loaded.' */
  message: string;
  /** where a visitor goes from an unknown slug, and what the link says */
  notFound: { title: string; text: string; linkTo: string; linkText: string };
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

/** The not-found state of an unknown store slug: the way on is the stores list. */
export function useUnknownStore() {
  const { t } = useTranslation();
  return {
    title: t('store.not_found.store_title'),
    text: t('store.not_found.store_text'),
    linkTo: '/stores',
    linkText: t('store.not_found.to_stores'),
  };
}
