import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { consoleTeamsKey } from '../../../../lib/console-teams.ts';
import { teamFields, type TeamDraft } from '../team-draft.ts';

/** After a change the teams are read again (another admin may have changed them too). */
function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleTeamsKey });
}

/** Creates or replaces a team; the form shows failures at its fields, so the request layer stays quiet. */
export function useSaveTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: async (draft: TeamDraft) =>
      unwrap(await callAction('saveTeam', teamFields(draft), { auth: true, quiet: true })).data,
    onSettled: invalidate,
  });
}

export function useDeleteTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteTeam', { id }, { auth: true, quiet: true })),
    onSettled: invalidate,
  });
}
