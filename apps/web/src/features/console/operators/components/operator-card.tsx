import { formatDateTime } from '@portal/domain/date-format';
import { staffRoles, type Operator, type StaffRole } from '@portal/contract/console';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { teamName, TeamOptions, type TeamChoice } from './team-options.tsx';

type OperatorCardProps = {
  operator: Operator;
  /** the signed-in operator's own card */
  isMe: boolean;
  busy: boolean;
  /** the teams a member may be moved to */
  teams: readonly TeamChoice[];
  /** a new role; a member's team (null: the admin still has to choose one) */
  onChangeRole: (operator: Operator, role: StaffRole, teamId: number | null) => void;
  onRemove: (operator: Operator) => void;
};

/** Who someone is as an operator: name and address, role, last sign-in; with the role select and the remove button. */
export function OperatorCard({ operator, isMe, busy, teams, onChangeRole, onRemove }: OperatorCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const address = operator.email ?? operator.mobile;
  return (
    <li className="operator-card" aria-busy={busy}>
      <div className="operator-card__who">
        <h3 id={nameId} className="operator-card__name">
          {operator.name || <bdi dir="ltr">{address}</bdi>}
          {isMe && <span className="operator-card__me"> ({t('console.operators.you')})</span>}
        </h3>
        {operator.name && address && (
          <bdi dir="ltr" className="operator-card__address">
            {address}
          </bdi>
        )}
      </div>
      <span className={`role-badge role-badge--${operator.staff_role}`}>
        {t(`console.roles.${operator.staff_role}`)}
        {operator.team && (
          <>
            {' · '}
            <bdi>{teamName(operator.team)}</bdi>
          </>
        )}
      </span>
      <dl className="operator-card__facts">
        <dt>{t('console.operators.last_sign_in')}</dt>
        <dd>{operator.last_sign_in ? formatDateTime(operator.last_sign_in) : t('console.operators.never')}</dd>
      </dl>
      <div className="operator-card__actions">
        <label className="operator-card__role">
          <span>{t('console.operators.change_role')}</span>
          <select
            className="form-field__input"
            aria-describedby={nameId}
            value={operator.staff_role}
            onChange={(e) => onChangeRole(operator, e.target.value as StaffRole, null)}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`console.roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        {operator.team && (
          <label className="operator-card__role">
            <span>{t('console-teams.team')}</span>
            <select
              className="form-field__input"
              aria-describedby={nameId}
              value={operator.team.id}
              onChange={(e) => onChangeRole(operator, 'member', Number(e.target.value))}
            >
              <TeamOptions teams={teams} />
            </select>
          </label>
        )}
        <button type="button" className="button button--plain" aria-describedby={nameId} onClick={() => onRemove(operator)}>
          {t('console.operators.remove')}
        </button>
      </div>
    </li>
  );
}
