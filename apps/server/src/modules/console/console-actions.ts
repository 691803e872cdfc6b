import type { BoundAction } from '../../http/actions.ts';
import { operatorConsoleActions } from './operators-actions.ts';
import { mediaActions } from './media-actions.ts';
import { messageConsoleActions } from './messages-actions.ts';
import { homeConsoleActions } from './home-actions.ts';
import { teamConsoleActions } from './teams-actions.ts';
import { searchConsoleActions } from './search-actions.ts';

/**
 * The console's foundation (decisions 034, 049, 052): operators and teams, the audit log, uploaded images,
 * the console home, its one search and the failed messages. Each area binds its own console actions in its module.
 */
export const consoleActions: BoundAction[] = [
  ...operatorConsoleActions,
  ...mediaActions,
  ...messageConsoleActions,
  ...homeConsoleActions,
  ...teamConsoleActions,
  ...searchConsoleActions,
];
