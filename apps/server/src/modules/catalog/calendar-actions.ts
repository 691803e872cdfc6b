import type { BoundAction } from '../../http/actions.ts';

/** Issue 17: binds the actions of packages/contract/src/calendar.ts. */
export const calendarActions: BoundAction[] = [];
