import type { ActionOutput } from '@portal/contract/action';
import type {
  inviteOperatorAction,
  listOperatorsAction,
  removeOperatorAction,
  StaffRole,
  updateOperatorRoleAction,
} from '@portal/contract/console';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { operatorProfileKey } from './operator-profile.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const operatorsKey = ['accounts', 'console', 'operators'] as const;

export type OperatorsView = { q: string; page: number; perPage: number };

/** One page of the operators, admins first, with the total; `q` (name or e-mail) is matched by the server. */
export const operatorsQueryOptions = ({ q, page, perPage }: OperatorsView) =>
  queryOptions({
    queryKey: [...operatorsKey, q, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction<ActionOutput<typeof listOperatorsAction>>(
          'listOperators',
          { ...(q ? { q } : {}), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useOperators(view: OperatorsView) {
  const signedIn = useSignedIn();
  // the last answer stays on screen while a new search is read, so the list does not blink at each keystroke
  return useQuery({ ...operatorsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

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
        await callAction<ActionOutput<typeof inviteOperatorAction>>(
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
        await callAction<ActionOutput<typeof updateOperatorRoleAction>>(
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
      unwrap(
        await callAction<ActionOutput<typeof removeOperatorAction>>(
          'removeOperator',
          { user_id: userId },
          { auth: true, quiet: true },
        ),
      ),
    onSettled: invalidate,
  });
}
