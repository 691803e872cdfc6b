import { getConsoleTodayAction } from '@portal/contract/console-home';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { consoleToday } from './home-service.ts';

/** The console home (operators, moderators included): the day at a glance; admins also see money and stock. */
export const homeConsoleActions: BoundAction[] = [
  bindAction(getConsoleTodayAction, async (_input, ctx) => {
    const { staffRole } = requireUser(ctx);
    return {
      data: await consoleToday(ctx.db, {
        now: ctx.now,
        isAdmin: staffRole === 'admin',
        staff: staffRole !== 'member',
        access: { scope: ctx.scope, permissions: ctx.permissions },
      }),
    };
  }),
];
