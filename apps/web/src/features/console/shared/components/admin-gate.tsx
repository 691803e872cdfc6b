import type { ReactNode } from 'react';
import { ActionError } from '../../../../lib/api.ts';
import { useOperatorProfile } from '../../../../lib/operator-profile.ts';
import { OperatorGate } from './operator-gate.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * The gate of an admin page: a moderator (an operator the server refuses with 403) is told the page is for
 * admins; everyone else gets the operator gate's answer (sign in, not an operator, or the page).
 */
export function AdminGate({ path, error, children }: { path: string; error: unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const profile = useOperatorProfile();
  if (error instanceof ActionError && error.failure.code === 'forbidden' && profile.data) {
    return <p className="empty-state">{t('console.admins_only')}</p>;
  }
  return (
    <OperatorGate path={path} error={error}>
      {children}
    </OperatorGate>
  );
}
