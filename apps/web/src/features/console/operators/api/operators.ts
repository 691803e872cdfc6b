import type { StaffRole } from '@portal/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { operatorProfileKey } from '../../../../lib/operator-profile.ts';
import { operatorsKey } from '../../shared/api/operators-list.ts';

/**
 * After any change the list is read again (another admin may have changed it too), and so is the signed-in
 * operator's own profile: an admin who made themselves a moderator loses the admin links at once.
 */
function useInvalidateOperators() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorsKey }),
      queryClient.invalidateQueries({ queryKey: operatorProfileKey }),
    ]);
}

/** `teamId`: the team of a member (decision 049); sent only with the member role. */
export type Invitation = { email: string; staffRole: StaffRole; teamId: number | null; firstName: string; lastName: string };

/** Invites by e-mail; the dialog shows failures at its fields, so the request layer stays quiet. */
export function useInviteOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({
    mutationFn: async (invitation: Invitation) =>
      unwrap(
        await callAction(
          'inviteOperator',
          {
            email: invitation.email.trim(),
            staff_role: invitation.staffRole,
            ...(invitation.staffRole === 'member' && invitation.teamId !== null ? { team_id: invitation.teamId } : {}),
            ...(invitation.firstName.trim() ? { first_name: invitation.firstName.trim() } : {}),
            ...(invitation.lastName.trim() ? { last_name: invitation.lastName.trim() } : {}),
          },
          { auth: true, quiet: true },
        ),
      ).data,
    onSettled: invalidate,
  });
}

export function useUpdateOperatorRole() {
  const invalidate = useInvalidateOperators();
  return useMutation({
    mutationFn: async ({ userId, staffRole, teamId }: { userId: number; staffRole: StaffRole; teamId: number | null }) =>
      unwrap(
        await callAction(
          'updateOperatorRole',
          { user_id: userId, staff_role: staffRole, ...(staffRole === 'member' && teamId !== null ? { team_id: teamId } : {}) },
          { auth: true, quiet: true },
        ),
      ).data,
    onSettled: invalidate,
  });
}

/** Takes the operator role away; the server ends every session of the person. */
export function useRemoveOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({
    mutationFn: async (userId: number) =>
      unwrap(await callAction('removeOperator', { user_id: userId }, { auth: true, quiet: true })),
    onSettled: invalidate,
  });
}
