import { lazy, Suspense } from 'react';
import { maxErrorToasts, toastDurationMs } from '../lib/api.ts';
import { useLanguage, useTranslation } from '../lib/i18n.ts';
import { directionOf } from '../lib/language.ts';
import { useToastsRequested } from '../lib/toasts.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** spec part 2 §8–9: at most two toasts at once, hidden after 5 seconds. Mounted with the first toast. */
export function AppToaster() {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        // under the sticky header, never over its navigation and account buttons
        offset={{ top: 'calc(var(--header-height) + 0.5rem)' }}
        mobileOffset={{ top: 'calc(var(--header-height) + 0.5rem)' }}
        dir={directionOf(language)}
        visibleToasts={maxErrorToasts}
        duration={toastDurationMs}
        closeButton
        richColors
        containerAriaLabel={t('common.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.nav.close') }}
      />
    </Suspense>
  );
}
