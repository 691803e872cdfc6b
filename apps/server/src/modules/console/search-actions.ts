import { consoleSearchAction } from '@portal/contract/console-search';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { consoleSearch } from './search-service.ts';

/** The console's one search from the shell's top bar (decision 060), for every operator within their access. */
export const searchConsoleActions: BoundAction[] = [
  bindAction(consoleSearchAction, async ({ q }, ctx) =>
    consoleSearch(ctx.db, q, {
      permissions: ctx.permissions,
      scope: ctx.scope,
      isAdmin: requireUser(ctx).staffRole === 'admin',
    }),
  ),
];
