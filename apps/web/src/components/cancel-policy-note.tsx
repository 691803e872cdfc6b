import type { CancelPolicyView } from '@portal/contract/cancellation';
import { useTranslation } from '../lib/i18n.ts';

/**
 * A package's cancellation policy in one sentence (decision 036): on the package page, in the booking summary
 * before Book Now, and on the ticket. Nothing for a client of a server that does not send one.
 */
export function CancelPolicyNote({ policy, className }: { policy: CancelPolicyView | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!policy) return null;
  const text =
    policy.policy === 'none'
      ? t('booking.cancellation.none')
      : `${t('booking.cancellation.free', { hours: policy.free_hours })} ${
          policy.late_fee_percent === null
            ? t('booking.cancellation.no_late')
            : t('booking.cancellation.late_fee', { percent: policy.late_fee_percent })
        }`;
  return (
    <p className={`cancel-policy cancel-policy--${policy.policy}${className ? ` ${className}` : ''}`}>
      <strong className="cancel-policy__title">{t('booking.cancellation.title')}</strong> {text}
    </p>
  );
}
