import { consoleTeamsAction, deleteTeamAction, saveTeamAction } from '@portal/contract/console-teams';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { consoleTeams, deleteTeam, saveTeam } from './teams-service.ts';

/** Operators' teams (decision 049): admins only. */
export const teamConsoleActions: BoundAction[] = [
  bindAction(consoleTeamsAction, (_input, ctx) => consoleTeams(ctx.db)),
  bindAction(saveTeamAction, async (input, ctx) => ({ data: await saveTeam(ctx.db, requireUser(ctx).id, input) })),
  bindAction(deleteTeamAction, async (input, ctx) => {
    await deleteTeam(ctx.db, requireUser(ctx).id, input.id);
    return { deleted: 1 as const };
  }),
];
