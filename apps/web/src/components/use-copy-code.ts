import { useCallback } from 'react';
import { copyText } from '../lib/clipboard.ts';
import { showToast } from '../lib/toasts.ts';
import { useTranslation } from '../lib/i18n.ts';

/**
 * Copies a coupon code and says how it went (spec part 2 §8): 'Coupon code copied...' or
 * 'Could not copy coupon code.', in the current language.
 */
export function useCopyCode(): (code: string) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(
    async (code: string) => {
      const copied = await copyText(code);
      if (copied) showToast('success', t('discovery.coupon.copied'), { id: `copied-${code}` });
      else showToast('error', t('discovery.coupon.copy_failed'), { id: `copy-failed-${code}` });
      return copied;
    },
    [t],
  );
}
