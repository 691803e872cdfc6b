import {
  auditLogAction,
  inviteOperatorAction,
  listOperatorsAction,
  operatorProfileAction,
  removeOperatorAction,
  updateOperatorRoleAction,
} from '@portal/contract/console';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { readAuditLog } from './audit-service.ts';
import { inviteOperator, listOperators, operatorProfile, removeOperator, updateOperatorRole } from './operators-service.ts';

/** The console's operators and audit log (decision 034): every action but operatorProfile is for admins. */
export const operatorConsoleActions: BoundAction[] = [
  bindAction(operatorProfileAction, async (_input, ctx) => ({
    data: await operatorProfile(ctx.db, requireUser(ctx).id, { permissions: ctx.permissions, scope: ctx.scope }),
  })),
  bindAction(listOperatorsAction, async (input, ctx) => listOperators(ctx.db, input)),
  bindAction(inviteOperatorAction, async (input, ctx) => ({ data: await inviteOperator(ctx, requireUser(ctx).id, input) })),
  bindAction(updateOperatorRoleAction, async (input, ctx) => ({
    data: await updateOperatorRole(ctx.db, requireUser(ctx).id, input.user_id, {
      staffRole: input.staff_role,
      teamId: input.team_id ?? null,
    }),
  })),
  bindAction(removeOperatorAction, async (input, ctx) => {
    await removeOperator(ctx, requireUser(ctx).id, input.user_id);
    return { removed: 1 as const };
  }),
  bindAction(auditLogAction, async (input, ctx) => readAuditLog(ctx.db, input)),
];
