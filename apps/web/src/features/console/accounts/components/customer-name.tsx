import type { CustomerSummary } from '@portal/contract/console-customers';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * How a customer is named in the console: their name, else their e-mail or mobile (left to right), else
 * their number; an erased account says so, since it has nothing else left to show.
 */
export function CustomerName({ customer }: { customer: CustomerSummary }) {
  const { t } = useTranslation();
  if (customer.erased_at) {
    return (
      <>
        {t('console-customers.erased_name', { id: customer.id })}{' '}
        <span className="customer-badge customer-badge--erased">{t('console-customers.erased')}</span>
      </>
    );
  }
  const address = customer.email ?? customer.mobile;
  if (customer.name) return <>{customer.name}</>;
  return address ? <bdi dir="ltr">{address}</bdi> : <>{t('console-customers.unnamed', { id: customer.id })}</>;
}
